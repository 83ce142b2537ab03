// The upload dialog and its styles live in this lazy chunk only: no guest page pays for Uppy.
import Uppy, { type UppyFile } from "@uppy/core";
import Dashboard from "@uppy/dashboard";
import ImageEditor from "@uppy/image-editor";
import XHRUpload from "@uppy/xhr-upload";
import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import "@uppy/image-editor/css/style.min.css";
import "./upload-dialog.css";
import { MAX_PHOTO_BYTES } from "../../../contract/limits";
import { ApiError } from "../../lib/api";
import { toast } from "../../components/ui/toast";
import { attachUploadedPhoto, requestUploadParameters } from "./api";

export interface PhotoDialogOptions {
  weddingId: string | undefined;
  onUploaded: (objectPath: string) => void;
  onClosed: () => void;
}

type Meta = Record<string, never>;
type Body = Record<string, never>;

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.reason : error instanceof Error ? error.message : String(error));

/** The store refused the raw file (413 too big, 415 not a photo, 429 over the hourly quota): its words, said plainly. */
class UploadRefused extends Error {}

function refusalOf(xhr: XMLHttpRequest): UploadRefused {
  try {
    const message = (JSON.parse(xhr.responseText) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === "string" && message) return new UploadRefused(message);
  } catch {
    // Not our JSON (an S3 store answers XML): fall through to a plain sentence.
  }
  return new UploadRefused(
    xhr.status === 413 ? "The photo is larger than 10 MB; choose a smaller one" : `The upload failed (${xhr.status}). Please try again.`,
  );
}

/**
 * Opens Uppy's dashboard as a modal: pick one image, crop or rotate it, upload it with a
 * progress bar (no auto-start), retry a failed file. The raw file goes by PUT to the
 * signed target the server hands out; the server then makes the photo guests see.
 */
export function openPhotoDialog({ weddingId, onUploaded, onClosed }: PhotoDialogOptions): () => void {
  const uploadUrls = new Map<string, string>();
  const objectPaths = new Map<string, string>();
  const uppy = new Uppy<Meta, Body>({
    id: "wedding-photo",
    autoProceed: false,
    restrictions: { maxNumberOfFiles: 1, maxFileSize: MAX_PHOTO_BYTES, allowedFileTypes: ["image/*"] },
  });

  const fail = (file: UppyFile<Meta, Body> | undefined, error: Error) => {
    if (file) uppy.emit("upload-error", file, error);
    console.error(error);
  };

  uppy.use(Dashboard, {
    inline: false,
    target: document.body,
    thumbnailWidth: 280,
    closeModalOnClickOutside: false,
    closeAfterFinish: false,
    disablePageScrollWhenModalOpen: true,
    browserBackButtonClose: false,
    proudlyDisplayPoweredByUppy: false,
    hideProgressDetails: false,
    hideRetryButton: false,
    note: "One photo: JPEG, PNG, WebP or AVIF, up to 10 MB. Location and camera details are removed.",
    onRequestCloseModal: () => close(),
  });
  // Browsers apply EXIF orientation to images themselves; cropper's own check would fetch
  // the blob: URL, which the CSP's connect-src rightly forbids.
  uppy.use(ImageEditor, { quality: 0.9, cropperOptions: { checkOrientation: false } });
  uppy.use(XHRUpload, {
    endpoint: "",
    method: "PUT",
    formData: false,
    limit: 1,
    shouldRetry: () => false,
    onAfterResponse: (xhr) => {
      if (xhr.status >= 400) throw refusalOf(xhr);
    },
  });

  // Each attempt gets a fresh single-use target: a retry must not reuse a spent one.
  uppy.addPreProcessor(async (fileIDs) => {
    for (const id of fileIDs) {
      try {
        const params = await requestUploadParameters(weddingId, uppy.getFile(id)?.size ?? undefined);
        uploadUrls.set(id, params.uploadURL);
        uppy.setFileState(id, { xhrUpload: { endpoint: params.url, method: params.method, headers: params.headers ?? {} } });
      } catch (error) {
        // A refusal the person can act on (429: too many photos this hour) is said as the server says it.
        const description = error instanceof ApiError && error.status < 500 && error.body ? error.reason : "Failed to get upload URL. Please try again.";
        toast({ title: "Upload Error", description, variant: "destructive" });
        fail(uppy.getFile(id), new Error(description));
        throw error;
      }
    }
  });

  uppy.addPostProcessor(async (fileIDs) => {
    for (const id of fileIDs) {
      const file = uppy.getFile(id);
      const uploadURL = uploadUrls.get(id);
      if (!file || file.error || !uploadURL) continue;
      uppy.emit("postprocess-progress", file, { mode: "indeterminate", message: "Preparing your photo…" });
      try {
        objectPaths.set(id, await attachUploadedPhoto(weddingId, uploadURL));
      } catch (error) {
        toast({ title: "Upload Error", description: reasonOf(error), variant: "destructive" });
        fail(file, new Error(reasonOf(error)));
      } finally {
        uppy.emit("postprocess-complete", file);
      }
    }
  });

  uppy.on("complete", (result) => {
    const done = result.successful?.find((file) => objectPaths.has(file.id));
    if (!done) return;
    onUploaded(objectPaths.get(done.id)!);
    toast({ title: "Photo uploaded!", variant: "success" });
    close();
  });
  uppy.on("upload-error", (_file, error) => {
    if (error instanceof UploadRefused) toast({ title: "Upload Error", description: error.message, variant: "destructive" });
    console.error(error);
  });

  // Uppy's single-file layout renders its file as a listitem outside any list (axe: critical).
  const a11yFix = new MutationObserver(() => {
    for (const files of document.querySelectorAll(".uppy-Dashboard-files:not([role])")) files.setAttribute("role", "list");
  });
  a11yFix.observe(document.body, { childList: true, subtree: true });

  let closed = false;
  function close() {
    if (closed) return;
    closed = true;
    a11yFix.disconnect();
    const dashboard = uppy.getPlugin<Dashboard<Meta, Body>>("Dashboard");
    if (dashboard?.isModalOpen()) dashboard.closeModal({ manualClose: false });
    // Let the closing animation run before the widget is torn down.
    window.setTimeout(() => uppy.destroy(), 300);
    onClosed();
  }

  uppy.getPlugin<Dashboard<Meta, Body>>("Dashboard")!.openModal();
  return close;
}
