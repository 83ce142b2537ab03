import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { guestNotes, guests, parties, weddings } from "../../db/schema";

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
      .select({ partyId: guests.partyId, firstName: guests.firstName, lastName: guests.lastName, aliases: guests.aliases })
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

export type NoteValues = typeof guestNotes.$inferInsert;

/** Stores a note unless the wedding already holds `cap` of them; counted under the wedding's row lock. */
export async function insertNoteWithinCap(db: Db, values: NoteValues, cap: number): Promise<"stored" | "full"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, values.weddingId)).for("update");
    const [row] = await tx.select({ n: count() }).from(guestNotes).where(eq(guestNotes.weddingId, values.weddingId));
    if ((row?.n ?? 0) >= cap) return "full" as const;
    await tx.insert(guestNotes).values(values);
    return "stored" as const;
  });
}

export function listNotes(db: Db, weddingId: string, limit: number) {
  return db
    .select({ id: guestNotes.id, name: guestNotes.name, contact: guestNotes.contact, message: guestNotes.message, createdAt: guestNotes.createdAt })
    .from(guestNotes)
    .where(eq(guestNotes.weddingId, weddingId))
    .orderBy(desc(guestNotes.createdAt), desc(guestNotes.id))
    .limit(limit);
}

export async function findWeddingIdOfNote(db: Db, noteId: string): Promise<string | undefined> {
  if (!isUuid(noteId)) return undefined;
  const [row] = await db.select({ weddingId: guestNotes.weddingId }).from(guestNotes).where(eq(guestNotes.id, noteId)).limit(1);
  return row?.weddingId;
}

export async function deleteNote(db: Db, weddingId: string, noteId: string): Promise<boolean> {
  const deleted = await db
    .delete(guestNotes)
    .where(and(eq(guestNotes.id, noteId), eq(guestNotes.weddingId, weddingId)))
    .returning({ id: guestNotes.id });
  return deleted.length > 0;
}
