import { lazy, Suspense, useState, type ComponentType } from "react";
import Upload from "lucide-react/icons/upload";
import { Button } from "../../components/ui/button";

export interface ImportDialogProps {
  weddingId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}

/**
 * The import dialog is written beside this screen (./import/) and loaded only when opened, so
 * papaparse and the decoders stay out of the guest list's first load. Null until that folder
 * lands on this branch: then the button is hidden.
 */
const ImportDialog: ComponentType<ImportDialogProps> | null = null;

export function ImportButton({ weddingId, onImported }: { weddingId: string; onImported: () => void }) {
  const [open, setOpen] = useState(false);
  if (!ImportDialog) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        Import a spreadsheet
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog weddingId={weddingId} open={open} onOpenChange={setOpen} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}

// Switched on after the import helper's dialog is merged:
// const ImportDialog = lazy(() => import("./import/import-dialog").then((module) => ({ default: module.ImportDialog })));
void lazy;
