import { type PartyInput } from "../../../../../contract/guest-list";
import { readNameCell } from "./name-cell";
import { type ImportPreview } from "./import-preview";
import { partyProblem } from "./party-problem";
import { previewSpreadsheet, readSpreadsheet } from "./read-spreadsheet";

/**
 * One line per household, as the couple types or pastes it ("Maria & José García +1"): the quick
 * add and the paste box of the guest list. The result has been through `ZPartyInput`, so what
 * the couple sees is what the server accepts.
 */
export type PartyLineResult = { party: PartyInput; notes: string[] } | { problem: string };

export function parsePartyLine(line: string): PartyLineResult {
  const cell = readNameCell(line);
  if ("problem" in cell) return cell;
  const party: PartyInput = { name: cell.name, guests: cell.guests, extraSeats: cell.extraSeats };
  const problem = partyProblem(party);
  return problem ? { problem } : { party, notes: cell.notes };
}

/** What pasting many lines gives (the name the guest list's quick add knows it by). */
export type ParsedLines = ImportPreview;

/**
 * Many lines, one household each (blank lines skipped, problems by line number). A block pasted
 * from a spreadsheet (it has tabs) goes through the mapping path instead, headers and all.
 */
export function parsePartyLines(text: string): ImportPreview {
  if (text.includes("\t")) return previewSpreadsheet(readSpreadsheet(text));
  const result: ImportPreview = { parties: [], partyRows: [], problems: [], notes: [], skipped: [], blankRows: 0, suggestions: [] };
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (!line.trim()) {
      result.blankRows += 1;
      return;
    }
    const read = parsePartyLine(line);
    if ("problem" in read) {
      result.problems.push({ row: index + 1, message: read.problem });
      return;
    }
    result.parties.push(read.party);
    result.partyRows.push([index + 1]);
    for (const message of read.notes) result.notes.push({ row: index + 1, message });
  });
  return result;
}
