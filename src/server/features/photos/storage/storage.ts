export interface UploadTarget {
  method: "PUT";
  url: string;
  headers: Record<string, string>;
  uploadURL: string;
}

export class RawTooLargeError extends Error {}

/**
 * Where raw uploads and processed photos live. Both stores speak the same protocol to the
 * browser (a PUT of the raw file to a signed, expiring URL) and keep processed photos at
 * `.../photos/{photoId}/{name}`, the naming src/contract/photos.ts builds srcsets from.
 */
export interface PhotoStorage {
  readonly kind: "local" | "s3";
  /** The browser's target for the raw file named by `key`. */
  /** With `size`, the target takes exactly that many bytes (S3 signs the Content-Length). */
  uploadTarget(key: string, expiresInSeconds: number, size?: number): Promise<UploadTarget>;
  /** The upload key an uploadURL (or the signed url itself) names, if it is one of ours. */
  keyFromUploadUrl(url: string): string | undefined;
  /** The raw bytes, or undefined when nothing was uploaded; RawTooLargeError past maxBytes. */
  readRaw(key: string, maxBytes: number): Promise<Buffer | undefined>;
  deleteRaw(key: string): Promise<void>;
  putPhotoFile(photoId: string, name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The photo id a URL points into, if the URL is one of our processed photos. */
  photoIdFromUrl(url: string): string | undefined;
  deletePhoto(photoId: string): Promise<void>;
  /** One processed file's bytes (the wedding's archive), or undefined when it is not there. */
  readPhotoFile(photoId: string, name: string): Promise<Buffer | undefined>;
}

export const PHOTO_ID = /^[A-Za-z0-9_-]{16,64}$/;
export const UPLOAD_KEY = /^[A-Za-z0-9_-]{16,64}$/;
export const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";
