import { i18n } from "../host/host-i18n";
import { useState } from "react";
import Download from "lucide-react/icons/download";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { downloadGuestList, type GuestListExport } from "./api";

/** The guest list as CSV, and the mail merge (each party's link and a QR PNG) for printed invitations. */
export function GuestListExports({ weddingId }: { weddingId: string }) {
  const [exporting, setExporting] = useState<GuestListExport | null>(null);
  const onExport = async (kind: GuestListExport) => {
    setExporting(kind);
    try {
      await downloadGuestList(weddingId, kind);
    } catch {
      toast({
        title: i18n._({ id: "guests.exportFailed", message: "Export Failed" }),
        description: i18n._({ id: "guests.exportFailedDescription", message: "Failed to export the guest list. Please try again." }),
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
        pending={exporting === "csv"}
        disabled={exporting !== null}
        pendingLabel={i18n._({ id: "guests.exporting", message: "Exporting…" })}
        onClick={() => void onExport("csv")}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "guests.exportCsv", message: "Guest list CSV" })}
      </Button>
      <Button
        variant="secondary"
        pending={exporting === "zip"}
        disabled={exporting !== null}
        pendingLabel={i18n._({ id: "guests.exporting", message: "Exporting…" })}
        onClick={() => void onExport("zip")}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "guests.exportMailMerge", message: "Mail merge (links + QR)" })}
      </Button>
    </>
  );
}
