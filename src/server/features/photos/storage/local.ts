import fs from "node:fs";
import path from "node:path";
import { PHOTO_ID, RawTooLargeError, UPLOAD_KEY, type PhotoStorage, type UploadTarget } from "./storage";

const UPLOAD_PATH = /^(?:https?:\/\/[^/]+)?\/api\/uploads\/([A-Za-z0-9_-]+)(?:\?.*)?$/;
const PHOTO_PATH = /^(?:https?:\/\/[^/]+)?\/uploads\/photos\/([A-Za-z0-9_-]+)\/[^/]+$/;

/** The default store: files under DATA_DIR/uploads, served by the app itself. */
export class LocalPhotoStorage implements PhotoStorage {
  readonly kind = "local" as const;
  readonly rawDir: string;
  readonly photosDir: string;

  constructor(dataDir: string) {
    this.rawDir = path.join(dataDir, "uploads", "raw");
    this.photosDir = path.join(dataDir, "uploads", "photos");
  }

  async uploadTarget(key: string): Promise<UploadTarget> {
    const url = `/api/uploads/${key}`;
    return { method: "PUT", url, headers: {}, uploadURL: url };
  }

  keyFromUploadUrl(url: string): string | undefined {
    const key = UPLOAD_PATH.exec(url)?.[1];
    return key && UPLOAD_KEY.test(key) ? key : undefined;
  }

  rawPath(key: string): string {
    if (!UPLOAD_KEY.test(key)) throw new Error("bad upload key");
    return path.join(this.rawDir, key);
  }

  /** Writes beside the final name, then renames: a reader never sees half a file. */
  async writeRaw(key: string, bytes: Buffer): Promise<void> {
    await fs.promises.mkdir(this.rawDir, { recursive: true });
    const partial = `${this.rawPath(key)}.part`;
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, this.rawPath(key));
  }

  async readRaw(key: string, maxBytes: number): Promise<Buffer | undefined> {
    const file = this.rawPath(key);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) return undefined;
    if (stat.size > maxBytes) throw new RawTooLargeError();
    return fs.promises.readFile(file);
  }

  async deleteRaw(key: string): Promise<void> {
    await fs.promises.rm(this.rawPath(key), { force: true });
  }

  photoFile(photoId: string, name: string): string {
    if (!PHOTO_ID.test(photoId) || !/^[a-z0-9]+\.[a-z0-9]+$/.test(name)) throw new Error("bad photo path");
    return path.join(this.photosDir, photoId, name);
  }

  async putPhotoFile(photoId: string, name: string, bytes: Buffer): Promise<string> {
    const file = this.photoFile(photoId, name);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, bytes);
    return `/uploads/photos/${photoId}/${name}`;
  }

  photoIdFromUrl(url: string): string | undefined {
    const id = PHOTO_PATH.exec(url)?.[1];
    return id && PHOTO_ID.test(id) ? id : undefined;
  }

  async deletePhoto(photoId: string): Promise<void> {
    if (!PHOTO_ID.test(photoId)) return;
    await fs.promises.rm(path.join(this.photosDir, photoId), { recursive: true, force: true });
  }

  async readPhotoFile(photoId: string, name: string): Promise<Buffer | undefined> {
    return fs.promises.readFile(this.photoFile(photoId, name)).catch(() => undefined);
  }
}
