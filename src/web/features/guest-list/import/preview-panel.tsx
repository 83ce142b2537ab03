import { type PartySuggestion, type ImportPreview, type RowMessage } from "./parsing/import-preview";
import { type PartyInput } from "../../../../contract/guest-list";
import { firstOf, guestNames, seatsText } from "./import-text";
import { i18n } from "../../host/host-i18n";
import { useSideLabels } from "../../host/side-labels";
import { useMemo, useState } from "react";

const SHOWN_PARTIES = 50;
const SHOWN_MESSAGES = 100;

interface SuggestionsProps {
  /** The suggestions of the preview before any were applied, so each keeps its checkbox. */
  suggestions: PartySuggestion[];
  parties: PartyInput[];
  chosen: ReadonlySet<number>;
  onToggle: (index: number) => void;
}

/** Same surname and address: households to confirm, one checkbox each (never merged unasked). */
export function SuggestionChoices({ suggestions, parties, chosen, onToggle }: SuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="font-medium text-stone-900">{i18n._({ id: "guests.importToConfirm", message: "Households to confirm" })}</legend>
      <p className="text-sm text-stone-700">
        {i18n._({ id: "guests.importToConfirmHint", message: "These rows look like one household. Tick the ones that are, and they are imported together." })}
      </p>
      <ul className="grid gap-2">
        {suggestions.map((suggestion, index) => (
          <li key={index}>
            <label className="flex min-h-11 items-start gap-3 rounded-lg border border-blush-100 p-2 text-sm text-stone-800">
              <input type="checkbox" checked={chosen.has(index)} onChange={() => onToggle(index)} className="mt-0.5 h-5 w-5 shrink-0 accent-blush-600" />
              <span>
                <span className="font-medium">{suggestion.partyIndexes.map((at) => guestNames(parties[at]!)).join(" + ")}</span>
                <span className="block text-stone-600">{suggestion.reason}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** What the reader guessed for each household, from the notes of its rows (never silently: decision 0026). */
export function reviewsOf(preview: ImportPreview): string[][] {
  const byRow = new Map<number, string[]>();
  for (const note of preview.notes) byRow.set(note.row, [...(byRow.get(note.row) ?? []), note.message]);
  return preview.partyRows.map((rows) => rows.flatMap((row) => byRow.get(row) ?? []));
}

/**
 * The households as they will be created: the first 50, then "and N more". A household the
 * reader was not sure of says why, in place, and the couple can list just those.
 */
export function PartyPreview({ preview }: { preview: ImportPreview }) {
  const sides = useSideLabels();
  const [onlyToCheck, setOnlyToCheck] = useState(false);
  const reviews = useMemo(() => reviewsOf(preview), [preview]);
  const toCheck = reviews.filter((reasons) => reasons.length > 0).length;
  const indexes = preview.parties.map((_, index) => index).filter((index) => !onlyToCheck || reviews[index]!.length > 0);
  const { shown, more } = firstOf(indexes, SHOWN_PARTIES);
  return (
    <section aria-labelledby="import-preview-title" className="grid min-w-0 gap-2">
      <h3 id="import-preview-title" className="font-medium text-stone-900">
        {i18n._({ id: "guests.importToImport", message: "Households to import" })}
      </h3>
      {toCheck > 0 && (
        <label className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={onlyToCheck}
            onChange={(event) => setOnlyToCheck(event.target.checked)}
            className="h-5 w-5 shrink-0 accent-blush-600"
          />
          {i18n._({
            id: "guests.importOnlyToCheck",
            message: "Show only the {count, plural, one {# household} other {# households}} to check",
            values: { count: toCheck },
          })}
        </label>
      )}
      <ol className="divide-y divide-blush-100 rounded-xl border border-blush-100">
        {shown.map((index) => {
          const party = preview.parties[index]!;
          const reasons = reviews[index]!;
          return (
            <li key={index} className={`grid gap-0.5 px-3 py-2 text-sm ${reasons.length ? "border-s-4 border-amber-500 bg-amber-50" : ""}`}>
              <span className="font-medium break-words text-stone-900">
                {" "}
                {party.name
                  ? i18n._({ id: "guests.summaryNamed", message: "{party}: {names}", values: { party: party.name, names: guestNames(party) } })
                  : guestNames(party)}
              </span>
              <span className="text-stone-600">
                {[
                  i18n._({
                    id: "guests.importRows",
                    message: "{count, plural, one {Row} other {Rows}} {rows}",
                    values: { count: preview.partyRows[index]!.length, rows: preview.partyRows[index]!.join(", ") },
                  }),
                  seatsText(party),
                  party.side ? sides[party.side] : null,
                  party.tags?.length ? party.tags.join(", ") : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
              {reasons.length > 0 && (
                <ul className="mt-1 grid gap-0.5 text-amber-950">
                  {reasons.map((reason, at) => (
                    <li key={at}>{i18n._({ id: "guests.importCheck", message: "Check: {reason}", values: { reason } })}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
        {preview.parties.length === 0 && (
          <li className="px-3 py-2 text-sm text-stone-700">{i18n._({ id: "guests.importNone", message: "No households yet: check the columns above." })}</li>
        )}
      </ol>
      {more > 0 && (
        <p className="text-sm text-stone-600">
          {i18n._({ id: "guests.importMore", message: "and {count} more", values: { count: more.toLocaleString("en") } })}
        </p>
      )}
    </section>
  );
}

/** Rows not read (red), rows read with a guess (amber), rows skipped (grey), each by its row number. */
export function RowMessages({ preview, unit }: { preview: ImportPreview; unit: "row" | "line" }) {
  const rowsInParties = new Set(preview.partyRows.flat());
  return (
    <>
      <MessageList
        title={
          unit === "row"
            ? i18n._({ id: "guests.importRowsNotImported", message: "Rows not imported" })
            : i18n._({ id: "guests.importLinesNotImported", message: "Lines not imported" })
        }
        messages={preview.problems}
        unit={unit}
        tone="text-red-800"
      />
      {/* A household's own guesses are shown on it (PartyPreview); here, the rest. */}
      <MessageList
        title={i18n._({ id: "guests.importCheckThese", message: "Check these" })}
        messages={preview.notes.filter((note) => !rowsInParties.has(note.row))}
        unit={unit}
        tone="text-amber-900"
      />
      <MessageList
        title={
          unit === "row"
            ? i18n._({ id: "guests.importRowsSkipped", message: "Rows skipped" })
            : i18n._({ id: "guests.importLinesSkipped", message: "Lines skipped" })
        }
        messages={preview.skipped}
        unit={unit}
        tone="text-stone-600"
      />
      {preview.blankRows > 0 && (
        <p className="text-sm text-stone-600">
          {unit === "row"
            ? i18n._({ id: "guests.importBlankRows", message: "{count} blank rows skipped.", values: { count: preview.blankRows.toLocaleString("en") } })
            : i18n._({ id: "guests.importBlankLines", message: "{count} blank lines skipped.", values: { count: preview.blankRows.toLocaleString("en") } })}
        </p>
      )}
    </>
  );
}

function MessageList({ title, messages, unit, tone }: { title: string; messages: RowMessage[]; unit: "row" | "line"; tone: string }) {
  if (messages.length === 0) return null;
  const { shown, more } = firstOf(messages, SHOWN_MESSAGES);
  return (
    <section aria-label={title} className="grid gap-1">
      <h3 className="font-medium text-stone-900">
        {i18n._({ id: "guests.importListTitle", message: "{title} ({count})", values: { title, count: messages.length.toLocaleString("en") } })}
      </h3>
      <ul className={`grid max-h-48 gap-1 overflow-y-auto text-sm ${tone}`}>
        {shown.map((message, index) => (
          <li key={index}>
            {unit === "row"
              ? i18n._({ id: "guests.importRowMessage", message: "Row {row}: {message}", values: { row: message.row, message: message.message } })
              : i18n._({ id: "guests.importLineMessage", message: "Line {row}: {message}", values: { row: message.row, message: message.message } })}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="text-sm text-stone-600">
          {i18n._({ id: "guests.importMore", message: "and {count} more", values: { count: more.toLocaleString("en") } })}
        </p>
      )}
    </section>
  );
}
