import { z } from "zod";
import { LENGTH, MAX_PHOTO_BYTES } from "./limits";

/**
 * The file's size in bytes. The target then takes exactly that many (an S3 store enforces it
 * through the signature), and the hourly per-address quota is charged that, not 10 MB.
 * Required by an S3 store, which could otherwise be sent any size.
 */
const ZUploadSize = z.number().int().min(1).max(MAX_PHOTO_BYTES, "The photo is larger than 10 MB (10,485,760 bytes)").optional();

/**
 * POST /api/objects/upload. A host names the wedding (its id or code) and proves it with
 * the host key. While a wedding is being created it has no id yet, so the form asks for a
 * target `forNewWedding`; the processed photo's URL then rides in the creation payload.
 */
export const ZUploadRequest = z.union([
  z.strictObject({ weddingId: z.string().min(1).max(64), size: ZUploadSize }),
  z.strictObject({ forNewWedding: z.literal(true), size: ZUploadSize }),
]);
export type UploadRequest = z.infer<typeof ZUploadRequest>;

/** Where and how to send the raw file (docs/spec.md 3 "Upload parameters", docs/design.md 5). */
export const ZUploadParameters = z.object({
  method: z.enum(["PUT", "POST"]),
  url: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  /** Names the upload afterwards: send it back as `photoUrl` to attach the photo. */
  uploadURL: z.string(),
  expiresAt: z.string(),
});
export type UploadParameters = z.infer<typeof ZUploadParameters>;

const ZUploadUrl = z.string().trim().min(1, "photoUrl is required").max(LENGTH.url);

/** PUT /api/weddings/{id}/photo: an uploadURL to attach, or null to remove the photo. */
export const ZWeddingPhotoUpdate = z.strictObject({ photoUrl: ZUploadUrl.nullable() });

/** PUT /api/photos: process an upload; without weddingId only a `forNewWedding` upload. */
export const ZPhotoProcess = z.strictObject({
  photoUrl: ZUploadUrl,
  weddingId: z.string().min(1).max(64).optional(),
});

/** The photo's public URL: the widest WebP variant (an upload that cannot be re-encoded is refused, never kept). */
export const ZObjectPath = z.object({ objectPath: z.string().nullable() });
export type ObjectPath = z.infer<typeof ZObjectPath>;
