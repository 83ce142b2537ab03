import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { MAX_PHOTO_BYTES } from "../../../contract/limits";
import type { ObjectPath, UploadParameters, UploadRequest } from "../../../contract/photo-upload";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { AppError } from "../../errors";
import { newSecret } from "../../secrets";
import { requireHostWedding, updateWedding } from "../weddings/service";
import { detectImageType, ImageTooLargeError, makeVariants } from "./image";
import * as repo from "./repository";
import { RawTooLargeError, UPLOAD_KEY, type PhotoStorage } from "./storage/storage";

/** An upload target lives 15 minutes; the photo may be attached up to an hour after that. */
export const UPLOAD_TTL_SECONDS = 15 * 60;
const ATTACH_WINDOW_SECONDS = 60 * 60;
/** Unattached photos and abandoned uploads are swept after a day. */
const SWEEP_GRACE_SECONDS = 24 * 3600;

export interface PhotoContext {
  ctx: AppContext;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
}

const NOT_AN_IMAGE = "The file is not a photo: upload a JPEG, PNG, WebP, AVIF or GIF image";
const TOO_LARGE = "The photo is larger than 10 MB (10,485,760 bytes); choose a smaller one";

export async function issueUpload(pc: PhotoContext, request: FastifyRequest, body: UploadRequest | null | undefined): Promise<UploadParameters> {
  if (!body) throw new AppError("unauthorized", "Say which wedding the photo is for ({ weddingId }) and send its host key");
  const wedding = "weddingId" in body ? await requireHostWedding(pc.ctx, request, body.weddingId) : null;
  const key = newSecret(18);
  const expiresAt = new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000);
  await repo.insertUpload(pc.ctx.db, { key, weddingId: wedding?.id ?? null, storage: pc.storage.kind, expiresAt });
  const target = await pc.storage.uploadTarget(key, UPLOAD_TTL_SECONDS);
  return { ...target, expiresAt: expiresAt.toISOString() };
}

/** Local store: refuses a bad, used or expired link before the body is read. */
export async function checkLocalTarget(pc: PhotoContext, key: string): Promise<void> {
  const row = UPLOAD_KEY.test(key) ? await repo.findUploadByKey(pc.ctx.db, key) : undefined;
  if (!row || row.storage !== "local") throw new AppError("not_found", "This upload link is not valid");
  if (row.uploadedAt || row.consumedAt) throw new AppError("forbidden", "This upload link was already used; ask for a new one");
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError("forbidden", "This upload link has expired; ask for a new one");
}

export async function receiveLocalUpload(pc: PhotoContext, key: string, bytes: Buffer, write: (key: string, bytes: Buffer) => Promise<void>) {
  await checkLocalTarget(pc, key);
  if (bytes.length === 0) throw new AppError("validation_failed", "The upload is empty; send the photo's bytes");
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError("payload_too_large", TOO_LARGE);
  // Refused here already so nothing that is not an image ever touches the disk.
  if (!detectImageType(bytes)) throw new AppError("unsupported_media_type", NOT_AN_IMAGE);
  // Claim first: of two racing PUTs with one link, exactly one may write.
  if (!(await repo.markUploaded(pc.ctx.db, key))) throw new AppError("forbidden", "This upload link was already used or has expired; ask for a new one");
  await write(key, bytes);
}

async function claim(pc: PhotoContext, photoUrl: string, wedding: WeddingRow | null) {
  const key = pc.storage.keyFromUploadUrl(photoUrl);
  if (!key) throw new AppError("validation_failed", "photoUrl must be an uploadURL from POST /api/objects/upload", { photoUrl: "Not an upload of ours" });
  const claimed = await repo.claimUpload(pc.ctx.db, key, wedding?.id ?? null, ATTACH_WINDOW_SECONDS);
  if (claimed) return claimed;
  const row = await repo.findUploadByKey(pc.ctx.db, key);
  if (!row) throw new AppError("validation_failed", "That upload is unknown; upload the photo again", { photoUrl: "Unknown upload" });
  if (row.weddingId !== (wedding?.id ?? null)) throw new AppError("forbidden", "That upload belongs to another wedding");
  if (row.consumedAt) throw new AppError("forbidden", "That upload was already used; upload the photo again");
  throw new AppError("forbidden", "That upload has expired; upload the photo again");
}

/**
 * Turns an upload into the photo guests see: checked by its bytes, metadata stripped,
 * WebP variants written. The raw upload is deleted whatever happens.
 */
export async function processUpload(pc: PhotoContext, photoUrl: string, wedding: WeddingRow | null): Promise<string> {
  const row = await claim(pc, photoUrl, wedding);
  let bytes: Buffer | undefined;
  try {
    bytes = await pc.storage.readRaw(row.key, MAX_PHOTO_BYTES);
  } catch (error) {
    if (!(error instanceof RawTooLargeError)) throw error;
    await pc.storage.deleteRaw(row.key);
    throw new AppError("payload_too_large", TOO_LARGE);
  }
  if (!bytes) {
    await repo.releaseUpload(pc.ctx.db, row.id);
    throw new AppError("conflict", "The photo has not been uploaded yet; upload it, then attach it");
  }
  try {
    const type = detectImageType(bytes);
    if (!type) throw new AppError("unsupported_media_type", NOT_AN_IMAGE);
    const photoId = randomBytes(16).toString("base64url");
    const url = await storeVariants(pc, photoId, bytes, type);
    await repo.recordPhoto(pc.ctx.db, row.id, url);
    return url;
  } finally {
    await pc.storage.deleteRaw(row.key);
  }
}

async function storeVariants(pc: PhotoContext, photoId: string, bytes: Buffer, type: { mime: string; ext: string }): Promise<string> {
  let variants;
  try {
    variants = await makeVariants(bytes);
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw new AppError("payload_too_large", "The photo has too many pixels; choose one under 100 megapixels");
    // Only Safari shows HEIC: kept as it came, most guests would see a broken image.
    if (type.ext === "heic" || type.ext === "heif") {
      throw new AppError("unsupported_media_type", "This HEIC photo could not be converted; save it as JPEG and upload it again");
    }
    // SPEC.md 8: an image we cannot process is shown as it was uploaded.
    pc.log.warn({ err: error }, "photo processing failed; using the original upload");
    return pc.storage.putPhotoFile(photoId, `original.${type.ext}`, bytes, type.mime);
  }
  let widest = "";
  for (const variant of variants) {
    widest = await pc.storage.putPhotoFile(photoId, `${variant.width}.webp`, variant.bytes, "image/webp");
  }
  return widest;
}

/** Attaches (or, with null, removes) a wedding's photo; the previous photo's files go. */
export async function setWeddingPhoto(pc: PhotoContext, request: FastifyRequest, weddingId: string, photoUrl: string | null): Promise<ObjectPath> {
  const wedding = await requireHostWedding(pc.ctx, request, weddingId);
  const objectPath = photoUrl === null ? null : await processUpload(pc, photoUrl, wedding);
  await updateWedding(pc.ctx, wedding, { photoUrl: objectPath });
  if (wedding.photoUrl && wedding.photoUrl !== objectPath) await deletePhotoFiles(pc, wedding.photoUrl);
  return { objectPath };
}

/** PUT /api/photos: processes an upload without attaching it (the form saves the URL). */
export async function processPhoto(pc: PhotoContext, request: FastifyRequest, photoUrl: string, weddingId: string | undefined): Promise<ObjectPath> {
  const wedding = weddingId ? await requireHostWedding(pc.ctx, request, weddingId) : null;
  return { objectPath: await processUpload(pc, photoUrl, wedding) };
}

export async function deletePhotoFiles(pc: PhotoContext, photoUrl: string): Promise<void> {
  const photoId = pc.storage.photoIdFromUrl(photoUrl);
  if (!photoId) return;
  await pc.storage.deletePhoto(photoId);
  await repo.deleteUploadsOfPhoto(pc.ctx.db, photoUrl);
}

/** Removes raw uploads nobody processed and processed photos no wedding shows. */
export async function sweepUploads(pc: PhotoContext): Promise<number> {
  let removed = 0;
  for (const row of await repo.listAbandonedUploads(pc.ctx.db, SWEEP_GRACE_SECONDS)) {
    await pc.storage.deleteRaw(row.key);
    await repo.deleteUpload(pc.ctx.db, row.id);
    removed++;
  }
  for (const row of await repo.listOrphanPhotos(pc.ctx.db, SWEEP_GRACE_SECONDS)) {
    const photoId = row.photoUrl ? pc.storage.photoIdFromUrl(row.photoUrl) : undefined;
    if (photoId) await pc.storage.deletePhoto(photoId);
    await repo.deleteUpload(pc.ctx.db, row.id);
    removed++;
  }
  return removed;
}
