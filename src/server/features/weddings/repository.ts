import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { questions, weddings, type WeddingRow } from "../../db/schema";

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
 * Keeps only the question translations of `translated` languages (the offered ones but the
 * invitation's own): a language the couple stops offering loses its texts everywhere
 * (decision 0018). Run with the wedding's own update, in one transaction.
 */
export async function keepQuestionTranslations(db: Db, weddingId: string, translated: readonly string[]): Promise<void> {
  await db
    .update(questions)
    .set({
      translations: sql`(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(${questions.translations}) where key = any(${sql.param([...translated])}::text[]))`,
    })
    .where(eq(questions.weddingId, weddingId));
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
