import { i18n } from "../host/host-i18n";
import { useId, useState } from "react";
import ImagePlus from "lucide-react/icons/image-plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Trash2 from "lucide-react/icons/trash-2";
import { MAX_PHOTO_BYTES } from "../../../contract/limits";
import { CENTRE_FOCUS, type PhotoFocus } from "../../../contract/photos";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { removeWeddingPhoto } from "./api";
import { FocalPointPicker } from "./focal-point-picker";
import { megabytes } from "./photo-size";
import { usePhotoDialog } from "./use-photo-dialog";

export interface PhotoFieldProps {
  /** The photo's URL, or null/"" for none. */
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** Where the faces are; saved with the form like the other fields. */
  focus: PhotoFocus | undefined;
  onFocusChange: (focus: PhotoFocus) => void;
  /** Undefined while the wedding is being created: the URL is then saved with it. */
  weddingId: string | undefined;
  label?: string;
}

/**
 * The couple's photo in the admin form: the whole photo with its focal point, and Add / Replace /
 * Remove. The upload dialog is fetched only when a button asks for it, so no guest page pays for it.
 */
export function PhotoField({ value, onChange, focus, onFocusChange, weddingId, label }: PhotoFieldProps) {
  const id = useId();
  const { Dialog, open, setOpen, loading, openDialog } = usePhotoDialog();
  const [removing, setRemoving] = useState(false);
  const photo = value || null;

  function uploaded(url: string) {
    onChange(url);
    // A new photo has its faces elsewhere (the server resets it too).
    onFocusChange(CENTRE_FOCUS);
  }

  async function remove() {
    if (weddingId) {
      setRemoving(true);
      try {
        await removeWeddingPhoto(weddingId);
      } catch (error) {
        // The server's own sentence when it gave one (shown as received), ours otherwise.
        const description =
          error instanceof ApiError ? error.reason : i18n._({ id: "photos.removeFailed", message: "Failed to remove the photo. Please try again." });
        return toast({ title: i18n._({ id: "photos.error", message: "Error" }), description, variant: "destructive" });
      } finally {
        setRemoving(false);
      }
    }
    onChange(null);
    onFocusChange(CENTRE_FOCUS);
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-3">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label ?? i18n._({ id: "photos.photo", message: "Photo" })}
      </span>
      {photo ? (
        <>
          <FocalPointPicker src={photo} focus={focus ?? CENTRE_FOCUS} onChange={onFocusChange} describedBy={`${id}-focus-hint`} />
          <p id={`${id}-focus-hint`} className="max-w-prose text-sm text-stone-700">
            {i18n._({
              id: "photos.focalPointHint",
              message: "Tap or click where the faces are (or use the arrow keys): every crop of your photo keeps that spot in view.",
            })}
          </p>
        </>
      ) : (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border border-blush-200 bg-blush-50 p-4 text-center text-sm text-stone-600 sm:w-56">
          <ImagePlus className="h-8 w-8 text-blush-500" aria-hidden="true" />
          {i18n._({ id: "photos.noPhoto", message: "No photo yet" })}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void openDialog()}
          aria-busy={loading || undefined}
          aria-haspopup="dialog"
          disabled={removing}
          aria-describedby={`${id}-hint`}
        >
          {photo ? <RefreshCw className="h-4 w-4" aria-hidden="true" /> : <ImagePlus className="h-4 w-4" aria-hidden="true" />}
          {photo ? i18n._({ id: "photos.replace", message: "Replace photo" }) : i18n._({ id: "photos.add", message: "Add photo" })}
        </Button>
        {photo && (
          <Button
            variant="ghost"
            onClick={() => void remove()}
            pending={removing}
            pendingLabel={i18n._({ id: "photos.removing", message: "Removing…" })}
            disabled={open || loading}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "photos.remove", message: "Remove photo" })}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="max-w-xs text-xs text-stone-600">
        {i18n._({
          id: "photos.fieldHint",
          message: "Optional. One photo up to {max} MB. Location data is removed.",
          values: { max: megabytes(MAX_PHOTO_BYTES) },
        })}
      </p>
      {Dialog && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          weddingId={weddingId}
          title={photo ? i18n._({ id: "photos.replaceTitle", message: "Replace your photo" }) : i18n._({ id: "photos.addTitle", message: "Add your photo" })}
          onUploaded={uploaded}
        />
      )}
    </div>
  );
}
