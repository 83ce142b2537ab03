import type { Db } from "../../db/connect";
import type { WeddingRow } from "../../db/schema";
import { AppError } from "../../errors";
import { PHOTO_GRACE_SECONDS } from "./limits";
import * as repo from "./repository";

/**
 * The rules the weddings feature applies to `photoUrl` (docs/design.md 3: the server only touches
 * files it produced for the calling wedding). A wedding may show only a photo the server
 * processed for it; no external URL is accepted, so nothing is ever fetched or deleted for one.
 */
const notOurs = () =>
  new AppError("validation_failed", "photoUrl must be a photo uploaded for this wedding", {
    photoUrl: "Upload the photo here; other addresses and other weddings' photos cannot be used",
  });

/** Creation: the photo must have been processed `forNewWedding` and not taken by another creation. */
export async function takePhotoForNewWedding(db: Db, weddingId: string, photoUrl: string): Promise<void> {
  if (!(await repo.bindNewWeddingPhoto(db, weddingId, photoUrl, PHOTO_GRACE_SECONDS))) throw notOurs();
}

/** Edit: keeping the current photo or clearing it is always allowed; a new one must be this wedding's. */
export async function checkPhotoForWedding(db: Db, wedding: Pick<WeddingRow, "id" | "photoUrl">, photoUrl: string | null | undefined): Promise<void> {
  if (!photoUrl || photoUrl === wedding.photoUrl) return;
  if (!(await repo.ownsPhoto(db, wedding.id, photoUrl, PHOTO_GRACE_SECONDS))) throw notOurs();
}
