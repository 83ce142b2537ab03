import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { trashEntries, uploads, websiteSections, weddings, type UploadRow } from "../../db/schema";

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUploadByKey(db: Db, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
}

/** Marks the raw file received (and its size); only one request can win, and only before expiry. */
export async function markUploaded(db: Db, key: string, bytes: number): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ uploadedAt: sql`now()`, bytes })
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

/** The size of a raw file first seen at processing (S3: the browser sent it straight to the bucket). */
export async function recordBytes(db: Db, id: string, bytes: number): Promise<void> {
  await db
    .update(uploads)
    .set({ bytes })
    .where(and(eq(uploads.id, id), isNull(uploads.bytes)));
}

/**
 * Runs `work` while no other request (on any instance) checks or spends the same address's
 * quota, so two parallel uploads cannot both fit in the last few megabytes.
 */
export async function withAddressLock<T>(db: Db, address: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${address}`}))`);
    return work(tx);
  });
}

/**
 * Bytes an address has sent in the last `windowSeconds`: the real size once known, and a
 * full-size reservation for a target that may still be (or, on S3, may have been) used.
 */
export async function bytesChargedTo(db: Db, address: string, windowSeconds: number, reserve: number, exceptKey?: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case
        when ${uploads.bytes} is not null then ${uploads.bytes}
        when ${uploads.photoUrl} is null and ${uploads.consumedAt} is null
          and (${uploads.expiresAt} > now() or ${uploads.storage} = 's3') then ${reserve}
        else 0 end), 0)`,
    })
    .from(uploads)
    .where(
      and(
        eq(uploads.clientAddress, address),
        sql`${uploads.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
        exceptKey ? sql`${uploads.key} <> ${exceptKey}` : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Gives a photo processed for a wedding not yet created to the wedding just created with
 * it: once, and only within the grace period, after which the sweep may delete it.
 */
export async function bindNewWeddingPhoto(db: Db, weddingId: string, photoUrl: string, graceSeconds: number): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ weddingId })
    .where(and(eq(uploads.photoUrl, photoUrl), isNull(uploads.weddingId), sql`${uploads.consumedAt} > now() - make_interval(secs => ${graceSeconds})`))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

/** True when the server produced this photo for this wedding (within `graceSeconds` of processing, when given). */
export async function ownsPhoto(db: Db, weddingId: string, photoUrl: string, graceSeconds?: number): Promise<boolean> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.photoUrl, photoUrl),
        eq(uploads.weddingId, weddingId),
        graceSeconds === undefined ? undefined : sql`${uploads.consumedAt} > now() - make_interval(secs => ${graceSeconds})`,
      ),
    )
    .limit(1);
  return rows.length === 1;
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

export async function deleteUploadsOfPhoto(db: Db, photoUrl: string, weddingId: string): Promise<void> {
  await db.delete(uploads).where(and(eq(uploads.photoUrl, photoUrl), eq(uploads.weddingId, weddingId)));
}

/** Targets that never became a photo (abandoned, or refused), expired for longer than `graceSeconds`. */
export async function listAbandonedUploads(db: Db, graceSeconds: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(isNull(uploads.photoUrl), sql`${uploads.expiresAt} < now() - make_interval(secs => ${graceSeconds})`))
    .limit(500);
}

/**
 * Photos from before ownership was recorded (no client address, no wedding) that a creation
 * carried: given to the earliest wedding showing each, which is the one created with it
 * (anyone else could only have copied the URL later), so the sweep does not take them.
 */
export async function adoptLegacyPhotos(db: Db): Promise<void> {
  await db.execute(sql`update ${uploads} set wedding_id = (
      select w.id from ${weddings} w where w.photo_url = ${uploads.photoUrl} order by w.created_at limit 1)
    where ${uploads.clientAddress} is null and ${uploads.weddingId} is null and ${uploads.photoUrl} is not null
      and exists (select 1 from ${weddings} w where w.photo_url = ${uploads.photoUrl})`);
}

/**
 * Processed photos older than `graceSeconds` that their own wedding does not show (replaced
 * by an edit, or never taken by a creation), no section of its website shows
 * (docs/decisions/0045-website-sections.md) and no section in its trash would show again. Another wedding naming the URL does not keep it.
 */
export async function listOrphanPhotos(db: Db, graceSeconds: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(
      and(
        isNotNull(uploads.photoUrl),
        lt(uploads.consumedAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        sql`not exists (select 1 from ${weddings} where ${weddings.id} = ${uploads.weddingId} and ${weddings.photoUrl} = ${uploads.photoUrl})`,
        sql`not exists (select 1 from ${websiteSections} where ${websiteSections.weddingId} = ${uploads.weddingId} and ${uploads.photoUrl} = any(${websiteSections.photoUrls}))`,
        // A section in the trash keeps its photos until its entry is restored or expires (docs/decisions/0049-trash.md).
        sql`not exists (select 1 from ${trashEntries} te
          cross join lateral jsonb_array_elements(coalesce(te.payload #> '{rows,website_sections}', '[]'::jsonb)) as kept(section)
          where te.wedding_id = ${uploads.weddingId} and te.kind = 'section' and te.expires_at > now() and kept.section -> 'photo_urls' ? ${uploads.photoUrl})`,
      ),
    )
    .limit(500);
}

/**
 * The erase (docs/decisions/0046-take-it-or-erase-it.md), in its transaction: the wedding's
 * uploads lose their wedding and their uploader's address and are dated long past, so they
 * outlive the wedding's row only as the sweep's work list (an orphan photo, an abandoned raw
 * file). Whatever the store fails to delete now, the next sweep deletes: nothing names the
 * wedding any more, and nothing is left behind after a crash between the commit and the files.
 */
export async function releaseWeddingUploads(db: Db, weddingId: string): Promise<UploadRow[]> {
  return db
    .update(uploads)
    .set({
      weddingId: null,
      clientAddress: null,
      expiresAt: sql`'epoch'::timestamptz`,
      consumedAt: sql`case when ${uploads.consumedAt} is null then null else 'epoch'::timestamptz end`,
    })
    .where(eq(uploads.weddingId, weddingId))
    .returning();
}
