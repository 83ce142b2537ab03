import type { ImportResult, PartyInput } from "../../../../contract/guest-list";

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

/** "Import 12 households": the commit button's label. */
export function importLabel(households: number): string {
  return `Import ${plural(households, "household")}`;
}

/** "12 new households, 3 updated, 1 unchanged": what an import did or (dry run) would do. */
export function describeImportResult(result: ImportResult): string {
  const parts = [plural(result.created, "new household")];
  if (result.updated) parts.push(`${result.updated.toLocaleString("en")} updated`);
  if (result.unchanged) parts.push(`${result.unchanged.toLocaleString("en")} unchanged`);
  if (result.guestsAdded) parts.push(`${plural(result.guestsAdded, "guest")} added`);
  return parts.join(", ");
}

/** "José García, Maria García and Lucía García (7)" for the preview's first column. */
export function guestNames(party: PartyInput): string {
  const names = party.guests.map((guest) => {
    const name = [guest.firstName, guest.lastName].filter(Boolean).join(" ");
    if (guest.age !== undefined && guest.age !== null) return `${name} (${guest.age})`;
    return guest.isChild ? `${name} (child)` : name;
  });
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

export function seatsText(party: PartyInput): string {
  const extra = party.extraSeats ?? 0;
  return extra ? `${party.guests.length} + ${extra} open` : String(party.guests.length);
}

/** What the preview finished reading, for the screen reader's announcement and the summary line. */
export function previewSummary(counts: { parties: number; guests: number; problems: number; suggestions: number }, unit: "row" | "line" = "row"): string {
  const parts = [`${plural(counts.parties, "household")} with ${plural(counts.guests, "guest")}`];
  if (counts.problems) parts.push(`${plural(counts.problems, unit)} not read`);
  if (counts.suggestions) parts.push(`${plural(counts.suggestions, "household suggestion")} to confirm`);
  return parts.join("; ");
}

/** The first rows of a long preview, and how many more there are ("and 750 more"). */
export function firstOf<T>(items: readonly T[], limit: number): { shown: readonly T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(items.length - limit, 0) };
}
