import { and, asc, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { accessLinks, type AccessLinkRow } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";

export type NewAccessLink = typeof accessLinks.$inferInsert;

/** Stores a link unless the wedding already holds `cap` (revoked ones count); counted under the wedding's row lock. */
export async function insertLinkWithinCap(db: Db, values: NewAccessLink, cap: number): Promise<AccessLinkRow | "full"> {
  return db.transaction(async (tx) => {
    await lockWedding(tx, values.weddingId);
    const [row] = await tx.select({ n: count() }).from(accessLinks).where(eq(accessLinks.weddingId, values.weddingId));
    if (Number(row?.n ?? 0) >= cap) return "full" as const;
    const [stored] = await tx.insert(accessLinks).values(values).returning();
    return stored!;
  });
}

export function listLinks(db: Db, weddingId: string): Promise<AccessLinkRow[]> {
  return db.select().from(accessLinks).where(eq(accessLinks.weddingId, weddingId)).orderBy(asc(accessLinks.createdAt), asc(accessLinks.id));
}

/** The link with this secret's hash, on this wedding only: another wedding's link is no link here. */
export async function findLinkByHash(db: Db, weddingId: string, secretHash: string): Promise<AccessLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(accessLinks)
    .where(and(eq(accessLinks.secretHash, secretHash), eq(accessLinks.weddingId, weddingId)))
    .limit(1);
  return row;
}

/** Marks a link revoked (once: a second revoke keeps the first time); undefined when it is not this wedding's. */
export async function revokeLink(db: Db, weddingId: string, linkId: string): Promise<AccessLinkRow | undefined> {
  if (!isUuid(linkId)) return undefined;
  const [row] = await db
    .update(accessLinks)
    .set({ revokedAt: sql`coalesce(${accessLinks.revokedAt}, now())` })
    .where(and(eq(accessLinks.id, linkId), eq(accessLinks.weddingId, weddingId)))
    .returning();
  return row;
}

/** A link's new name (its role and secret stay); undefined when it is not this wedding's. */
export async function renameLink(db: Db, weddingId: string, linkId: string, name: string): Promise<AccessLinkRow | undefined> {
  if (!isUuid(linkId)) return undefined;
  const [row] = await db
    .update(accessLinks)
    .set({ name })
    .where(and(eq(accessLinks.id, linkId), eq(accessLinks.weddingId, weddingId)))
    .returning();
  return row;
}

/** Records a use unless one was recorded in the last minute (so a busy helper writes once a minute, not per request). */
export async function touchLink(db: Db, linkId: string): Promise<void> {
  await db
    .update(accessLinks)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(accessLinks.id, linkId), or(isNull(accessLinks.lastUsedAt), lt(accessLinks.lastUsedAt, sql`now() - interval '1 minute'`))));
}
