import { i18n } from "../host/host-i18n";
import { lazy, Suspense, useState } from "react";
import Upload from "lucide-react/icons/upload";
import { Button } from "../../components/ui/button";

/** Loaded only when opened, so papaparse and the decoders stay out of the guest list's first load. */
const loadDialog = () => import("./import/import-dialog");
const ImportDialog = lazy(() => loadDialog().then((module) => ({ default: module.ImportDialog })));

/** Import a spreadsheet (issue 13, item 2); the dialog itself lives in ./import/. */
export function ImportButton({ weddingId, partners, onImported }: { weddingId: string; partners: readonly [string, string]; onImported: () => void }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        // Fetched as the pointer or focus arrives, so the dialog is usually there by the click.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Upload className="h-4 w-4" aria-hidden="true" />
        <span aria-hidden="true">{i18n._({ id: "guests.import", message: "Import" })}</span>
        <span className="sr-only">{i18n._({ id: "guests.importSpreadsheet", message: "Import a spreadsheet" })}</span>
      </Button>
      {/* Kept mounted after the first opening, so the dialog can animate closed and reopen at once. */}
      {opened && (
        <Suspense fallback={null}>
          <ImportDialog weddingId={weddingId} partners={partners} open={open} onOpenChange={setOpen} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
