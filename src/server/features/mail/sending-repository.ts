import { and, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { mailJobRuns, mailSendCounts, outboxMessages, parties, responses, weddings } from "../../db/schema";

/**
 * Counts `n` more sends for the wedding's UTC day if that stays within `limit`, in one statement
 * (safe with several instances: the row is the lock). Answers the new count, or undefined when
 * the sends would pass the limit (then nothing was counted).
 */
export async function reserveSends(db: Db, weddingId: string, day: string, n: number, limit: number): Promise<number | undefined> {
  if (n > limit) return undefined;
  const rows = await db
    .insert(mailSendCounts)
    .values({ weddingId, day, sent: n })
    .onConflictDoUpdate({
      target: [mailSendCounts.weddingId, mailSendCounts.day],
      set: { sent: sql`${mailSendCounts.sent} + ${n}` },
      setWhere: sql`${mailSendCounts.sent} + ${n} <= ${limit}`,
    })
    .returning({ sent: mailSendCounts.sent });
  return rows[0]?.sent;
}

export async function sentOn(db: Db, weddingId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ sent: mailSendCounts.sent })
    .from(mailSendCounts)
    .where(and(eq(mailSendCounts.weddingId, weddingId), eq(mailSendCounts.day, day)));
  return row?.sent ?? 0;
}

/**
 * The evidence of real guests behind the sending cap (send-cap.ts): households of this wedding
 * that answered through their own invitation link and were delivered an invitation by email.
 * An open-form reply, or a reply the couple linked to a party by hand, is not such evidence.
 */
export async function countAnsweredInvitations(db: Db, weddingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(parties)
    .where(
      and(
        eq(parties.weddingId, weddingId),
        sql`exists (select 1 from responses r where r.party_id = "parties"."id" and r.party_match = 'invitation')`,
        sql`exists (select 1 from outbox_messages o where o.party_id = "parties"."id" and o.kind = 'invitation' and o.status = 'sent')`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Claims a scheduled job's key: true for the one instance (and run) that should do it. */
export async function claimJobRun(db: Db, key: string): Promise<boolean> {
  const rows = await db.insert(mailJobRuns).values({ key }).onConflictDoNothing().returning({ key: mailJobRuns.key });
  return rows.length > 0;
}

// Correlated subqueries are written with qualified names: Drizzle may print a column of the
// outer table unqualified, which inside the subquery would name the inner table's column.
const OWN_REPLY_EXISTS = sql`exists (select 1 from responses r where r.party_id = "parties"."id" and r.party_match in ('invitation', 'confirmed'))`;

/** This wedding's parties among `ids`, with their guests' addresses and whether they have their own reply. */
export async function partiesToMail(db: Db, weddingId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: parties.id,
      name: parties.name,
      optedOut: sql<boolean>`"parties"."mail_opted_out_at" is not null`,
      replied: sql<boolean>`${OWN_REPLY_EXISTS}`,
      emails: sql<
        { email: string; name: string }[]
      >`coalesce((select jsonb_agg(jsonb_build_object('email', g.email, 'name', trim(g.first_name || ' ' || g.last_name)) order by g.position)
        from guests g where g.party_id = "parties"."id" and g.email is not null and g.email <> ''), '[]'::jsonb)`,
    })
    .from(parties)
    .where(and(eq(parties.weddingId, weddingId), inArray(parties.id, ids)));
}

/** Ids of a wedding's parties with no reply of their own and no opt-out: who a reminder may go to. */
export async function unrepliedPartyIds(db: Db, weddingId: string): Promise<string[]> {
  const rows = await db
    .select({ id: parties.id })
    .from(parties)
    .where(and(eq(parties.weddingId, weddingId), isNull(parties.mailOptedOutAt), sql`not ${OWN_REPLY_EXISTS}`));
  return rows.map((row) => row.id);
}

export async function setPartyOptOut(db: Db, partyId: string): Promise<void> {
  await db
    .update(parties)
    .set({ mailOptedOutAt: sql`coalesce(${parties.mailOptedOutAt}, now())` })
    .where(eq(parties.id, partyId));
}

export async function setReminderDays(db: Db, weddingId: string, days: number | null): Promise<void> {
  await db.update(weddings).set({ reminderDaysBefore: days, updatedAt: new Date() }).where(eq(weddings.id, weddingId));
}

/** Weddings with a scheduled reminder and a deadline, for the daily job. */
export async function weddingsWithScheduledReminders(db: Db) {
  return db
    .select({ id: weddings.id, rsvpDeadline: weddings.rsvpDeadline, timeZone: weddings.timeZone, reminderDaysBefore: weddings.reminderDaysBefore })
    .from(weddings)
    .where(sql`${weddings.reminderDaysBefore} is not null and ${weddings.rsvpDeadline} is not null`);
}

/** A wedding's replies first sent within [from, to), oldest first, at most `limit`. */
export async function repliesBetween(db: Db, weddingId: string, from: Date, to: Date, limit: number) {
  return db
    .select({ guestName: responses.guestName, partyMembers: responses.partyMembers, answers: responses.answers })
    .from(responses)
    .where(
      and(
        eq(responses.weddingId, weddingId),
        sql`${responses.submittedAt} >= ${from.toISOString()}::timestamptz and ${responses.submittedAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(responses.submittedAt)
    .limit(limit);
}

/** Parties of the wedding that have an invitation in the outbox (any status): "not invited yet" is the rest. */
export async function invitedPartyIds(db: Db, weddingId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ partyId: outboxMessages.partyId })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.weddingId, weddingId), eq(outboxMessages.kind, "invitation"), isNotNull(outboxMessages.partyId)));
  return rows.map((row) => row.partyId!);
}
