// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Printer from "lucide-react/icons/printer";
import { countryName } from "../../contract/postal-address/country-names";
import { addressLines } from "../../contract/postal-address/formats";
import { isLabelSheet, LABEL_SHEETS, labelFontSize, labelPages, type LabelSheet } from "../../contract/postal-address/label-sheets";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { inputClass } from "../components/ui/field";
import { useDocumentTitle } from "../components/use-document-title";
import { addressBookQuery } from "../features/addresses/api";
import { labelStyles } from "../features/addresses/label-styles";
import { weddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { loadStatus } from "../features/host/load-status";
import { WeddingNotFound } from "../features/host/wedding-not-found";

/** /addresses/{code}/labels: every household's address on Avery L7160 or 5160 label sheets, printed by the browser (issue 32 item 3). */
export default function AddressLabels() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "addressLabels.screenName", message: "address labels" })}>
      <LabelsScreen code={code} />
    </HostGuard>
  );
}

function LabelsScreen({ code }: { code: string }) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(i18n._({ id: "addressLabels.documentTitle", message: "Address labels" }));
  const status = loadStatus(wedding);
  if (status === "pending") return <PageSpinner />;
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (status === "failed" || !wedding.data) return <LoadFailed onRetry={() => void wedding.refetch()} />;
  return <LabelsView wedding={wedding.data} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "addressLabels.loadFailed", message: "We couldn't load the addresses. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

/** The preview's zoom: a whole page across the window, never larger than print. */
function usePreviewZoom(sheet: LabelSheet): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  const pagePx = (sheet.page.width / 25.4) * 96;
  return Math.min(1, (width - 32) / pagePx);
}

function LabelsView({ wedding }: { wedding: Wedding }) {
  const book = useQuery(addressBookQuery(wedding.id));
  const initial = new URLSearchParams(window.location.search).get("sheet");
  const [sheetId, setSheetId] = useState<LabelSheet["id"]>(isLabelSheet(initial) ? initial : "l7160");
  const sheet = LABEL_SHEETS[sheetId];
  const zoom = usePreviewZoom(sheet);
  const labels = useMemo(() => {
    const home = book.data?.settings.homeCountry ?? null;
    return (book.data?.parties ?? []).flatMap((party) =>
      party.address ? [[party.envelopeName || party.partyName, ...addressLines(party.address, home, (code) => countryName(code))]] : [],
    );
  }, [book.data]);
  // A sheet used before starts at its first free label (1 for a new sheet). The field keeps what
  // is typed (an emptied field stays empty while the next digit comes); the sheet reads it clamped.
  const [startText, setStartText] = useState("1");
  const perPage = sheet.columns * sheet.rows;
  const startAt = Math.min(Math.max(Math.trunc(Number(startText)) || 1, 1), perPage);
  const pages = useMemo(() => labelPages(labels, sheet, startAt), [labels, sheet, startAt]);

  if (book.isPending) return <PageSpinner />;
  if (book.isError) return <LoadFailed onRetry={() => void book.refetch()} />;

  return (
    <main id="main" className="lb-main mx-auto w-full max-w-5xl px-4 pt-8 pb-12 sm:px-6" style={{ ["--lb-zoom" as string]: String(zoom) }}>
      <style>{labelStyles(sheet)}</style>
      <div className="lb-controls mb-4">
        <Link
          href={`/addresses/${wedding.uniqueCode}`}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "addressLabels.back", message: "Back to addresses" })}
        </Link>
        <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "addressLabels.heading", message: "Address labels" })}</h1>
        <p className="mt-1 text-stone-700">
          {i18n._({
            id: "addressLabels.intro",
            message:
              "Load the label sheets in your printer, then Print. In the print dialog keep the scale at 100% (“Actual size”) so each address lands on its label.",
          })}
        </p>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <label htmlFor="label-sheet" className="text-sm font-medium text-stone-800">
              {i18n._({ id: "addressLabels.sheet", message: "Label sheet" })}
            </label>
            <select
              id="label-sheet"
              className={inputClass}
              value={sheetId}
              onChange={(event) => isLabelSheet(event.target.value) && setSheetId(event.target.value)}
            >
              {Object.values(LABEL_SHEETS).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="label-start" className="text-sm font-medium text-stone-800">
              {i18n._({ id: "addressLabels.startAt", message: "Start at label" })}
            </label>
            <input
              id="label-start"
              type="number"
              inputMode="numeric"
              min={1}
              max={perPage}
              className={`${inputClass} w-24`}
              value={startText}
              aria-describedby="label-start-hint"
              onChange={(event) => setStartText(event.target.value)}
              onBlur={() => setStartText(String(startAt))}
            />
          </div>
          <Button onClick={() => window.print()} disabled={!labels.length}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "addressLabels.print", message: "Print" })}
          </Button>
        </div>
        <p id="label-start-hint" className="mt-2 text-sm text-stone-700">
          {i18n._({
            id: "addressLabels.startAtHint",
            message: "On a sheet you have used before, the number of its first free label, counted along each row from the top left.",
          })}
        </p>
        <p className="mt-3 text-sm text-stone-700" role="status">
          {labels.length
            ? i18n._({
                id: "addressLabels.count",
                message: "{labels, plural, one {# label} other {# labels}} on {pages, plural, one {# sheet} other {# sheets}}",
                values: { labels: labels.length, pages: pages.length },
              })
            : i18n._({ id: "addressLabels.none", message: "No household has an address yet." })}
        </p>
      </div>
      {pages.map((page, index) => (
        <div key={index} className="lb-page" data-testid="label-page">
          {page.map((lines, position) =>
            lines ? (
              <div key={position} className="lb-label" style={{ fontSize: `${labelFontSize(lines, sheet)}pt` }}>
                {lines.map((line, n) => (
                  <span key={n} dir="auto" className={n === 0 ? "lb-line lb-name" : "lb-line"}>
                    {line}
                  </span>
                ))}
              </div>
            ) : (
              // Already peeled off this sheet: left blank.
              <div key={position} className="lb-label lb-used" aria-hidden="true" data-testid="label-used" />
            ),
          )}
        </div>
      ))}
    </main>
  );
}
