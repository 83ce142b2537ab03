import { buildParties } from "./build";
import { type DecodedText, decodeSpreadsheet } from "./decode";
import { type ImportPreview } from "./import-preview";
import { type ColumnMapping, findHeaderRow, guessMapping } from "./mapping";
import { type Delimiter, type SheetRow, parseTable } from "./parse";

/** A file (or pasted block) read far enough for the mapping step. */
export interface Spreadsheet {
  /** Null for pasted text. */
  encoding: DecodedText["encoding"] | null;
  delimiter: Delimiter;
  /** The header row's cells, or null when the first row is already a guest. */
  headers: string[] | null;
  /** Rows after the header, numbered as the spreadsheet shows them. */
  rows: SheetRow[];
  /** Non-blank rows above the header (a title, a note): skipped, and said so. */
  aboveHeader: number[];
  /** Where papaparse found broken quoting. */
  errors: { row: number; message: string }[];
  /** The first guess; the couple may change it. */
  mapping: ColumnMapping;
}

/** Bytes of a file, or pasted text: decode, parse, find the header, guess the mapping. */
export function readSpreadsheet(input: Uint8Array | string): Spreadsheet {
  const decoded = typeof input === "string" ? null : decodeSpreadsheet(input);
  const table = parseTable(typeof input === "string" ? input : decoded!.text);
  const header = findHeaderRow(table.rows);
  const rows = header ? table.rows.filter((row) => row.row > header.row) : table.rows;
  const headers = header ? header.cells : null;
  const aboveHeader = header ? table.rows.filter((row) => row.row < header.row && row.cells.some((cell) => cell !== "")).map((row) => row.row) : [];
  return {
    encoding: decoded?.encoding ?? null,
    delimiter: table.delimiter,
    headers,
    rows,
    aboveHeader,
    errors: table.errors,
    mapping: guessMapping(headers, rows),
  };
}

/** The preview under a mapping (the guessed one unless the couple chose another). */
export function previewSpreadsheet(sheet: Spreadsheet, mapping: ColumnMapping = sheet.mapping): ImportPreview {
  const preview = buildParties(sheet.rows, mapping);
  preview.skipped.unshift(...sheet.aboveHeader.map((row) => ({ row, message: "Skipped: above the column names" })));
  for (const error of sheet.errors) preview.notes.push({ row: error.row, message: `The file's quoting looks broken here (${error.message})` });
  preview.notes.sort((a, b) => a.row - b.row);
  return preview;
}
