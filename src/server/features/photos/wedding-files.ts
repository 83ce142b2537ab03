import { PHOTO_WIDTHS } from "../../../contract/photos";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import type { UploadRow, WeddingRow } from "../../db/schema";
import * as repo from "./repository";
import { createPhotoStorage } from "./storage/create";

/** Files the erase still has to delete once its transaction has committed. */
export interface ReleasedFiles {
  rows: UploadRow[];
}

/** In the erase's transaction: the wedding's uploads become the sweep's to delete (repository.ts). */
export async function releaseWeddingFiles(tx: Db, weddingId: string): Promise<ReleasedFiles> {
  return { rows: await repo.releaseWeddingUploads(tx, weddingId) };
}

/**
 * After the commit: deletes the released files from the disk or the bucket, and each row once
 * its file is gone. A store that fails leaves the row for the sweep (photos/routes.ts runs it on
 * a timer), so the files go on the next sweep instead; the count of those left is returned.
 */
export async function deleteReleasedFiles(ctx: AppContext, released: ReleasedFiles, log: (details: object, message: string) => void): Promise<number> {
  const storage = createPhotoStorage(ctx.config);
  let left = 0;
  for (const row of released.rows) {
    try {
      const photoId = row.photoUrl ? storage.photoIdFromUrl(row.photoUrl) : undefined;
      if (photoId) await storage.deletePhoto(photoId);
      await storage.deleteRaw(row.key);
      await repo.deleteUpload(ctx.db, row.id);
    } catch (error) {
      left++;
      log({ err: error, upload: row.id }, "an erased wedding's file is left for the upload sweep");
    }
  }
  return left;
}

/** The wedding's photo as stored (each width's WebP), for its archive; nothing when it has none of ours. */
export async function* weddingPhotoFiles(ctx: AppContext, wedding: Pick<WeddingRow, "photoUrl">): AsyncGenerator<{ name: string; bytes: Buffer }> {
  if (!wedding.photoUrl) return;
  const storage = createPhotoStorage(ctx.config);
  const photoId = storage.photoIdFromUrl(wedding.photoUrl);
  if (!photoId) return;
  for (const width of PHOTO_WIDTHS) {
    const name = `${width}.webp`;
    const bytes = await storage.readPhotoFile(photoId, name);
    if (bytes) yield { name: `${photoId}/${name}`, bytes };
  }
}
