import { type HouseholdSuggestion, type ImportPreview, type RowMessage } from "../../../../contract/guest-import/import-preview";
import { type PartyInput } from "../../../../contract/guest-list";
import { firstOf, guestNames, seatsText } from "./import-text";

const SHOWN_PARTIES = 50;
const SHOWN_MESSAGES = 100;
const SIDE_LABEL = { bride: "Bride's side", groom: "Groom's side" } as const;

interface SuggestionsProps {
  /** The suggestions of the preview before any were applied, so each keeps its checkbox. */
  suggestions: HouseholdSuggestion[];
  parties: PartyInput[];
  chosen: ReadonlySet<number>;
  onToggle: (index: number) => void;
}

/** Same surname and address: households to confirm, one checkbox each (never merged unasked). */
export function SuggestionChoices({ suggestions, parties, chosen, onToggle }: SuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="font-medium text-stone-900">Households to confirm</legend>
      <p className="text-sm text-stone-700">These rows look like one household. Tick the ones that are, and they are imported together.</p>
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

/** The households as they will be created: the first 50, then "and N more". */
export function PartyPreview({ preview }: { preview: ImportPreview }) {
  const { shown, more } = firstOf(preview.parties, SHOWN_PARTIES);
  return (
    <section aria-labelledby="import-preview-title" className="grid min-w-0 gap-2">
      <h3 id="import-preview-title" className="font-medium text-stone-900">
        Households to import
      </h3>
      <ol className="divide-y divide-blush-100 rounded-xl border border-blush-100">
        {shown.map((party, index) => (
          <li key={index} className="grid gap-0.5 px-3 py-2 text-sm">
            <span className="font-medium break-words text-stone-900">{party.name ? `${party.name}: ${guestNames(party)}` : guestNames(party)}</span>
            <span className="text-stone-600">
              {[
                `${preview.partyRows[index]!.length > 1 ? "Rows" : "Row"} ${preview.partyRows[index]!.join(", ")}`,
                `${seatsText(party)} ${party.guests.length + (party.extraSeats ?? 0) === 1 ? "seat" : "seats"}`,
                party.side ? SIDE_LABEL[party.side] : null,
                party.tags?.length ? party.tags.join(", ") : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
        {preview.parties.length === 0 && <li className="px-3 py-2 text-sm text-stone-700">No households yet: check the columns above.</li>}
      </ol>
      {more > 0 && <p className="text-sm text-stone-600">and {more.toLocaleString("en")} more</p>}
    </section>
  );
}

/** Rows not read (red), rows read with a guess (amber), rows skipped (grey), each by its row number. */
export function RowMessages({ preview, unit }: { preview: ImportPreview; unit: "Row" | "Line" }) {
  return (
    <>
      <MessageList title={`${unit}s not imported`} messages={preview.problems} unit={unit} tone="text-red-800" />
      <MessageList title="Check these" messages={preview.notes} unit={unit} tone="text-amber-900" />
      <MessageList title={`${unit}s skipped`} messages={preview.skipped} unit={unit} tone="text-stone-600" />
      {preview.blankRows > 0 && (
        <p className="text-sm text-stone-600">
          {preview.blankRows.toLocaleString("en")} blank {unit.toLowerCase()}s skipped.
        </p>
      )}
    </>
  );
}

function MessageList({ title, messages, unit, tone }: { title: string; messages: RowMessage[]; unit: string; tone: string }) {
  if (messages.length === 0) return null;
  const { shown, more } = firstOf(messages, SHOWN_MESSAGES);
  return (
    <section aria-label={title} className="grid gap-1">
      <h3 className="font-medium text-stone-900">
        {title} ({messages.length.toLocaleString("en")})
      </h3>
      <ul className={`grid max-h-48 gap-1 overflow-y-auto text-sm ${tone}`}>
        {shown.map((message, index) => (
          <li key={index}>
            {unit} {message.row}: {message.message}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm text-stone-600">and {more.toLocaleString("en")} more</p>}
    </section>
  );
}
