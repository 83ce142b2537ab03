import { i18n } from "../../host/host-i18n";
import { DialogCloseButton } from "../../host/dialog-close-button";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { type ImportResult } from "../../../../contract/guest-list";
import { toast } from "../../../components/ui/toast";
import { type LoadedSource } from "./read-source";
import { ChooseSource } from "./choose-source";
import { ImportReview } from "./import-review";
import { describeImportResult } from "./import-text";

export interface ImportDialogProps {
  weddingId: string;
  partners: readonly [string, string];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: (result: ImportResult) => void;
}

/**
 * Spreadsheet to guest list (issue 13, item 2): choose a file or paste, check the columns and the
 * live preview, confirm suggested households, import. Host-only and loaded lazily by the guest
 * list screen, so papaparse never reaches a guest's page.
 */
export function ImportDialog({ weddingId, partners, open, onOpenChange, onImported }: ImportDialogProps) {
  const [source, setSource] = useState<LoadedSource | null>(null);
  // Each Preview starts a fresh review (its mapping and choices), even for a file of the same name.
  const [loads, setLoads] = useState(0);
  const [importing, setImporting] = useState(false);

  const close = (next: boolean) => {
    if (importing) return;
    if (!next) setSource(null);
    onOpenChange(next);
  };

  const finished = (result: ImportResult) => {
    toast({ title: i18n._({ id: "guests.importDone", message: "Guest List Imported" }), description: describeImportResult(result) });
    onImported(result);
    setSource(null);
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        {/* On a phone the whole dialog scrolls: at 200% text its title alone can be taller than the
            screen, and a fixed title left the file, the preview and Import no room at all (issue 29).
            From sm up the title and the buttons stay put and only the middle scrolls. */}
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl bg-white shadow-xl focus:outline-none sm:flex sm:w-[calc(100%-2rem)] sm:flex-col sm:overflow-hidden">
          <div className="flex items-start justify-between gap-3 border-b border-blush-100 px-5 pt-5 pb-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl text-stone-900">
                {i18n._({ id: "guests.importTitle", message: "Import your guest list" })}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-stone-700">
                {source
                  ? i18n._({
                      id: "guests.importReviewIntro",
                      message: "{source}: check the columns and households. Importing the same list again updates it, never doubles it.",
                      values: { source: source.label },
                    })
                  : i18n._({ id: "guests.importIntro", message: "From a spreadsheet or pasted names. You see every household before anything is saved." })}
              </Dialog.Description>
            </div>
            <DialogCloseButton disabled={importing} />
          </div>
          {source ? (
            <ImportReview
              key={loads}
              weddingId={weddingId}
              partners={partners}
              source={source}
              onBack={() => setSource(null)}
              onImporting={setImporting}
              onImported={finished}
            />
          ) : (
            <div className="sm:min-h-0 sm:flex-1 sm:overflow-y-auto sm:overscroll-contain">
              <ChooseSource
                onLoaded={(loaded) => {
                  setLoads((count) => count + 1);
                  setSource(loaded);
                }}
              />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
