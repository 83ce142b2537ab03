import { i18n } from "../host/host-i18n";
import { useState, type ComponentType } from "react";
import { toast } from "../../components/ui/toast";
import type { PhotoDialogProps } from "./photo-dialog";

/**
 * Our photo dialog (docs/decisions/0014-photo-dialog.md), its chunk fetched the first time a button
 * asks for it, so no guest page pays for it. Busy but never disabled while it loads: focus stays on
 * the button that asked, and comes back to it on close.
 */
export function usePhotoDialog() {
  const [Dialog, setDialog] = useState<ComponentType<PhotoDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  async function openDialog() {
    if (Dialog) return setOpen(true);
    setLoading(true);
    try {
      const { PhotoDialog } = await import("./photo-dialog");
      setDialog(() => PhotoDialog);
      setOpen(true);
    } catch (error) {
      console.error(error);
      toast({
        title: i18n._({ id: "photos.uploadError", message: "Upload Error" }),
        description: i18n._({ id: "photos.dialogFailed", message: "The upload window could not be loaded. Please try again." }),
        variant: "destructive",
      });
    } finally {
      setLoading(false);
    }
  }

  return { Dialog, open, setOpen, loading, openDialog };
}
