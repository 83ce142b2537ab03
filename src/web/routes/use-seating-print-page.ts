import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { ExportFormat } from "../../contract/exports";
import { catererSheet, escortCards, marksOf, placeCards, tablesWithPeople } from "../../contract/seating-print/sheets";
import type { Wedding } from "../../contract/wedding";
import { toast } from "../components/ui/toast";
import { useDocumentTitle } from "../components/use-document-title";
import { weddingQuery } from "../features/host/api";
import { loadStatus } from "../features/host/load-status";
import { downloadCatererSheet, seatingQuery } from "../features/seating/api";
import { PAPERS, type Paper } from "../features/seating-cards/print-styles";
import { ApiError } from "../lib/api";

export const SHEETS = ["escort", "place", "table", "chart", "caterer"] as const;
export type Sheet = (typeof SHEETS)[number];

const isSheet = (value: string | null): value is Sheet => SHEETS.includes(value as Sheet);
const isPaper = (value: string | null): value is Paper => value !== null && value in PAPERS;

/** The print screen's wedding, which everything below it needs first. */
export function useSeatingPrintWedding(code: string) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "seatingPrint.documentTitle",
          message: "Print seating · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "seatingPrint.documentTitleLoading", message: "Print seating" }),
  );
  return { status: loadStatus(wedding), retry: () => void wedding.refetch(), wedding: wedding.data };
}

/**
 * The print screen's data (issue 30 items 6 and 7; docs/decisions/0037-seating-print.md): the
 * plan, the sheet and paper the couple chose (kept in the address, so a reload or a shared link
 * opens the same sheet), each sheet's rows from the contract's pure builders, and the caterer's
 * download. Printing itself is the browser's: `window.print()`, and "Save as PDF" in its dialog.
 */
export function useSeatingPrintPage(wedding: Wedding) {
  const params = new URLSearchParams(useSearch());
  // An extra event's plan (docs/decisions/0042-seating-rules.md), named in the address as on the seating screen.
  const eventId = params.get("event");
  const plan = useQuery(seatingQuery(wedding.id, eventId));
  const [location, navigate] = useLocation();
  const asked = params.get("sheet");
  const sheet: Sheet = isSheet(asked) ? asked : "escort";
  const askedPaper = params.get("paper");
  const paper: Paper = isPaper(askedPaper) ? askedPaper : "a4";
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);

  const choose = (next: { sheet?: Sheet; paper?: Paper }) =>
    navigate(
      `${location}?${new URLSearchParams({ ...(eventId ? { event: eventId } : {}), sheet: next.sheet ?? sheet, paper: next.paper ?? paper }).toString()}`,
      {
        replace: true,
      },
    );

  const view = plan.data;
  const sheets = useMemo(() => {
    if (!view) return null;
    const marks = marksOf(view);
    return {
      escort: escortCards(view),
      place: placeCards(view, marks),
      legend: marks.legend,
      tables: tablesWithPeople(view),
      caterer: catererSheet(view),
    };
  }, [view]);

  const download = (format: ExportFormat) => {
    setDownloading(format);
    downloadCatererSheet(wedding.id, format, eventId)
      .catch((error: unknown) =>
        toast({
          title: i18n._({ id: "seatingPrint.downloadFailed", message: "Download failed" }),
          description: error instanceof ApiError ? error.reason : i18n._({ id: "seatingPrint.tryAgain", message: "Please try again." }),
          variant: "destructive",
        }),
      )
      .finally(() => setDownloading(null));
  };

  return {
    status: loadStatus(plan),
    retry: () => void plan.refetch(),
    eventId,
    sheet,
    paper,
    choose,
    sheets,
    download,
    downloading,
    print: () => window.print(),
  };
}
