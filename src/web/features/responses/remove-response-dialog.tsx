import { i18n } from "../host/host-i18n";
import type { RsvpResponse } from "../../../contract/response";
import { ConfirmDialog } from "../host/confirm-dialog";
import { withTypedValues } from "./typed-elements";

interface RemoveResponseDialogProps {
  response: RsvpResponse | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (response: RsvpResponse) => void;
}

/** Asks before a reply is deleted: it goes to the trash for 30 days (docs/decisions/0049-trash.md), and the guest is not told. */
export function RemoveResponseDialog({ response, pending, onCancel, onConfirm }: RemoveResponseDialogProps) {
  return (
    <ConfirmDialog
      open={response !== null}
      title={i18n._({ id: "responses.removeTitle", message: "Remove this response?" })}
      confirmLabel={i18n._({ id: "responses.removeResponse", message: "Remove response" })}
      cancelLabel={i18n._({ id: "responses.keepIt", message: "Keep it" })}
      pendingLabel={i18n._({ id: "responses.removing", message: "Removing…" })}
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => response && onConfirm(response)}
    >
      {response?.guestEmail
        ? withTypedValues(
            (values) =>
              i18n._({
                id: "responses.removeTrashWarningEmail",
                message:
                  "<0>{name}</0> ({email}) and their answers will be deleted, restorable for 30 days from Recently deleted on the guest list. The guest is not told.",
                values,
              }),
            { name: response.guestName, email: response.guestEmail },
            { 0: <strong /> },
          )
        : response
          ? withTypedValues(
              (values) =>
                i18n._({
                  id: "responses.removeTrashWarning",
                  message:
                    "<0>{name}</0> and their answers will be deleted, restorable for 30 days from Recently deleted on the guest list. The guest is not told.",
                  values,
                }),
              { name: response.guestName },
              { 0: <strong /> },
            )
          : null}
    </ConfirmDialog>
  );
}
