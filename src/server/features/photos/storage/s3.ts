import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Config } from "../../../config";
import { PHOTO_CACHE_CONTROL, PHOTO_ID, RawTooLargeError, UPLOAD_KEY, type PhotoStorage, type UploadTarget } from "./storage";

type S3Settings = NonNullable<Config["s3"]>;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/**
 * Any S3-compatible store. The browser PUTs the raw file straight to the bucket with a
 * presigned URL; processed variants are written back with long cache lives. Guests load
 * them from the bucket's URL, so the `photos/` prefix must be publicly readable.
 */
export class S3PhotoStorage implements PhotoStorage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly base: string;

  constructor(private readonly s3: S3Settings) {
    this.client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
      // Checksums in a presigned PUT would bind it to an empty body; plain PUTs it is.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    this.base = objectBaseUrl(s3);
  }

  objectUrl(key: string): string {
    return `${this.base}/${key}`;
  }

  async uploadTarget(key: string, expiresInSeconds: number, size?: number): Promise<UploadTarget> {
    // Content-Length is a signed header: the store refuses a body of any other size.
    const command = new PutObjectCommand({ Bucket: this.s3.bucket, Key: `raw/${key}`, ContentLength: size });
    const url = await getSignedUrl(this.client, command, { expiresIn: expiresInSeconds, signableHeaders: new Set(["content-length"]) });
    return { method: "PUT", url, headers: {}, uploadURL: this.objectUrl(`raw/${key}`) };
  }

  keyFromUploadUrl(url: string): string | undefined {
    const prefix = `${this.base}/raw/`;
    if (!url.startsWith(prefix)) return undefined;
    const key = url.slice(prefix.length).split("?")[0] ?? "";
    return UPLOAD_KEY.test(key) ? key : undefined;
  }

  async readRaw(key: string, maxBytes: number): Promise<Buffer | undefined> {
    try {
      // Ask the size first: a presigned PUT cannot cap it, so an oversized object is not downloaded.
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.s3.bucket, Key: `raw/${key}` }));
      if ((head.ContentLength ?? 0) > maxBytes) throw new RawTooLargeError();
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: `raw/${key}` }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      if (bytes.length > maxBytes) throw new RawTooLargeError();
      return bytes;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async deleteRaw(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: `raw/${key}` }));
  }

  async putPhotoFile(photoId: string, name: string, bytes: Buffer, contentType: string): Promise<string> {
    const key = `photos/${photoId}/${name}`;
    await this.client.send(
      new PutObjectCommand({ Bucket: this.s3.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: PHOTO_CACHE_CONTROL }),
    );
    return this.objectUrl(key);
  }

  photoIdFromUrl(url: string): string | undefined {
    const prefix = `${this.base}/photos/`;
    if (!url.startsWith(prefix)) return undefined;
    const id = url.slice(prefix.length).split("/")[0] ?? "";
    return PHOTO_ID.test(id) ? id : undefined;
  }

  async deletePhoto(photoId: string): Promise<void> {
    if (!PHOTO_ID.test(photoId)) return;
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.s3.bucket, Prefix: `photos/${photoId}/` }));
    for (const object of listed.Contents ?? []) {
      if (object.Key) await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: object.Key }));
    }
  }

  async readPhotoFile(photoId: string, name: string): Promise<Buffer | undefined> {
    if (!PHOTO_ID.test(photoId) || !/^[a-z0-9]+\.[a-z0-9]+$/.test(name)) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: `photos/${photoId}/${name}` }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
}

/** Path-style (`endpoint/bucket`) when forced, else virtual-hosted (`bucket.host`), else AWS's own. */
function objectBaseUrl(s3: S3Settings): string {
  if (!s3.endpoint) return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  const endpoint = new URL(s3.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, "");
  if (s3.forcePathStyle) return `${endpoint.origin}${basePath}/${s3.bucket}`;
  return `${endpoint.protocol}//${s3.bucket}.${endpoint.host}${basePath}`;
}

/** The origin guests load photos from in S3 mode: the one host the CSP's img-src must add to 'self'. */
export function photoPublicOrigin(s3: S3Settings): string {
  return new URL(objectBaseUrl(s3)).origin;
}
