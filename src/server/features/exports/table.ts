import type { CsvSeparator } from "../../../contract/exports";
import { csvDocument } from "./csv";
import { xlsxDocument } from "./xlsx";

/** A cell of an export: text, a count, or nothing. */
export type Cell = string | number | null | undefined;

/**
 * One export's table, before it is a file: its sheet's name, its header, and the rows each
 * source item (a reply, a household) makes. Streamed: the items are read as the file is written.
 */
export interface Table<T> {
  sheet: string;
  header: readonly string[];
  items: AsyncIterable<T>;
  rowsOf: (item: T) => Cell[][];
}

/** How the couple asked for it: an Excel workbook, or CSV with their region's separator (contract/exports.ts). */
export type FileFormat = { kind: "xlsx" } | { kind: "csv"; separator: CsvSeparator };

export const FILE_EXTENSION = { xlsx: "xlsx", csv: "csv" } as const;
export const CONTENT_TYPE = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
} as const;

/** The table as the file asked for, streamed. */
export function renderTable<T>(table: Table<T>, format: FileFormat): AsyncGenerator<string | Uint8Array> {
  return format.kind === "xlsx" ? xlsxDocument(table) : csvDocument(table.header, table.items, table.rowsOf, format.separator);
}
