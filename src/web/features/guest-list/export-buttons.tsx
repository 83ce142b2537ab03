import { i18n } from "../host/host-i18n";
import { CsvNote, ExportList, tableChoices } from "../host/export-list";
import { downloadGuestList } from "./api";

/** The guest list as a workbook or CSV, and the invitations pack (each party's link and QR code) for printed invitations. */
export function GuestListExports({ weddingId }: { weddingId: string }) {
  return (
    <div className="grid gap-3">
      <ExportList
        failure={{
          title: i18n._({ id: "guests.exportFailed", message: "Export Failed" }),
          description: i18n._({ id: "guests.exportFailedDescription", message: "Failed to export the guest list. Please try again." }),
        }}
        files={[
          {
            key: "guest-list",
            title: i18n._({ id: "exports.guestList", message: "Guest list (one row per invited person)" }),
            description: i18n._({
              id: "exports.guestListHint",
              message: "Every named guest and open seat, with the household's side, tags, reply and private link.",
            }),
            choices: tableChoices((format) => downloadGuestList(weddingId, format)),
          },
          {
            key: "invitations",
            title: i18n._({ id: "exports.invitations", message: "Invitations (QR codes and mail merge)" }),
            description: i18n._({
              id: "exports.invitationsHint",
              message: "A ZIP file: a QR code of each household's link, and a table for a mail merge in Word or a print shop.",
            }),
            choices: [{ key: "zip", label: i18n._({ id: "exports.zip", message: "ZIP" }), run: () => downloadGuestList(weddingId, "zip") }],
          },
        ]}
      />
      <CsvNote />
    </div>
  );
}
