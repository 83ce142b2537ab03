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
      toast({ title: "Export Failed", description: "Failed to export the guest list. Please try again.", variant: "destructive" });
    } finally {
      setExporting(null);
    }
  };
  return (
    <>
      <Button variant="secondary" pending={exporting === "csv"} disabled={exporting !== null} pendingLabel="Exporting…" onClick={() => void onExport("csv")}>
        <Download className="h-4 w-4" aria-hidden="true" />
        Guest list CSV
      </Button>
      <Button variant="secondary" pending={exporting === "zip"} disabled={exporting !== null} pendingLabel="Exporting…" onClick={() => void onExport("zip")}>
        <Download className="h-4 w-4" aria-hidden="true" />
        Mail merge (links + QR)
      </Button>
    </>
  );
}
