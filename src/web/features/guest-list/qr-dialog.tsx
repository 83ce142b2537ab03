import { i18n } from "../host/host-i18n";
import { DialogCloseButton } from "../host/dialog-close-button";
import * as Dialog from "@radix-ui/react-dialog";
import type { Party } from "../../../contract/guest-list";
import { CopyButton } from "../../components/copy-button";
import { QrCode } from "../qr/qr-code";
import { invitationUrl } from "./party-card";

/** A party's invitation link as a QR code, to scan from the screen or print on a card. */
export function QrDialog({ party, code, onClose }: { party: Party | null; code: string; onClose: () => void }) {
  const url = party ? invitationUrl(code, party) : "";
  return (
    <Dialog.Root open={party !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-serif text-2xl break-words text-stone-900">{party?.name}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-700">
            {i18n._({ id: "guests.qrIntro", message: "Scanning this opens their private invitation." })}
          </Dialog.Description>
          {party && (
            <>
              <QrCode
                value={url}
                label={i18n._({ id: "guests.qrImage", message: "QR code of the invitation link for {name}", values: { name: party.name } })}
                className="mx-auto mt-4 w-full max-w-64"
              />
              <div className="mt-4 flex items-center gap-2">
                <p className="min-w-0 flex-1 truncate font-mono text-xs text-stone-700" title={url}>
                  {url}
                </p>
                <CopyButton value={url} label={i18n._({ id: "guests.copyLink", message: "Copy invitation link for {name}", values: { name: party.name } })} />
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
