import { and, asc, count, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { guests, parties, type GuestRow, type PartyRow } from "../../db/schema";
import type { BulkPartyAction } from "../../../contract/guest-list";
import { isUuid } from "../../db/ids";
import { ownReplyExists } from "../responses";

export type NewParty = typeof parties.$inferInsert;
export type NewGuest = typeof guests.$inferInsert;

export async function pageParties(db: Db, weddingId: string, after: { createdAt: Date; id: string } | undefined, limit: number): Promise<PartyRow[]> {
  return db
    .select()
    .from(parties)
    .where(
      after
        ? and(eq(parties.weddingId, weddingId), sql`(${parties.createdAt}, ${parties.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`)
        : eq(parties.weddingId, weddingId),
    )
    .orderBy(asc(parties.createdAt), asc(parties.id))
    .limit(limit);
}

export async function findParty(db: Db, id: string): Promise<PartyRow | undefined> {
  const [row] = await db.select().from(parties).where(eq(parties.id, id));
  return row;
}

export async function findPartyByTokenHash(db: Db, tokenHash: string): Promise<PartyRow | undefined> {
  const [row] = await db.select().from(parties).where(eq(parties.invitationTokenHash, tokenHash));
  return row;
}

export async function guestsOfParties(db: Db, partyIds: string[]): Promise<GuestRow[]> {
  if (!partyIds.length) return [];
  return db.select().from(guests).where(inArray(guests.partyId, partyIds)).orderBy(asc(guests.partyId), asc(guests.position));
}

/** Every party's guest ids and open seats, for the counts at the top of the list. */
export async function partySizes(db: Db, weddingId: string): Promise<{ id: string; guestIds: string[]; extraSeats: number }[]> {
  return db
    .select({
      id: parties.id,
      extraSeats: parties.extraSeats,
      guestIds: sql<string[]>`coalesce(jsonb_agg(${guests.id}) filter (where ${guests.id} is not null), '[]'::jsonb)`,
    })
    .from(parties)
    .leftJoin(guests, eq(guests.partyId, parties.id))
    .where(eq(parties.weddingId, weddingId))
    .groupBy(parties.id);
}

export async function countGuests(db: Db, weddingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(guests).where(eq(guests.weddingId, weddingId));
  return Number(row?.n ?? 0);
}

/**
 * Many parties and guests in two statements: the rows travel as one JSON parameter that
 * PostgreSQL unpacks (jsonb_to_recordset). Drizzle's multi-row insert builds SQL per value and
 * took ~1-2.5 s for a 2,000-guest import (bench/guest-list-commit.ts); this takes a fraction.
 */
export async function insertParties(db: Db, partyRows: (NewParty & { id: string })[], members: NewGuest[]): Promise<void> {
  if (partyRows.length) {
    await db.execute(sql`
      insert into parties (id, wedding_id, name, extra_seats, side, tags, note, invitation_token_hash, locale, postal_code)
      select id, wedding_id, name, extra_seats, side, tags, note, invitation_token_hash, locale, postal_code
      from jsonb_to_recordset(${JSON.stringify(
        partyRows.map((row) => ({
          id: row.id,
          wedding_id: row.weddingId,
          name: row.name,
          extra_seats: row.extraSeats ?? 0,
          side: row.side ?? null,
          tags: row.tags ?? [],
          note: row.note ?? "",
          invitation_token_hash: row.invitationTokenHash,
          locale: row.locale ?? null,
          postal_code: row.postalCode ?? null,
        })),
      )}::jsonb)
        as x(id uuid, wedding_id uuid, name text, extra_seats int, side text, tags jsonb, note text, invitation_token_hash text, locale text, postal_code text)`);
  }
  if (members.length) {
    await db.execute(sql`
      insert into guests (wedding_id, party_id, first_name, last_name, email, phone, is_child, age, aliases, position)
      select wedding_id, party_id, first_name, last_name, email, phone, is_child, age, aliases, position
      from jsonb_to_recordset(${JSON.stringify(
        members.map((guest) => ({
          wedding_id: guest.weddingId,
          party_id: guest.partyId,
          first_name: guest.firstName,
          last_name: guest.lastName ?? "",
          email: guest.email ?? null,
          phone: guest.phone ?? null,
          is_child: guest.isChild ?? false,
          age: guest.age ?? null,
          aliases: guest.aliases ?? [],
          position: guest.position,
        })),
      )}::jsonb)
        as x(wedding_id uuid, party_id uuid, first_name text, last_name text, email text, phone text, is_child boolean, age int, aliases jsonb, position int)`);
  }
}

export async function updateParty(db: Db, id: string, patch: Partial<NewParty>): Promise<PartyRow | undefined> {
  const [row] = await db
    .update(parties)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(parties.id, id))
    .returning();
  return row;
}

/** Replaces a party's guests: ids it already has are updated in place (their replies still name them). */
export async function replaceGuests(db: Db, partyId: string, members: NewGuest[]): Promise<void> {
  const keep = members.filter((member) => member.id).map((member) => member.id!);
  await db.delete(guests).where(and(eq(guests.partyId, partyId), keep.length ? notInArray(guests.id, keep) : undefined));
  const added = members.filter((member) => !member.id);
  if (added.length) await db.insert(guests).values(added);
  for (const { id, ...member } of members) {
    if (id)
      await db
        .update(guests)
        .set(member)
        .where(and(eq(guests.id, id), eq(guests.partyId, partyId)));
  }
}

export async function deleteParties(db: Db, weddingId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .delete(parties)
    .where(and(eq(parties.weddingId, weddingId), inArray(parties.id, ids)))
    .returning({ id: parties.id });
  return rows.length;
}

/**
 * One bulk action over this wedding's parties among `ids` (another wedding's are never touched):
 * a side, a tag added (up to `maxTags`) or removed, or deletion. Answers how many of the parties
 * were this wedding's. Pass the caller's transaction as `db` to carry a side to the replies with it.
 */
export async function bulkUpdateParties(db: Db, weddingId: string, ids: string[], action: BulkPartyAction["action"], maxTags: number): Promise<number> {
  if (!ids.length) return 0;
  const ours = and(eq(parties.weddingId, weddingId), inArray(parties.id, ids));
  if (action.type === "delete") return deleteParties(db, weddingId, ids);
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ n: count() }).from(parties).where(ours);
    const now = new Date();
    if (action.type === "side") {
      await tx.update(parties).set({ side: action.side, updatedAt: now }).where(ours);
    } else if (action.type === "addTag") {
      await tx
        .update(parties)
        .set({ tags: sql`${parties.tags} || jsonb_build_array(${action.tag}::text)`, updatedAt: now })
        .where(and(ours, sql`not ${parties.tags} ? ${action.tag}`, sql`jsonb_array_length(${parties.tags}) < ${maxTags}`));
    } else {
      await tx
        .update(parties)
        .set({ tags: sql`${parties.tags} - ${action.tag}::text`, updatedAt: now })
        .where(and(ours, sql`${parties.tags} ? ${action.tag}`));
    }
    return Number(found?.n ?? 0);
  });
}

/** The parties of this wedding among `ids` (bulk actions never touch another wedding's). */
export async function partiesAmong(db: Db, weddingId: string, ids: string[]): Promise<PartyRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(parties)
    .where(and(eq(parties.weddingId, weddingId), inArray(parties.id, ids)));
}

/** Every guest of a wedding with its party, for the import's merge and the CSV. */
export async function allGuests(db: Db, weddingId: string): Promise<GuestRow[]> {
  return db.select().from(guests).where(eq(guests.weddingId, weddingId)).orderBy(asc(guests.partyId), asc(guests.position));
}

/** Every party's name and seat allowance (its guests plus open seats), for the reply exports' party columns. */
export async function partyNamesAndSeats(
  db: Db,
  weddingId: string,
): Promise<
  {
    id: string;
    name: string;
    seats: number;
    extraSeats: number;
    side: string | null;
    tags: string[];
    guestCount: number;
    guests: { id: string; name: string; familyName: string }[];
  }[]
> {
  const rows = await db
    .select({ id: parties.id, name: parties.name, extraSeats: parties.extraSeats, side: parties.side, tags: parties.tags, guests: count(guests.id) })
    .from(parties)
    .leftJoin(guests, eq(guests.partyId, parties.id))
    .where(eq(parties.weddingId, weddingId))
    .groupBy(parties.id);
  // Guests' names, for someone who declined the wedding but comes to an event (the caterer's list names them).
  const names = new Map<string, { id: string; name: string; familyName: string }[]>();
  for (const guest of await allGuests(db, weddingId)) {
    const list = names.get(guest.partyId) ?? [];
    list.push({ id: guest.id, name: `${guest.firstName} ${guest.lastName}`.trim(), familyName: guest.lastName });
    names.set(guest.partyId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    seats: Number(row.guests) + row.extraSeats,
    extraSeats: row.extraSeats,
    side: row.side,
    tags: row.tags,
    guestCount: Number(row.guests),
    guests: names.get(row.id) ?? [],
  }));
}

/** A household's guests' ids, in the invitation's order (the order its link answers in). */
export async function partyGuestIds(db: Db, partyId: string): Promise<string[]> {
  const rows = await db.select({ id: guests.id }).from(guests).where(eq(guests.partyId, partyId)).orderBy(asc(guests.position));
  return rows.map((row) => row.id);
}

/** A party's tags, for which private events its reply may answer (docs/decisions/0019-events.md). */
export async function partyTags(db: Db, partyId: string): Promise<string[] | undefined> {
  const [row] = await db.select({ tags: parties.tags }).from(parties).where(eq(parties.id, partyId)).limit(1);
  return row?.tags;
}

/** The ids among `ids` that are this wedding's parties. */
export async function partiesOfWedding(db: Db, weddingId: string, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return new Set();
  const rows = await db
    .select({ id: parties.id })
    .from(parties)
    .where(and(eq(parties.weddingId, weddingId), inArray(parties.id, valid)));
  return new Set(rows.map((row) => row.id));
}

/** The party asked for no more invitations and reminders (a stop link); the first time is kept. */
export async function setPartyOptOut(db: Db, partyId: string): Promise<void> {
  await db
    .update(parties)
    .set({ mailOptedOutAt: sql`coalesce(${parties.mailOptedOutAt}, now())` })
    .where(eq(parties.id, partyId));
}

// Correlated subqueries are written with qualified names: Drizzle may print a column of the
// outer table unqualified, which inside the subquery would name the inner table's column.
const OWN_REPLY_EXISTS = ownReplyExists(sql`"parties"."id"`);

/** This wedding's parties among `ids`, with their guests' addresses and whether they have their own reply (features/mail's invitations). */
export async function partiesWithAddresses(db: Db, weddingId: string, ids: string[]) {
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
export async function partyIdsToRemind(db: Db, weddingId: string): Promise<string[]> {
  const rows = await db
    .select({ id: parties.id })
    .from(parties)
    .where(and(eq(parties.weddingId, weddingId), isNull(parties.mailOptedOutAt), sql`not ${OWN_REPLY_EXISTS}`));
  return rows.map((row) => row.id);
}

// What the lookup (features/lookup) reads of the list: names and, for a strict lookup, one
// detail; never the rest of the contact details.

/**
 * A cheap summary of a wedding's guest list that changes whenever a lookup's answer could:
 * a party added or removed (count), edited or its link replaced (latest updated_at, sum of
 * invitation versions), a guest added or removed (guest count). One indexed query.
 */
export async function readGuestListFingerprint(db: Db, weddingId: string): Promise<string> {
  const [row] = await db
    .select({
      parties: count(),
      updatedAt: sql<string | null>`max(${parties.updatedAt})::text`,
      versions: sql<string | null>`sum(${parties.invitationVersion})::text`,
      guests: sql<number>`(select count(*)::int from ${guests} where ${guests.weddingId} = ${weddingId})`,
    })
    .from(parties)
    .where(eq(parties.weddingId, weddingId));
  return `${row?.parties}|${row?.updatedAt}|${row?.versions}|${row?.guests}`;
}

/** What the lookup needs of every party and guest: names, never contact details. */
export async function loadGuestListNames(db: Db, weddingId: string) {
  const [partyRows, guestRows] = await Promise.all([
    db
      .select({ id: parties.id, side: parties.side, extraSeats: parties.extraSeats, version: parties.invitationVersion })
      .from(parties)
      .where(eq(parties.weddingId, weddingId))
      .orderBy(asc(parties.createdAt), asc(parties.id)),
    db
      .select({ id: guests.id, partyId: guests.partyId, firstName: guests.firstName, lastName: guests.lastName, aliases: guests.aliases })
      .from(guests)
      .where(eq(guests.weddingId, weddingId))
      .orderBy(asc(guests.partyId), asc(guests.position)),
  ]);
  return { partyRows, guestRows };
}

/**
 * The one detail a strict lookup compares (decision 0022), by party: the household's postcode,
 * or its guests' phones or emails. Read only for a wedding whose lookup asks for it.
 */
export async function loadLookupDetails(db: Db, weddingId: string, kind: "postcode" | "phone" | "email"): Promise<{ partyId: string; value: string | null }[]> {
  if (kind === "postcode") return db.select({ partyId: parties.id, value: parties.postalCode }).from(parties).where(eq(parties.weddingId, weddingId));
  const column = kind === "phone" ? guests.phone : guests.email;
  return db.select({ partyId: guests.partyId, value: column }).from(guests).where(eq(guests.weddingId, weddingId));
}
