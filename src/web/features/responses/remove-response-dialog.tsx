import { i18n } from "../host/host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import type { RsvpResponse } from "../../../contract/response";
import { Button } from "../../components/ui/button";
import { withTypedValues } from "./typed-elements";

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
          <Dialog.Title className="font-serif text-2xl text-stone-900">
            {i18n._({ id: "responses.removeTitle", message: "Remove this response?" })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">
            {response?.guestEmail
              ? withTypedValues(
                  (values) =>
                    i18n._({
                      id: "responses.removeWarningEmail",
                      message: "<0>{name}</0> ({email}) and their answers will be deleted. This cannot be undone, and the guest is not told.",
                      values,
                    }),
                  { name: response.guestName, email: response.guestEmail },
                  { 0: <strong /> },
                )
              : response
                ? withTypedValues(
                    (values) =>
                      i18n._({
                        id: "responses.removeWarning",
                        message: "<0>{name}</0> and their answers will be deleted. This cannot be undone, and the guest is not told.",
                        values,
                      }),
                    { name: response.guestName },
                    { 0: <strong /> },
                  )
                : null}
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={pending}>
                {i18n._({ id: "responses.keepIt", message: "Keep it" })}
              </Button>
            </Dialog.Close>
            <Button
              variant="danger"
              pending={pending}
              pendingLabel={i18n._({ id: "responses.removing", message: "Removing…" })}
              onClick={() => response && onConfirm(response)}
            >
              {i18n._({ id: "responses.removeResponse", message: "Remove response" })}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
