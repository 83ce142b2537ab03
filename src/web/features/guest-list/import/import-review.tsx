import { i18n } from "../../host/host-i18n";
import { useEffect, useMemo, useRef, useState } from "react";
import { type ColumnMapping } from "./parsing/mapping";
import { previewSpreadsheet } from "./parsing/read-spreadsheet";
import { applySuggestions } from "./parsing/suggest";
import { MAX_IMPORT_PARTIES, type ImportResult } from "../../../../contract/guest-list";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { sendImport } from "./api";
import { ColumnMappingFields } from "./column-mapping";
import { describeImportResult, importLabel, previewSummary } from "./import-text";
import { PartyPreview, RowMessages, SuggestionChoices, reviewsOf } from "./preview-panel";
import { type LoadedSource } from "./read-source";
import { useDryRun } from "./use-dry-run";

interface ImportReviewProps {
  weddingId: string;
  /** The partners' names: a Side column may name them ("Tom", "James's side"). */
  partners: readonly [string, string];
  source: LoadedSource;
  onBack: () => void;
  onImporting: (importing: boolean) => void;
  onImported: (result: ImportResult) => void;
}

/** Step two: the columns, the live preview, the suggestions, the server's dry run, and Import. */
export function ImportReview({ weddingId, partners, source, onBack, onImporting, onImported }: ImportReviewProps) {
  const [mapping, setMapping] = useState<ColumnMapping>(() => source.sheet?.mapping ?? { roles: [] });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Re-built from the parsed rows on each mapping change (~50 ms for 2,000 guests: bench/README.md).
  const base = useMemo(() => (source.sheet ? previewSpreadsheet(source.sheet, { ...mapping, partners }) : source.lines), [source, mapping, partners]);
  const preview = useMemo(
    () =>
      applySuggestions(
        base,
        base.suggestions.filter((_, index) => chosen.has(index)),
      ),
    [base, chosen],
  );
  const tooMany = preview.parties.length > MAX_IMPORT_PARTIES;
  const dryRun = useDryRun(weddingId, preview.parties, !pending && !tooMany);
  const guests = preview.parties.reduce((sum, party) => sum + party.guests.length, 0);
  const summary = previewSummary({
    parties: preview.parties.length,
    guests,
    problems: preview.problems.length,
    suggestions: base.suggestions.length - chosen.size,
    toCheck: reviewsOf(preview).filter((reasons) => reasons.length > 0).length,
  });

  useEffect(() => heading.current?.focus(), []);

  const changeMapping = (next: ColumnMapping) => {
    setMapping(next);
    setChosen(new Set());
  };
  const toggle = (index: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const commit = async () => {
    setPending(true);
    onImporting(true);
    setError(null);
    try {
      const result = await sendImport(weddingId, preview.parties, false);
      onImporting(false);
      onImported(result);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? caught.reason
          : i18n._({ id: "guests.importFailed", message: "The import did not reach the server. Check your connection and try again." }),
      );
      setPending(false);
      onImporting(false);
    }
  };

  return (
    <>
      <div className="sm:min-h-0 sm:flex-1 sm:overflow-y-auto sm:overscroll-contain">
        <div className="grid min-w-0 gap-6 px-5 py-5 sm:px-6">
          <h3 ref={heading} tabIndex={-1} className="font-serif text-xl text-stone-900 focus:outline-none">
            {summary}
          </h3>
          {source.sheet ? (
            <ColumnMappingFields sheet={source.sheet} mapping={mapping} disabled={pending} onChange={changeMapping} />
          ) : (
            <p className="text-sm text-stone-700">
              {i18n._({ id: "guests.importLinesHint", message: "One household a line: “Maria & José García +1” is two guests and one open seat." })}
            </p>
          )}
          <SuggestionChoices suggestions={base.suggestions} parties={base.parties} chosen={chosen} onToggle={toggle} />
          <RowMessages preview={preview} unit={source.sheet ? "row" : "line"} />
          <PartyPreview preview={preview} />
        </div>
      </div>
      <div className="grid gap-3 border-t border-blush-100 px-5 py-4 sm:px-6">
        <p role="status" aria-live="polite" className="text-sm text-stone-700">
          {tooMany
            ? i18n._({
                id: "guests.importTooMany",
                message: "At most {max} households in one import: split the file.",
                values: { max: MAX_IMPORT_PARTIES.toLocaleString("en") },
              })
            : dryRun.state === "checking"
              ? i18n._({ id: "guests.importChecking", message: "Checking against your guest list…" })
              : dryRun.state === "done"
                ? i18n._({
                    id: "guests.importCompared",
                    message: "Compared with your guest list: {result}.",
                    values: { result: describeImportResult(dryRun.result) },
                  })
                : dryRun.state === "failed"
                  ? i18n._({ id: "guests.importCheckFailed", message: "Could not check against your guest list: {reason}", values: { reason: dryRun.message } })
                  : ""}
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex gap-2 sm:justify-end">
          <Button variant="secondary" disabled={pending} onClick={onBack} className="flex-1 sm:flex-none">
            {i18n._({ id: "guests.importBack", message: "Back" })}
          </Button>
          <Button
            pending={pending}
            pendingLabel={i18n._({ id: "guests.importing", message: "Importing…" })}
            disabled={preview.parties.length === 0 || tooMany}
            onClick={commit}
            className="flex-1 sm:flex-none"
          >
            {importLabel(preview.parties.length)}
          </Button>
        </div>
      </div>
    </>
  );
}
