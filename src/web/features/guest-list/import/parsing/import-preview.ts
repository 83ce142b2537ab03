import { type PartyInput } from "../../../../../contract/guest-list";

/** Parties that may be one household, for the couple to confirm (never merged on our own). */
export interface PartySuggestion {
  reason: string;
  /** Indexes into the preview's parties; the first keeps its place. */
  partyIndexes: number[];
}

export interface RowMessage {
  /** 1-based, as the spreadsheet shows it: the header is row 1. */
  row: number;
  message: string;
}

/** What the mapping step shows, and what the import sends (`parties`). */
export interface ImportPreview {
  /** Each valid under `ZPartyInput`, in the order of their first row. */
  parties: PartyInput[];
  /** The rows each party came from. */
  partyRows: number[][];
  /** Rows not imported, and why. */
  problems: RowMessage[];
  /** Rows imported with a guess or with a value left out. */
  notes: RowMessage[];
  /** Rows skipped as not guests (totals, separators); blank rows are only counted. */
  skipped: RowMessage[];
  blankRows: number;
  /** Households to confirm: rows with the same surname and address, when there is no household column. */
  suggestions: PartySuggestion[];
}
