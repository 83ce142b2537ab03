import { and, asc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { coupleAddresses, type CoupleAddressRow } from "../../db/schema";

export type NewCoupleAddress = typeof coupleAddresses.$inferInsert;

export async function addressesOfWedding(db: Db, weddingId: string): Promise<CoupleAddressRow[]> {
  return db.select().from(coupleAddresses).where(eq(coupleAddresses.weddingId, weddingId)).orderBy(asc(coupleAddresses.createdAt));
}

export async function findAddress(db: Db, id: string): Promise<CoupleAddressRow | undefined> {
  const [row] = await db.select().from(coupleAddresses).where(eq(coupleAddresses.id, id));
  return row;
}

export async function findAddressByConfirmHash(db: Db, hash: string): Promise<CoupleAddressRow | undefined> {
  const [row] = await db.select().from(coupleAddresses).where(eq(coupleAddresses.confirmTokenHash, hash));
  return row;
}

/** Inserts unless the wedding already has this address (any case): undefined then. */
export async function insertAddress(db: Db, row: NewCoupleAddress): Promise<CoupleAddressRow | undefined> {
  const [inserted] = await db.insert(coupleAddresses).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateAddress(db: Db, id: string, patch: Partial<NewCoupleAddress>): Promise<CoupleAddressRow | undefined> {
  const [row] = await db.update(coupleAddresses).set(patch).where(eq(coupleAddresses.id, id)).returning();
  return row;
}

export async function deleteAddress(db: Db, weddingId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(coupleAddresses)
    .where(and(eq(coupleAddresses.weddingId, weddingId), eq(coupleAddresses.id, id)))
    .returning({ id: coupleAddresses.id });
  return rows.length > 0;
}

/** The wedding's cached "each reply" flag as its addresses say it, for the wedding's own update to store in one statement. */
export const notifyEachReplyOf = (weddingId: string): SQL =>
  sql`exists (select 1 from couple_addresses a where a.wedding_id = ${weddingId} and a.confirmed_at is not null and a.mode = 'each')`;

/** Confirmed addresses of a wedding in one mode. */
export async function confirmedAddresses(db: Db, weddingId: string, mode: string): Promise<CoupleAddressRow[]> {
  return db
    .select()
    .from(coupleAddresses)
    .where(and(eq(coupleAddresses.weddingId, weddingId), eq(coupleAddresses.mode, mode), isNotNull(coupleAddresses.confirmedAt)));
}

/** Every confirmed digest address, for the daily job. */
export async function digestAddresses(db: Db): Promise<CoupleAddressRow[]> {
  return db
    .select()
    .from(coupleAddresses)
    .where(and(eq(coupleAddresses.mode, "digest"), isNotNull(coupleAddresses.confirmedAt)));
}
