import type { Config } from "../../../config";
import { LocalPhotoStorage } from "./local";
import { S3PhotoStorage } from "./s3";
import type { PhotoStorage } from "./storage";

/** S3 when a bucket is configured, else the local disk under DATA_DIR. */
export function createPhotoStorage(config: Config): PhotoStorage {
  return config.s3 ? new S3PhotoStorage(config.s3) : new LocalPhotoStorage(config.dataDir);
}
