import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { guestNotes } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";

export type NoteValues = typeof guestNotes.$inferInsert;

/** Stores a note unless the wedding already holds `cap` of them; counted under the wedding's row lock. */
export async function insertNoteWithinCap(db: Db, values: NoteValues, cap: number): Promise<"stored" | "full"> {
  return db.transaction(async (tx) => {
    await lockWedding(tx, values.weddingId);
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
