import { i18n } from "../host/host-i18n";
import { MAX_PHOTO_BYTES } from "../../../contract/limits";
import type { UploadParameters } from "../../../contract/photo-upload";
import { ApiError } from "../../lib/api";
import { attachUploadedPhoto, processUploadedPhoto, requestUploadParameters } from "./api";
import { megabytes } from "./photo-size";

/**
 * The dialog's sentences (docs/design.md: plain words, never a MIME type or "0 of 0 files"), read
 * from the host catalogue when shown.
 */
export const PHOTO_MESSAGES = {
  get notAPhoto() {
    return i18n._({ id: "photos.notAPhoto", message: "This file isn't a photo. Please choose a JPEG, PNG or WebP image." });
  },
  get empty() {
    return i18n._({ id: "photos.empty", message: "This file is empty. Please choose another photo." });
  },
  // docs/spec.md section 8, word for word.
  get noTarget() {
    return i18n._({ id: "photos.noTarget", message: "Failed to get upload URL. Please try again." });
  },
  get network() {
    return i18n._({ id: "photos.network", message: "The upload didn't go through. Please check your connection and try again." });
  },
  get failed() {
    return i18n._({ id: "photos.failed", message: "Something went wrong on our side. Please try again." });
  },
};

export function tooLargeMessage(bytes: number): string {
  return i18n._({
    id: "photos.tooLarge",
    message: "This photo is {size} MB. Please choose one of {max} MB or less.",
    values: { size: megabytes(bytes), max: megabytes(MAX_PHOTO_BYTES) },
  });
}

/** A refusal to show the couple as it is: the words are already theirs. */
export class PhotoError extends Error {}

/**
 * Checked before anything is sent. The server judges the bytes again (magic numbers), so this is
 * only the quick, friendly answer; a file with no type (some Android pickers) goes on to it.
 */
export function checkPhotoFile(file: File): string | null {
  if (file.type && !file.type.startsWith("image/")) return PHOTO_MESSAGES.notAPhoto;
  if (!file.type && !/\.(jpe?g|png|webp|gif|avif|heic|heif)$/i.test(file.name)) return PHOTO_MESSAGES.notAPhoto;
  if (file.size === 0) return PHOTO_MESSAGES.empty;
  if (file.size > MAX_PHOTO_BYTES) return tooLargeMessage(file.size);
  return null;
}

/** The server's sentence for a refusal, in the dialog's words where ours are plainer. */
export function refusalMessage(status: number, serverMessage: string | undefined, size: number): string {
  if (status === 415 && (!serverMessage || /not a photo/i.test(serverMessage))) return PHOTO_MESSAGES.notAPhoto;
  if (status === 413) return tooLargeMessage(size);
  if (status >= 400 && status < 500 && serverMessage) return serverMessage;
  return status === 0 ? PHOTO_MESSAGES.network : PHOTO_MESSAGES.failed;
}

export type UploadPhase = { phase: "uploading"; fraction: number } | { phase: "processing" };

/**
 * The whole protocol of docs/decisions/0005-photo-uploads.md for one file: a fresh single-use
 * target, the raw bytes by PUT (XHR, for upload progress), then processing (and, for an existing
 * wedding, attaching, unless `attach` is false: a website section's photo). Resolves to the photo's URL; rejects with a PhotoError worded for the couple.
 */
export async function uploadPhoto(
  file: File,
  weddingId: string | undefined,
  onPhase: (phase: UploadPhase) => void,
  signal: AbortSignal,
  { attach = true }: { attach?: boolean } = {},
): Promise<string> {
  let params: UploadParameters;
  try {
    params = await requestUploadParameters(weddingId, file.size);
  } catch (error) {
    // A refusal the couple can act on (429: too many photos this hour) is said as the server says it.
    if (error instanceof ApiError && error.status < 500 && error.body) throw new PhotoError(refusalMessage(error.status, error.reason, file.size));
    throw new PhotoError(PHOTO_MESSAGES.noTarget);
  }
  onPhase({ phase: "uploading", fraction: 0 });
  await sendFile(file, params, (fraction) => onPhase({ phase: "uploading", fraction }), signal);
  onPhase({ phase: "processing" });
  try {
    return attach || !weddingId ? await attachUploadedPhoto(weddingId, params.uploadURL) : await processUploadedPhoto(weddingId, params.uploadURL);
  } catch (error) {
    if (error instanceof ApiError) throw new PhotoError(refusalMessage(error.status, error.reason, file.size));
    throw new PhotoError(PHOTO_MESSAGES.network);
  }
}

function sendFile(file: File, params: UploadParameters, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(params.method, params.url);
    // The file's own type goes as Content-Type (XHR sends a Blob's type), unless the target says otherwise.
    for (const [name, value] of Object.entries(params.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      reject(new PhotoError(refusalMessage(xhr.status, serverSentence(xhr.responseText), file.size)));
    };
    xhr.onerror = () => reject(new PhotoError(PHOTO_MESSAGES.network));
    // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: the dialog returns quietly once its upload is aborted
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Our JSON error's sentence; an S3 store answers XML, which is no sentence for the couple. */
function serverSentence(text: string): string | undefined {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof message === "string" && message ? message : undefined;
  } catch {
    return undefined;
  }
}
