import { i18n } from "../host/host-i18n";
import { DownloadButtons } from "../host/download-buttons";
import { downloadGuestList } from "./api";

/** The guest list as CSV, and the mail merge (each party's link and a QR PNG) for printed invitations. */
export function GuestListExports({ weddingId }: { weddingId: string }) {
  return (
    <DownloadButtons
      failure={{
        title: i18n._({ id: "guests.exportFailed", message: "Export Failed" }),
        description: i18n._({ id: "guests.exportFailedDescription", message: "Failed to export the guest list. Please try again." }),
      }}
      choices={[
        {
          key: "csv",
          variant: "secondary",
          content: i18n._({ id: "guests.exportCsv", message: "Guest list CSV" }),
          run: () => downloadGuestList(weddingId, "csv"),
        },
        {
          key: "zip",
          variant: "secondary",
          content: i18n._({ id: "guests.exportMailMerge", message: "Mail merge (links + QR)" }),
          run: () => downloadGuestList(weddingId, "zip"),
        },
      ]}
    />
  );
}
