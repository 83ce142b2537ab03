// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Printer from "lucide-react/icons/printer";
import type { Locale } from "../../contract/locales";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { inputClass } from "../components/ui/field";
import { HostGuard } from "../features/host/host-guard";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { EscortCards, PlaceCards, TableCards, useCardI18n } from "../features/seating-cards/cards";
import { printStyles, type Paper } from "../features/seating-cards/print-styles";
import { CatererSheetView, MealLegend } from "../features/seating/print/caterer-sheet";
import { SeatingChart } from "../features/seating/print/seating-chart";
import { type Sheet, SHEETS, useSeatingPrintPage, useSeatingPrintWedding } from "./use-seating-print-page";

/** /seating/{code}/print: the seating plan's cards, chart and the caterer's sheet, printed by the browser (issue 30 items 6 and 7). */
export default function SeatingPrint() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "seatingPrint.screenName", message: "seating print" })}>
      <PrintScreen code={code} />
    </HostGuard>
  );
}

function PrintScreen({ code }: { code: string }) {
  const { status, retry, wedding } = useSeatingPrintWedding(code);
  if (status === "pending") return <PageSpinner />;
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (status === "failed" || !wedding) return <LoadFailed onRetry={retry} />;
  return <PrintView wedding={wedding} />;
}

/** This screen's words for a failed load, laid out as every couple's screen does. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "seatingPrint.loadFailed", message: "We couldn't load your seating plan. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

const sheetLabel = (sheet: Sheet): string =>
  ({
    escort: i18n._({ id: "seatingPrint.sheet.escort", message: "Escort cards (name and table, A to Z)" }),
    place: i18n._({ id: "seatingPrint.sheet.place", message: "Place cards (name and meal mark)" }),
    table: i18n._({ id: "seatingPrint.sheet.table", message: "Table cards" }),
    chart: i18n._({ id: "seatingPrint.sheet.chart", message: "Seating chart (every table)" }),
    caterer: i18n._({ id: "seatingPrint.sheet.caterer", message: "Caterer and venue (meals, diets, high chairs, wheelchairs)" }),
  })[sheet];

function PrintView({ wedding }: { wedding: Wedding }) {
  const page = useSeatingPrintPage(wedding);
  const locale = wedding.locale as Locale;
  const cardI18n = useCardI18n(locale);
  if (page.status === "pending" || (page.status === "ready" && !cardI18n)) return <PageSpinner />;
  if (page.status !== "ready" || !page.sheets || !cardI18n) return <LoadFailed onRetry={page.retry} />;
  const { sheets } = page;
  const seated = sheets.escort.length;

  return (
    <main id="main" className="sp-main mx-auto w-full max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <style>{printStyles(page.paper)}</style>
      <div className="sp-controls">
        <Link
          href={`/seating/${wedding.uniqueCode}${page.eventId ? `?event=${encodeURIComponent(page.eventId)}` : ""}`}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "seatingPrint.back", message: "Back to seating" })}
        </Link>
        <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "seatingPrint.heading", message: "Print" })}</h1>
        <p className="mt-1 text-stone-700">
          {i18n._({
            id: "seatingPrint.intro",
            message: "Choose a sheet, then Print. For a PDF, choose “Save as PDF” as the printer in your browser's print dialog.",
          })}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr]">
          <fieldset className="grid gap-1">
            <legend className="text-sm font-medium text-stone-800">{i18n._({ id: "seatingPrint.sheetLegend", message: "Sheet" })}</legend>
            {SHEETS.map((sheet) => (
              <label key={sheet} className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
                <input
                  type="radio"
                  name="sheet"
                  value={sheet}
                  checked={page.sheet === sheet}
                  onChange={() => page.choose({ sheet })}
                  className="h-5 w-5 shrink-0 accent-blush-600"
                />
                {sheetLabel(sheet)}
              </label>
            ))}
          </fieldset>
          <div className="grid content-start gap-3">
            <label className="grid gap-1 text-sm font-medium text-stone-800">
              {i18n._({ id: "seatingPrint.paper", message: "Paper" })}
              <select value={page.paper} onChange={(event) => page.choose({ paper: event.target.value as Paper })} className={inputClass}>
                <option value="a4">{i18n._({ id: "seatingPrint.paperIso", message: "A4" })}</option>
                <option value="letter">{i18n._({ id: "seatingPrint.paperLetter", message: "US Letter" })}</option>
              </select>
            </label>
            <Button onClick={page.print}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              {i18n._({ id: "seatingPrint.print", message: "Print" })}
            </Button>
            {page.sheet === "caterer" && (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => page.download("xlsx")} pending={page.downloading === "xlsx"}>
                  {i18n._({ id: "seatingPrint.downloadXlsx", message: "Download Excel (.xlsx)" })}
                </Button>
                <Button variant="secondary" onClick={() => page.download("csv")} pending={page.downloading === "csv"}>
                  {i18n._({ id: "seatingPrint.downloadCsv", message: "Download CSV" })}
                </Button>
              </div>
            )}
          </div>
        </div>
        <h2 className="mt-6 mb-3 border-t border-stone-200 pt-4 text-lg font-semibold text-stone-900">
          {i18n._({ id: "seatingPrint.preview", message: "Preview" })}
        </h2>
        {seated === 0 && page.sheet !== "table" && page.sheet !== "caterer" && (
          <p role="status" className="mb-4 text-stone-700">
            {i18n._({ id: "seatingPrint.nobodySeated", message: "Nobody is seated yet: seat people on the seating screen first." })}
          </p>
        )}
      </div>
      <div className="sp-sheet">
        {page.sheet === "escort" && <EscortCards i18n={cardI18n} locale={locale} cards={sheets.escort} />}
        {page.sheet === "place" && (
          <>
            <MealLegend legend={sheets.legend} />
            <PlaceCards i18n={cardI18n} locale={locale} cards={sheets.place} />
          </>
        )}
        {page.sheet === "table" && <TableCards i18n={cardI18n} locale={locale} tables={sheets.tables.map((group) => group.table)} />}
        {page.sheet === "chart" && <SeatingChart tables={sheets.tables} />}
        {page.sheet === "caterer" && <CatererSheetView sheet={sheets.caterer} />}
      </div>
    </main>
  );
}
