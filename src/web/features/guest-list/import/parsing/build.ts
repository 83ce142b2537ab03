import { type PartyInput } from "../../../../../contract/guest-list";
import { type ColumnMapping } from "./mapping";
import { type SheetRow } from "./parse";
import { partyProblem } from "./party-problem";
import { type RowRead, readRow } from "./row-reader";
import { suggestParties } from "./suggest";
import { type ImportPreview } from "./import-preview";

/** Rows (without the header) and a mapping to parties. Pure and deterministic: the same file gives equal parties. */
export function buildParties(rows: SheetRow[], mapping: ColumnMapping): ImportPreview {
  const preview: ImportPreview = { parties: [], partyRows: [], problems: [], notes: [], skipped: [], blankRows: 0, suggestions: [] };
  const byParty = new Map<string, { row: number; read: RowRead }[]>();
  const groups: { row: number; read: RowRead }[][] = [];
  for (const { row, cells } of rows) {
    const read = readRow(cells, mapping);
    if ("skip" in read) {
      if (read.skip === "blank") preview.blankRows += 1;
      else preview.skipped.push({ row, message: `Skipped: ${read.skip}` });
      continue;
    }
    if ("problem" in read) {
      preview.problems.push({ row, message: read.problem });
      continue;
    }
    for (const message of read.notes) preview.notes.push({ row, message });
    const key = read.party.toLowerCase().replace(/\s+/g, " ");
    const group = key ? byParty.get(key) : undefined;
    if (group) group.push({ row, read });
    else {
      const created = [{ row, read }];
      groups.push(created);
      if (key) byParty.set(key, created);
    }
  }
  const addresses: string[] = [];
  for (const group of groups) {
    const rowsOf = group.map((entry) => entry.row);
    const party = assembleParty(
      group.map((entry) => entry.read),
      (message) => preview.notes.push({ row: rowsOf[0]!, message }),
    );
    const problem = partyProblem(party);
    if (problem) {
      const which = rowsOf.length > 1 ? ` (household of rows ${rowsOf.join(", ")})` : "";
      preview.problems.push({ row: rowsOf[0]!, message: `${problem}${which}` });
      continue;
    }
    preview.parties.push(party);
    preview.partyRows.push(rowsOf);
    addresses.push(group.find((entry) => entry.read.address)?.read.address ?? "");
  }
  if (!mapping.roles.includes("household")) preview.suggestions = suggestParties(preview.parties, addresses);
  preview.problems.sort((a, b) => a.row - b.row);
  preview.notes.sort((a, b) => a.row - b.row);
  return preview;
}

function assembleParty(reads: RowRead[], note: (message: string) => void): PartyInput {
  const guests = reads.flatMap((read) => read.guests);
  let extraSeats = reads.reduce((sum, read) => sum + read.extraSeats, 0);
  const seats = Math.max(...reads.map((read) => read.seats ?? 0));
  if (seats > guests.length + extraSeats) extraSeats = seats - guests.length;
  else if (seats && seats < guests.length) note(`Total seats ${seats} is fewer than the ${guests.length} guests named: the named guests are kept`);
  const sides = [...new Set(reads.map((read) => read.side).filter((side) => side !== null))];
  if (sides.length > 1) note("Rows of one household name different sides: on both sides");
  const locale = reads.find((read) => read.locale)?.locale ?? null;
  const party = reads[0]!.party;
  // A household value that is a code ("12", "H-3") is not a name for the invitation.
  const name = (/\p{L}.*\p{L}.*\p{L}/u.test(party) ? party : "") || reads[0]!.familyName;
  const address = reads.find((read) => read.address)?.address;
  const postalCode = reads.find((read) => read.postalCode)?.postalCode;
  const notes = [...new Set(reads.map((read) => read.note).filter(Boolean))];
  if (address) notes.push(`Address: ${address}`);
  return {
    name,
    guests,
    extraSeats,
    side: sides.length === 1 ? sides[0]! : sides.length > 1 ? "both" : null,
    tags: [...new Set(reads.flatMap((read) => read.tags))],
    note: notes.join("\n"),
    ...(locale ? { locale } : {}),
    ...(postalCode ? { postalCode } : {}),
  };
}
