import { i18n } from "../host/host-i18n";
import { useState } from "react";
import Download from "lucide-react/icons/download";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { downloadResponsesCsv } from "./api";

type Kind = "responses" | "people";

/** Export CSV (one row per response) and the guest list (one row per person); the server names the files. */
export function ExportButtons({ code }: { code: string }) {
  const [exporting, setExporting] = useState<Kind | null>(null);
  const onExport = async (kind: Kind) => {
    setExporting(kind);
    try {
      await downloadResponsesCsv(code, kind);
    } catch {
      toast({
        title: i18n._({ id: "responses.exportFailed", message: "Export Failed" }),
        description: i18n._({ id: "responses.exportFailedDescription", message: "Failed to export responses. Please try again." }),
        variant: "destructive",
      });
    } finally {
      setExporting(null);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        pending={exporting === "people"}
        disabled={exporting !== null}
        pendingLabel={i18n._({ id: "responses.exporting", message: "Exporting…" })}
        onClick={() => void onExport("people")}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "responses.guestListCsv", message: "Guest list CSV" })}
      </Button>
      <Button
        pending={exporting === "responses"}
        disabled={exporting !== null}
        pendingLabel={i18n._({ id: "responses.exporting", message: "Exporting…" })}
        onClick={() => void onExport("responses")}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "responses.exportCsv", message: "Export CSV" })}
      </Button>
    </>
  );
}
