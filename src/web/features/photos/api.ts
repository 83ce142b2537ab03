import type { ObjectPath, UploadParameters, UploadRequest } from "../../../contract/photo-upload";
import { apiRequest } from "../../lib/api";

/**
 * A wedding being created has no id yet: its photo is uploaded `forNewWedding` and the
 * processed URL is saved with the wedding (docs/decisions/0005-photo-uploads.md).
 */
export function requestUploadParameters(weddingId: string | undefined, size: number | undefined): Promise<UploadParameters> {
  // The size binds the target (S3 signs it) and is what the hourly quota is charged.
  const body: UploadRequest = weddingId ? { weddingId, size } : { forNewWedding: true, size };
  return apiRequest<UploadParameters>("POST", "/api/objects/upload", body);
}

/** Processes the upload; for an existing wedding it also becomes the wedding's photo at once. */
export async function attachUploadedPhoto(weddingId: string | undefined, uploadURL: string): Promise<string> {
  const result = weddingId
    ? await apiRequest<ObjectPath>("PUT", `/api/weddings/${encodeURIComponent(weddingId)}/photo`, { photoUrl: uploadURL })
    : await apiRequest<ObjectPath>("PUT", "/api/photos", { photoUrl: uploadURL });
  if (!result.objectPath) throw new Error("The server kept no photo");
  return result.objectPath;
}

/**
 * Processes an upload for an existing wedding without making it the wedding's photo: a website
 * section's (decision 0045), which the section then names and the server checks is this wedding's.
 */
export async function processUploadedPhoto(weddingId: string, uploadURL: string): Promise<string> {
  const result = await apiRequest<ObjectPath>("PUT", "/api/photos", { photoUrl: uploadURL, weddingId });
  if (!result.objectPath) throw new Error("The server kept no photo");
  return result.objectPath;
}

export function removeWeddingPhoto(weddingId: string): Promise<ObjectPath> {
  return apiRequest<ObjectPath>("DELETE", `/api/weddings/${encodeURIComponent(weddingId)}/photo`);
}
