import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { weddings, type WeddingRow } from "../../db/schema";

export async function findWeddingById(db: Db, id: string): Promise<WeddingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(weddings).where(eq(weddings.id, id)).limit(1);
  return row;
}

export async function findWeddingByCode(db: Db, code: string): Promise<WeddingRow | undefined> {
  const [row] = await db.select().from(weddings).where(eq(weddings.uniqueCode, code)).limit(1);
  return row;
}

export type NewWedding = typeof weddings.$inferInsert;

/** Inserts, or returns undefined when the code is already taken (the caller draws another). */
export async function insertWedding(db: Db, values: NewWedding): Promise<WeddingRow | undefined> {
  const [row] = await db.insert(weddings).values(values).onConflictDoNothing({ target: weddings.uniqueCode }).returning();
  return row;
}

export async function updateWedding(db: Db, id: string, patch: Partial<NewWedding>): Promise<WeddingRow | undefined> {
  const [row] = await db
    .update(weddings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(weddings.id, id))
    .returning();
  return row;
}

/**
 * Swaps the host key's hash. The edit-token key is pinned to the hash it had been (once, the
 * first time), so edit links and retried submits keep working across the swap.
 */
export async function replaceHostKeyHash(db: Db, id: string, hostKeyHash: string): Promise<WeddingRow | undefined> {
  const [row] = await db
    .update(weddings)
    .set({ editTokenKey: sql`coalesce(${weddings.editTokenKey}, ${weddings.hostKeyHash})`, hostKeyHash, updatedAt: new Date() })
    .where(eq(weddings.id, id))
    .returning();
  return row;
}

/** The cached "each reply" flag (features/mail computes `value` from the couple's addresses, in this statement). */
export async function setNotifyEachReply(db: Db, id: string, value: SQL): Promise<void> {
  await db.update(weddings).set({ notifyEachReply: value }).where(eq(weddings.id, id));
}

/** Weddings with a scheduled reminder and a deadline, for the daily job. */
export async function weddingsWithScheduledReminders(db: Db) {
  return db
    .select({ id: weddings.id, rsvpDeadline: weddings.rsvpDeadline, timeZone: weddings.timeZone, reminderDaysBefore: weddings.reminderDaysBefore })
    .from(weddings)
    .where(sql`${weddings.reminderDaysBefore} is not null and ${weddings.rsvpDeadline} is not null`);
}

/** The erase: the wedding's row, and with it every row that names it (each such key is `on delete cascade`). */
export async function deleteWeddingRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(weddings).where(eq(weddings.id, id)).returning({ id: weddings.id });
  return rows.length === 1;
}
