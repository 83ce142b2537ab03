import { i18n } from "../../host/host-i18n";
import type { ImportResult, PartyInput } from "../../../../contract/guest-list";

// Each clause below is one whole message (a translator sees "{count} updated", never "updated"
// alone); a result or summary lists its clauses, as a list, with the separator between them.

/** "Import 12 households": the commit button's label. */
export function importLabel(parties: number): string {
  return i18n._({ id: "guests.importHouseholds", message: "Import {count, plural, one {# household} other {# households}}", values: { count: parties } });
}

/** "12 new households, 3 updated, 1 unchanged": what an import did or (dry run) would do. */
export function describeImportResult(result: ImportResult): string {
  const parts = [
    i18n._({ id: "guests.importCreated", message: "{count, plural, one {# new household} other {# new households}}", values: { count: result.created } }),
  ];
  if (result.updated) {
    parts.push(i18n._({ id: "guests.importUpdated", message: "{count} updated", values: { count: result.updated.toLocaleString("en") } }));
  }
  if (result.unchanged) {
    parts.push(i18n._({ id: "guests.importUnchanged", message: "{count} unchanged", values: { count: result.unchanged.toLocaleString("en") } }));
  }
  if (result.guestsAdded) {
    parts.push(
      i18n._({ id: "guests.importGuestsAdded", message: "{count, plural, one {# guest} other {# guests}} added", values: { count: result.guestsAdded } }),
    );
  }
  return parts.join(", ");
}

// A right-to-left name ("نور الحسيني") in this left-to-right line is isolated (U+2068 … U+2069),
// so the "(7)" or "and" after it stays after it instead of joining the Arabic run (Unicode bidi W2).
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const isolateRtl = (name: string) => (RTL.test(name) ? `\u2068${name}\u2069` : name);

/** "José García, Maria García and Lucía García (7)" for the preview's first column. */
export function guestNames(party: PartyInput): string {
  const names = party.guests.map((guest) => {
    const name = isolateRtl([guest.firstName, guest.lastName].filter(Boolean).join(" "));
    if (guest.age !== undefined && guest.age !== null)
      return i18n._({ id: "guests.importGuestAge", message: "{name} ({age})", values: { name, age: guest.age } });
    return guest.isChild ? i18n._({ id: "guests.summaryChild", message: "{name} (child)", values: { name } }) : name;
  });
  if (names.length < 2) return names[0] ?? "";
  return i18n._({ id: "guests.importNamesAnd", message: "{names} and {last}", values: { names: names.slice(0, -1).join(", "), last: names.at(-1) } });
}

/** The party's seats for the preview: "3 + 1 open seats", or "2 seats" when every seat is named. */
export function seatsText(party: PartyInput): string {
  const named = party.guests.length;
  const open = party.extraSeats ?? 0;
  if (!open) return i18n._({ id: "guests.seats", message: "{count, plural, one {# seat} other {# seats}}", values: { count: named } });
  return i18n._({
    id: "guests.importSeatsOpen",
    message: "{total, plural, one {{named} + {open} open seat} other {{named} + {open} open seats}}",
    values: { total: named + open, named, open },
  });
}

/** What the preview finished reading, for the screen reader's announcement and the summary line. */
export function previewSummary(
  counts: { parties: number; guests: number; problems: number; suggestions: number; toCheck?: number },
  unit: "row" | "line" = "row",
): string {
  const parts = [
    i18n._({
      id: "guests.importFound",
      message: "{parties, plural, one {# household} other {# households}} with {guests, plural, one {# guest} other {# guests}}",
      values: { parties: counts.parties, guests: counts.guests },
    }),
  ];
  if (counts.problems) {
    parts.push(
      unit === "row"
        ? i18n._({ id: "guests.importRowsNotRead", message: "{count, plural, one {# row} other {# rows}} not read", values: { count: counts.problems } })
        : i18n._({ id: "guests.importLinesNotRead", message: "{count, plural, one {# line} other {# lines}} not read", values: { count: counts.problems } }),
    );
  }
  if (counts.toCheck) {
    parts.push(
      i18n._({ id: "guests.importToCheck", message: "{count, plural, one {# household} other {# households}} to check", values: { count: counts.toCheck } }),
    );
  }
  if (counts.suggestions) {
    parts.push(
      i18n._({
        id: "guests.importSuggestions",
        message: "{count, plural, one {# household suggestion} other {# household suggestions}} to confirm",
        values: { count: counts.suggestions },
      }),
    );
  }
  return parts.join("; ");
}

/** The first rows of a long preview, and how many more there are ("and 750 more"). */
export function firstOf<T>(items: readonly T[], limit: number): { shown: readonly T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(items.length - limit, 0) };
}
