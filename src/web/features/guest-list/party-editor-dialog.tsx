import { i18n } from "../host/host-i18n";
import { DialogCloseButton } from "../host/dialog-close-button";
import * as Dialog from "@radix-ui/react-dialog";
import type { Party } from "../../../contract/guest-list";
import type { Locale } from "../../../contract/locales";
import { PartyForm } from "./party-form";

/** Adding a party with every detail, or editing one already on the list. */
export type PartyEditorTarget = { mode: "add" } | { mode: "edit"; party: Party };

interface PartyEditorDialogProps {
  weddingId: string;
  /** The wedding's languages, its own first (contract/guest-locale.ts `offeredLocales`). */
  locales: Locale[];
  target: PartyEditorTarget | null;
  onClose: () => void;
}

/** The full editor of one household (issue 13, item 2): name, guests, open seats, side, tags, note, and its link. */
export function PartyEditorDialog({ weddingId, locales, target, onClose }: PartyEditorDialogProps) {
  const party = target?.mode === "edit" ? target.party : null;
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none sm:w-[calc(100%-2rem)]">
          <div className="flex items-start justify-between gap-3 border-b border-blush-100 px-5 pt-5 pb-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl break-words text-stone-900">
                {" "}
                {party
                  ? i18n._({ id: "guests.editParty", message: "Edit {name}", values: { name: party.name } })
                  : i18n._({ id: "guests.addParty", message: "Add a household" })}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-stone-700">
                {party
                  ? i18n._({ id: "guests.editIntro", message: "Changes show on their invitation at once. Removing a guest removes their answer too." })
                  : i18n._({ id: "guests.addIntro", message: "A household invited together, with one private link." })}
              </Dialog.Description>
            </div>
            <DialogCloseButton />
          </div>
          {/* Keyed by the party: each opening starts from what is stored. */}
          {target && <PartyForm key={party?.id ?? "new"} weddingId={weddingId} locales={locales} party={party} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
