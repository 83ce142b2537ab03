import { i18n } from "../host/host-i18n";
import { DownloadButtons } from "../host/download-buttons";
import { downloadResponsesCsv } from "./api";

/** Export CSV (one row per response) and the guest list (one row per person); the server names the files. */
export function ExportButtons({ code }: { code: string }) {
  return (
    <DownloadButtons
      failure={{
        title: i18n._({ id: "responses.exportFailed", message: "Export Failed" }),
        description: i18n._({ id: "responses.exportFailedDescription", message: "Failed to export responses. Please try again." }),
      }}
      choices={[
        {
          key: "people",
          variant: "secondary",
          content: i18n._({ id: "responses.guestListCsv", message: "Guest list CSV" }),
          run: () => downloadResponsesCsv(code, "people"),
        },
        { key: "responses", content: i18n._({ id: "responses.exportCsv", message: "Export CSV" }), run: () => downloadResponsesCsv(code, "responses") },
      ]}
    />
  );
}
