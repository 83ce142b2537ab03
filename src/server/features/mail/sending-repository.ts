import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { mailJobRuns, mailSendCounts, outboxMessages } from "../../db/schema";
import { linkReplyExists } from "../responses";

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
 * (A deleted household's invitations lose their party, so it no longer counts.)
 */
export async function countAnsweredInvitations(db: Db, weddingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${outboxMessages.partyId})` })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.weddingId, weddingId),
        eq(outboxMessages.kind, "invitation"),
        eq(outboxMessages.status, "sent"),
        isNotNull(outboxMessages.partyId),
        linkReplyExists(sql`"outbox_messages"."party_id"`),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Claims a scheduled job's key: true for the one instance (and run) that should do it. */
export async function claimJobRun(db: Db, key: string): Promise<boolean> {
  const rows = await db.insert(mailJobRuns).values({ key }).onConflictDoNothing().returning({ key: mailJobRuns.key });
  return rows.length > 0;
}

/** Parties of the wedding that have an invitation in the outbox (any status): "not invited yet" is the rest. */
export async function invitedPartyIds(db: Db, weddingId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ partyId: outboxMessages.partyId })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.weddingId, weddingId), eq(outboxMessages.kind, "invitation"), isNotNull(outboxMessages.partyId)));
  return rows.map((row) => row.partyId!);
}
