import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { uploads, weddings, type UploadRow } from "../../db/schema";

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUploadByKey(db: Db, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
}

/** Marks the raw file received; only one request can win, and only before expiry. */
export async function markUploaded(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ uploadedAt: sql`now()` })
    .where(and(eq(uploads.key, key), isNull(uploads.uploadedAt), isNull(uploads.consumedAt), sql`${uploads.expiresAt} > now()`))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

/**
 * Claims an upload for processing: once, by the wedding it was issued for (or, with
 * weddingId null, an upload issued for a wedding not yet created), within the window.
 */
export async function claimUpload(db: Db, key: string, weddingId: string | null, attachWindowSeconds: number): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(uploads)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(uploads.key, key),
        weddingId ? eq(uploads.weddingId, weddingId) : isNull(uploads.weddingId),
        isNull(uploads.consumedAt),
        sql`${uploads.expiresAt} > now() - make_interval(secs => ${attachWindowSeconds})`,
      ),
    )
    .returning();
  return row;
}

/** Gives a claim back when there was nothing to process yet, so the browser may still upload. */
export async function releaseUpload(db: Db, id: string): Promise<void> {
  await db.update(uploads).set({ consumedAt: null }).where(eq(uploads.id, id));
}

export async function recordPhoto(db: Db, id: string, photoUrl: string): Promise<void> {
  await db.update(uploads).set({ photoUrl }).where(eq(uploads.id, id));
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

export async function deleteUploadsOfPhoto(db: Db, photoUrl: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.photoUrl, photoUrl));
}

/** Targets that never became a photo (abandoned, or refused), expired for longer than `graceSeconds`. */
export async function listAbandonedUploads(db: Db, graceSeconds: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(isNull(uploads.photoUrl), sql`${uploads.expiresAt} < now() - make_interval(secs => ${graceSeconds})`))
    .limit(500);
}

/** Processed photos older than `graceSeconds` that no wedding shows (replaced elsewhere, or a creation abandoned). */
export async function listOrphanPhotos(db: Db, graceSeconds: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(
      and(
        isNotNull(uploads.photoUrl),
        lt(uploads.consumedAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        sql`not exists (select 1 from ${weddings} where ${weddings.photoUrl} = ${uploads.photoUrl})`,
      ),
    )
    .limit(500);
}
