import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { gifts, type GiftRow } from "../../db/schema";

export async function giftsOfWedding(db: Db, weddingId: string): Promise<GiftRow[]> {
  return db.select().from(gifts).where(eq(gifts.weddingId, weddingId)).orderBy(asc(gifts.receivedOn), asc(gifts.createdAt));
}

export async function countGifts(db: Db, weddingId: string, partyId: string): Promise<{ wedding: number; party: number }> {
  const [all] = await db.select({ n: count() }).from(gifts).where(eq(gifts.weddingId, weddingId));
  const [own] = await db
    .select({ n: count() })
    .from(gifts)
    .where(and(eq(gifts.weddingId, weddingId), eq(gifts.partyId, partyId)));
  return { wedding: Number(all?.n ?? 0), party: Number(own?.n ?? 0) };
}

export async function insertGift(db: Db, row: typeof gifts.$inferInsert): Promise<GiftRow> {
  const [stored] = await db.insert(gifts).values(row).returning();
  return stored!;
}

type GiftChange = Pick<GiftRow, "what" | "receivedOn" | "note" | "thankedOn">;

/** Only a gift of this wedding changes: another wedding's id changes nothing and reads as not found. */
export async function updateGift(db: Db, weddingId: string, id: string, change: GiftChange): Promise<GiftRow | undefined> {
  const [row] = await db
    .update(gifts)
    .set(change)
    .where(and(eq(gifts.weddingId, weddingId), eq(gifts.id, id)))
    .returning();
  return row;
}

/** The trash's delete of a gift it has read and locked for this wedding (trash-record.ts). */
export async function deleteGiftRow(db: Db, id: string): Promise<void> {
  await db.delete(gifts).where(eq(gifts.id, id));
}
