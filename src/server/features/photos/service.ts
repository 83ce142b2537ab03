import { randomBytes } from "node:crypto";
import { MAX_PHOTO_BYTES } from "../../../contract/limits";
import { CENTRE_FOCUS } from "../../../contract/photos";
import type { ObjectPath, UploadParameters, UploadRequest } from "../../../contract/photo-upload";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { AppError } from "../../errors";
import { newSecret } from "../../secrets";
import { updateWedding } from "../weddings";
import { detectImageType, ImageTooLargeError, makeVariants, MAX_INPUT_PIXELS } from "./image";
import {
  ATTACH_WINDOW_SECONDS,
  NEW_WEDDING_UPLOAD_TTL_SECONDS,
  PHOTO_GRACE_SECONDS,
  SWEEP_MARGIN_SECONDS,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_WINDOW_SECONDS,
  UPLOAD_TTL_SECONDS,
} from "./limits";
import * as repo from "./repository";
import { RawTooLargeError, UPLOAD_KEY, type PhotoStorage } from "./storage/storage";

export interface PhotoContext {
  ctx: AppContext;
  storage: PhotoStorage;
  /** The app's logger (pino), as far as this service uses it. */
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

const NOT_AN_IMAGE = "The file is not a photo: upload a JPEG, PNG, WebP, AVIF or GIF image";
const TOO_LARGE = "The photo is larger than 10 MB (10,485,760 bytes); choose a smaller one";
const TOO_MANY_PIXELS = `The photo is too large to process (more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels); choose a smaller one`;
const UNREADABLE = "The photo could not be read: it may be damaged, cut short or not really an image. Save it again as JPEG and upload it again";
const OVER_QUOTA = `Too many photos from your connection: at most ${UPLOAD_QUOTA_BYTES / 1024 / 1024} MB an hour. Please try again later`;

/**
 * A signed, single-use target for one raw file. `clientAddress` (the caller's IP) is charged
 * the declared size (or a full 10 MB reservation until the real size is known); past the
 * hourly quota: 429, nothing stored.
 */
export async function issueUpload(
  pc: PhotoContext,
  wedding: WeddingRow | null,
  body: UploadRequest | null | undefined,
  clientAddress: string,
): Promise<UploadParameters> {
  if (!body) throw new AppError("unauthorized", "Say which wedding the photo is for ({ weddingId }) and send its host key");
  const key = newSecret(18);
  const ttl = wedding ? UPLOAD_TTL_SECONDS : NEW_WEDDING_UPLOAD_TTL_SECONDS;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  // A presigned PUT straight to the bucket takes any size unless the size is signed into it.
  if (pc.storage.kind === "s3" && !body.size) throw new AppError("validation_failed", "Say the photo's size in bytes", { size: "Required" });
  await repo.withAddressLock(pc.ctx.db, clientAddress, async (tx) => {
    // RATE_LIMIT=false (tests, or a deployment limiting upstream) turns off per-address limits, this one included.
    if (pc.ctx.config.rateLimit) {
      const charged = await repo.bytesChargedTo(tx, clientAddress, UPLOAD_QUOTA_WINDOW_SECONDS, MAX_PHOTO_BYTES);
      if (charged + (body.size ?? MAX_PHOTO_BYTES) > UPLOAD_QUOTA_BYTES) throw new AppError("rate_limited", OVER_QUOTA);
    }
    const values = { key, weddingId: wedding?.id ?? null, storage: pc.storage.kind, expiresAt, clientAddress, bytes: body.size ?? null };
    await repo.insertUpload(tx, values);
  });
  const target = await pc.storage.uploadTarget(key, ttl, body.size);
  return { ...target, expiresAt: expiresAt.toISOString() };
}

/** Local store: refuses a bad, used or expired link before the body is read. */
export async function checkLocalTarget(pc: PhotoContext, key: string): Promise<number | null> {
  const row = UPLOAD_KEY.test(key) ? await repo.findUploadByKey(pc.ctx.db, key) : undefined;
  if (!row || row.storage !== "local") throw new AppError("not_found", "This upload link is not valid");
  if (row.uploadedAt || row.consumedAt) throw new AppError("forbidden", "This upload link was already used; ask for a new one");
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError("forbidden", "This upload link has expired; ask for a new one");
  return row.bytes;
}

export async function receiveLocalUpload(pc: PhotoContext, key: string, bytes: Buffer, write: (key: string, bytes: Buffer) => Promise<void>) {
  const declared = await checkLocalTarget(pc, key);
  if (bytes.length === 0) throw new AppError("validation_failed", "The upload is empty; send the photo's bytes");
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError("payload_too_large", TOO_LARGE);
  // The quota was charged the declared size: more than that is refused, as S3 refuses it.
  if (declared !== null && bytes.length > declared)
    throw new AppError("payload_too_large", `The upload is larger than the ${declared} bytes announced; ask for a new link`);
  // Refused here already so nothing that is not an image ever touches the disk.
  if (!detectImageType(bytes)) throw new AppError("unsupported_media_type", NOT_AN_IMAGE);
  // Claim first: of two racing PUTs with one link, exactly one may write.
  if (!(await repo.markUploaded(pc.ctx.db, key, bytes.length)))
    throw new AppError("forbidden", "This upload link was already used or has expired; ask for a new one");
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
async function processUpload(pc: PhotoContext, photoUrl: string, wedding: WeddingRow | null): Promise<string> {
  const row = await claim(pc, photoUrl, wedding);
  let bytes: Buffer | undefined;
  try {
    // Never more than was announced (and charged to the quota), whatever the store let through.
    bytes = await pc.storage.readRaw(row.key, Math.min(row.bytes ?? MAX_PHOTO_BYTES, MAX_PHOTO_BYTES));
  } catch (error) {
    if (!(error instanceof RawTooLargeError)) throw error;
    await pc.storage.deleteRaw(row.key);
    throw new AppError("payload_too_large", TOO_LARGE);
  }
  if (!bytes) {
    await repo.releaseUpload(pc.ctx.db, row.id);
    throw new AppError("conflict", "The photo has not been uploaded yet; upload it, then attach it");
  }
  await repo.recordBytes(pc.ctx.db, row.id, bytes.length);
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
    // docs/design.md overrides docs/spec.md 8 here: an original is never kept or served, since anything
    // behind a 3-byte signature (a zip, GPS EXIF, a pixel bomb) would go out from our origin.
    if (error instanceof ImageTooLargeError) throw new AppError("payload_too_large", TOO_MANY_PIXELS);
    pc.log.info({ err: error, type: type.mime }, "photo refused: could not be decoded and re-encoded");
    if (type.ext === "heic" || type.ext === "heif") {
      throw new AppError("unsupported_media_type", "This HEIC photo could not be converted; save it as JPEG and upload it again");
    }
    throw new AppError("unsupported_media_type", UNREADABLE);
  }
  let widest = "";
  for (const variant of variants) {
    widest = await pc.storage.putPhotoFile(photoId, `${variant.width}.webp`, variant.bytes, "image/webp");
  }
  return widest;
}

/** Attaches (or, with null, removes) a wedding's photo; the previous photo's files go. */
export async function setWeddingPhoto(pc: PhotoContext, wedding: WeddingRow, photoUrl: string | null): Promise<ObjectPath> {
  const objectPath = photoUrl === null ? null : await processUpload(pc, photoUrl, wedding);
  // A new photo has its faces elsewhere: its focal point starts at the centre again (decision 0014).
  await updateWedding(pc.ctx, wedding, objectPath === wedding.photoUrl ? { photoUrl: objectPath } : { photoUrl: objectPath, photoFocus: CENTRE_FOCUS });
  if (wedding.photoUrl && wedding.photoUrl !== objectPath) await deletePhotoFiles(pc, wedding.photoUrl, wedding.id);
  return { objectPath };
}

/** PUT /api/photos: processes an upload without attaching it (the form saves the URL). */
export async function processPhoto(pc: PhotoContext, wedding: WeddingRow | null, photoUrl: string): Promise<ObjectPath> {
  return { objectPath: await processUpload(pc, photoUrl, wedding) };
}

/** Deletes a photo's files only when the server produced that photo for this wedding. */
async function deletePhotoFiles(pc: PhotoContext, photoUrl: string, weddingId: string): Promise<void> {
  const photoId = pc.storage.photoIdFromUrl(photoUrl);
  if (!photoId || !(await repo.ownsPhoto(pc.ctx.db, weddingId, photoUrl))) return;
  await pc.storage.deletePhoto(photoId);
  await repo.deleteUploadsOfPhoto(pc.ctx.db, photoUrl, weddingId);
}

/** Removes raw uploads nobody processed and processed photos their own wedding does not show. */
export async function sweepUploads(pc: PhotoContext): Promise<number> {
  let removed = 0;
  await repo.adoptLegacyPhotos(pc.ctx.db);
  for (const row of await repo.listAbandonedUploads(pc.ctx.db, ATTACH_WINDOW_SECONDS + SWEEP_MARGIN_SECONDS)) {
    await pc.storage.deleteRaw(row.key);
    await repo.deleteUpload(pc.ctx.db, row.id);
    removed++;
  }
  for (const row of await repo.listOrphanPhotos(pc.ctx.db, PHOTO_GRACE_SECONDS + SWEEP_MARGIN_SECONDS)) {
    const photoId = row.photoUrl ? pc.storage.photoIdFromUrl(row.photoUrl) : undefined;
    if (photoId) await pc.storage.deletePhoto(photoId);
    await repo.deleteUpload(pc.ctx.db, row.id);
    removed++;
  }
  return removed;
}
