import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { usePhotoDialog } from "./use-photo-dialog";

/**
 * A button that opens our photo dialog (docs/decisions/0014-photo-dialog.md) for a photo processed
 * for the wedding but not made its photo: a website section's (decision 0045). The dialog's chunk is
 * fetched when the button asks for it (`usePhotoDialog`), as PhotoField's is.
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
  const { Dialog, open, setOpen, loading, openDialog } = usePhotoDialog();

  return (
    <>
      <Button variant="secondary" onClick={() => void openDialog()} aria-busy={loading || undefined} aria-haspopup="dialog" disabled={disabled}>
        {children}
      </Button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} weddingId={weddingId} title={title} onUploaded={onUploaded} attach={false} />}
    </>
  );
}
