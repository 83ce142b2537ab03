import * as Dialog from "@radix-ui/react-dialog";
import type { RsvpResponse } from "../../../contract/response";
import { Button } from "../../components/ui/button";

interface RemoveResponseDialogProps {
  response: RsvpResponse | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (response: RsvpResponse) => void;
}

/** Asks before a reply is deleted: it cannot be undone, and the guest is not told. */
export function RemoveResponseDialog({ response, pending, onCancel, onConfirm }: RemoveResponseDialogProps) {
  return (
    <Dialog.Root open={response !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-serif text-2xl text-stone-900">Remove this response?</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">
            {response ? (
              <>
                <strong>{response.guestName}</strong>
                {response.guestEmail ? ` (${response.guestEmail})` : ""} and their answers will be deleted. This cannot be undone, and the guest is not told.
              </>
            ) : null}
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={pending}>
                Keep it
              </Button>
            </Dialog.Close>
            <Button variant="danger" pending={pending} pendingLabel="Removing…" onClick={() => response && onConfirm(response)}>
              Remove response
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
