/**
 * The one order households are listed in, wherever the couple sees them (the guest list, an
 * event's invitation picker, the household a phoned-in reply is for): A to Z by the name the couple
 * reads, as a person sorts names, not by when a row happened to be stored (issue 29, item 10;
 * docs/decisions/0028-couple-texts-and-registers.md). An import stores a whole spreadsheet at one
 * instant, so "oldest first" was no order at all.
 *
 * Accents and case do not separate names ("Álvarez" sits with "Alvarez", before "Bauer"), numbers
 * count as numbers ("Table 2" before "Table 10"), and two households of one name keep a stable
 * order by id. The couple's screens are English, so the collation is English's, which places
 * every script's names in one predictable sequence (Latin first, then Greek, Cyrillic, Arabic…).
 */
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export function compareParties(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return collator.compare(a.name.trim(), b.name.trim()) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A copy of `parties` in that order. */
export function inPartyOrder<T extends { name: string; id: string }>(parties: readonly T[]): T[] {
  return [...parties].sort(compareParties);
}
