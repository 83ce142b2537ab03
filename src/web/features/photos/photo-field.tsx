import { useEffect, useId, useRef, useState } from "react";
import ImagePlus from "lucide-react/icons/image-plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Trash2 from "lucide-react/icons/trash-2";
import { photoSrcSet } from "../../../contract/photos";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { removeWeddingPhoto } from "./api";

export interface PhotoFieldProps {
  /** The photo's URL, or null/"" for none. */
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** Undefined while the wedding is being created: the URL is then saved with it. */
  weddingId: string | undefined;
  label?: string;
}

/**
 * The couple's photo in the admin form: a preview with Add / Replace / Remove. The upload
 * dialog (Uppy) is fetched only when a button asks for it.
 */
export function PhotoField({ value, onChange, weddingId, label = "Photo" }: PhotoFieldProps) {
  const id = useId();
  const [opening, setOpening] = useState(false);
  const [removing, setRemoving] = useState(false);
  const closeDialog = useRef<(() => void) | null>(null);
  const photo = value || null;

  useEffect(() => () => closeDialog.current?.(), []);

  async function openDialog() {
    setOpening(true);
    try {
      const { openPhotoDialog } = await import("./upload-dialog");
      closeDialog.current = openPhotoDialog({
        weddingId,
        onUploaded: (url) => onChange(url),
        onClosed: () => {
          closeDialog.current = null;
        },
      });
    } catch (error) {
      console.error(error);
      toast({ title: "Upload Error", description: "The upload dialog could not be loaded. Please try again.", variant: "destructive" });
    } finally {
      setOpening(false);
    }
  }

  async function remove() {
    if (!weddingId) return onChange(null);
    setRemoving(true);
    try {
      await removeWeddingPhoto(weddingId);
      onChange(null);
    } catch (error) {
      toast({
        title: "Error",
        description: error instanceof ApiError ? error.reason : "Failed to remove the photo. Please try again.",
        variant: "destructive",
      });
    } finally {
      setRemoving(false);
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="aspect-[4/3] w-full overflow-hidden rounded-xl border border-blush-200 bg-blush-50 sm:w-56">
          {photo ? (
            <img
              src={photo}
              srcSet={photoSrcSet(photo)}
              sizes="(min-width: 640px) 224px, 100vw"
              alt="Your invitation photo"
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-stone-600">
              <ImagePlus className="h-8 w-8 text-blush-500" aria-hidden="true" />
              No photo yet
            </div>
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void openDialog()} pending={opening} disabled={removing}>
              {photo ? <RefreshCw className="h-4 w-4" aria-hidden="true" /> : <ImagePlus className="h-4 w-4" aria-hidden="true" />}
              {photo ? "Replace photo" : "Add photo"}
            </Button>
            {photo && (
              <Button variant="ghost" onClick={() => void remove()} pending={removing} pendingLabel="Removing…" disabled={opening}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Remove photo
              </Button>
            )}
          </div>
          <p id={`${id}-hint`} className="max-w-xs text-xs text-stone-600">
            Optional. One image up to 10 MB; you can crop and rotate it before uploading. Location data is removed.
          </p>
        </div>
      </div>
    </div>
  );
}
