/**
 * The seating model (docs/decisions/0025-automatic-seating.md): one event's tables, the people
 * coming to it, where some already sit, and the couple's rules. Plain types with no zod import,
 * so the browser's worker and the server (refusing a plan that breaks a hard rule) share them.
 */

/** The most people and tables one event's plan holds (issue 30, "Bounds"). */
export const MAX_SEATED_PEOPLE = 1_000;
export const MAX_SEATING_TABLES = 100;
/** Rules one plan may carry: a few per household at the very most. */
export const MAX_SEATING_RULES = 2_000;
/** Chairs at one table, and high chairs beside them: a long banquet table is far below this. */
export const MAX_TABLE_SEATS = 60;

export interface SeatingTable {
  id: string;
  name: string;
  /** Places at the table; a wheelchair user takes one of them. */
  seats: number;
  /** High chairs that fit beside the seats (absent: none). */
  highChairs?: number;
  /** The couple's table: only the people a "head table" rule names sit there (and anyone locked to it). */
  head?: boolean;
  nearExit?: boolean;
  /** Places at which a wheelchair fits (a chair taken away); absent: none. */
  wheelchairSpaces?: number;
  /** The couple finished this table: its people stay and nobody joins it. */
  locked?: boolean;
}

/** Where a seated person came from: a guest of a party, or someone an open-form reply named. */
export interface PersonOrigin {
  guestId?: string;
  replyId?: string;
}

export interface SeatingPerson {
  id: string;
  name: string;
  /** The household (a party, or one open-form reply's people) this person moves with. */
  partyId: string;
  /** The couple split this person from their household: they may sit at another table. */
  splitFromParty?: boolean;
  /** A small child in a high chair rather than on a seat. */
  highChair?: boolean;
  needs?: { wheelchair?: boolean; nearExit?: boolean };
  side?: string | null;
  tags?: readonly string[];
  /** People with the same group key know each other ("college friends", "the Okafor cousins"). */
  groupKey?: string | null;
  /** Not replied yet: seated for now, marked as tentative. */
  tentative?: boolean;
  origin?: PersonOrigin;
}

export interface SeatingParty {
  id: string;
  name: string;
}

export interface SeatingAssignment {
  personId: string;
  tableId: string;
  /** 1..seats; absent or null for a high chair or a seat not chosen yet. */
  seat?: number | null;
  /** The couple fixed this person at this table. */
  locked?: boolean;
}

/** A rule names one person or a whole household. */
export type RuleSubject = { personId: string } | { partyId: string };

export type SeatingRule =
  | { id?: string; kind: "together"; a: RuleSubject; b: RuleSubject }
  | { id?: string; kind: "apart"; a: RuleSubject; b: RuleSubject }
  | { id?: string; kind: "head"; subject: RuleSubject };

export interface SeatingInput {
  tables: readonly SeatingTable[];
  people: readonly SeatingPerson[];
  /** Names for the households, so explanations can say "the Okafor family". */
  parties?: readonly SeatingParty[];
  /** Where people sit now (some locked); everyone not listed is unseated. */
  assignments: readonly SeatingAssignment[];
  rules: readonly SeatingRule[];
}

/** fill: seat the unseated around everyone already seated; replan: re-plan everyone not locked. */
export type SeatingMode = "fill" | "replan";

export interface SeatingProgress {
  phase: "checking" | "placing" | "improving" | "ordering";
  /** 0..1 over the whole run. */
  fraction: number;
}

export interface PlanOptions {
  seed: number;
  mode: SeatingMode;
  onProgress?: (progress: SeatingProgress) => void;
  /** Multiplies the search's iteration budget (1 by default); the budget is counted, never timed, so a seed gives one plan. */
  effort?: number;
}

/** One person's place in a plan. */
export interface PlacedPerson {
  personId: string;
  tableId: string;
  /** The seat number, or null for a high chair (beside the household's seats). */
  seat: number | null;
  locked: boolean;
  tentative: boolean;
}
