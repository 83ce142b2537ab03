/**
 * What cannot hold, in the couple's words. Every problem names the people, households, tables
 * and rules it is about, so a screen can point at them; `text` is the sentence to show.
 */

export type InfeasibleCode =
  | "invalid_input"
  | "too_many"
  | "unit_too_large"
  | "apart_within_unit"
  | "pinned_two_tables"
  | "pinned_over_capacity"
  | "pinned_apart"
  | "pinned_rule"
  | "no_fitting_table"
  | "too_few_places"
  | "apart_clique"
  | "unsolved";

/** A broken rule in a plan: hard ones (capacity, households, locks, keep-apart) make a plan unsavable. */
export type ViolationCode =
  | "unknown_person"
  | "unknown_table"
  | "seated_twice"
  | "over_capacity"
  | "seat_taken"
  | "seat_out_of_range"
  | "household_split"
  | "apart_together"
  | "lock_moved"
  | "locked_table_changed"
  | "together_apart"
  | "head_table"
  | "need_unmet";

export interface SeatingProblem<Code extends string = InfeasibleCode | ViolationCode> {
  code: Code;
  text: string;
  personIds: string[];
  partyIds: string[];
  tableIds: string[];
  /** Positions in `input.rules`. */
  ruleIndexes: number[];
}

export interface PlanViolation extends SeatingProblem<ViolationCode> {
  /** Hard: the server refuses to store the plan. Otherwise a rule the automatic seating keeps but the couple may break by hand. */
  hard: boolean;
}

/** Whom and what a problem is about. */
export type About = Partial<Pick<SeatingProblem, "personIds" | "partyIds" | "tableIds" | "ruleIndexes">>;

export function problem<Code extends string>(code: Code, text: string, about: About = {}): SeatingProblem<Code> {
  return {
    code,
    text,
    personIds: about.personIds ?? [],
    partyIds: about.partyIds ?? [],
    tableIds: about.tableIds ?? [],
    ruleIndexes: about.ruleIndexes ?? [],
  };
}

/** "Ana", "Ana and Ben", "Ana, Ben and Carl", "Ana, Ben, Carl and 4 others". */
export function listNames(names: readonly string[], shown = 3): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length <= shown) return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const rest = names.length - shown;
  return `${names.slice(0, shown).join(", ")} and ${rest} ${rest === 1 ? "other" : "others"}`;
}

export function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}

export const people = (n: number) => count(n, "person", "people");
export const seats = (n: number) => count(n, "seat", "seats");
export const tables = (n: number) => count(n, "table", "tables");
