import { type PartyInput, ZPartyInput } from "../guest-list";
import { readNameCell } from "./name-cell";

/**
 * One line per household, as the couple types or pastes it ("Maria & José García +1"): the quick
 * add and the paste box of the guest list. The result has been through `ZPartyInput`, so what
 * the couple sees is what the server accepts.
 */
export type HouseholdLineResult = { party: PartyInput; notes: string[] } | { problem: string };

export function parseHouseholdLine(line: string): HouseholdLineResult {
  const cell = readNameCell(line);
  if ("problem" in cell) return cell;
  const party: PartyInput = { name: cell.name, guests: cell.guests, extraSeats: cell.extraSeats };
  const problem = partyProblem(party);
  return problem ? { problem } : { party, notes: cell.notes };
}

/** The first reason the server would refuse this party, in the couple's words, or null. */
export function partyProblem(party: PartyInput): string | null {
  const checked = ZPartyInput.safeParse(party);
  if (checked.success) return null;
  const issue = checked.error.issues[0]!;
  const field = issue.path.filter((part) => typeof part === "string").at(-1);
  const label = field ? FIELD_LABEL[String(field)] : undefined;
  return label ? `${label}: ${issue.message}` : issue.message;
}

const FIELD_LABEL: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  age: "Age",
  name: "Household name",
  extraSeats: "Open seats",
  tags: "Tags",
  note: "Notes",
  guests: "Guests",
};

export interface LineProblem {
  /** 1-based, as the couple sees the line or the spreadsheet row. */
  row: number;
  message: string;
}

export interface ParsedLines {
  parties: PartyInput[];
  /** Lines not read, by line number. */
  problems: LineProblem[];
  /** Lines read with a guess the couple should check. */
  notes: LineProblem[];
}

/** Many lines, one household each; blank lines are skipped. */
export function parseHouseholdLines(text: string): ParsedLines {
  const result: ParsedLines = { parties: [], problems: [], notes: [] };
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (!line.trim()) return;
    const read = parseHouseholdLine(line);
    if ("problem" in read) {
      result.problems.push({ row: index + 1, message: read.problem });
      return;
    }
    result.parties.push(read.party);
    for (const message of read.notes) result.notes.push({ row: index + 1, message });
  });
  return result;
}
