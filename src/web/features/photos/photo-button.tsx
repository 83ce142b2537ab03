import { i18n } from "../host/host-i18n";
import { useState, type ComponentType, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import type { PhotoDialogProps } from "./photo-dialog";

/**
 * A button that opens our photo dialog (docs/decisions/0014-photo-dialog.md) for a photo processed
 * for the wedding but not made its photo: a website section's (decision 0045). The dialog's chunk is
 * fetched when the button asks for it, as PhotoField does.
 */
export function AddPhotoButton({
  weddingId,
  title,
  children,
  onUploaded,
  disabled,
}: {
  weddingId: string;
  /** The dialog's heading. */
  title: string;
  children: ReactNode;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
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

  return (
    <>
      <Button variant="secondary" onClick={() => void openDialog()} aria-busy={loading || undefined} aria-haspopup="dialog" disabled={disabled}>
        {children}
      </Button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} weddingId={weddingId} title={title} onUploaded={onUploaded} attach={false} />}
    </>
  );
}
