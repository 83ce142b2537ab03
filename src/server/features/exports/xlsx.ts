import { Writable } from "node:stream";
import type { Cell, Table } from "./table";
import { stripBidiControls } from "../../../contract/bidi";

/** Excel refuses a cell longer than this (its specifications and limits). */
const MAX_CELL_LENGTH = 32_767;
/** Bytes gathered before they are handed on, as the CSV writer hands on ~64 KB at a time. */
const CHUNK = 64_000;

// Characters XML 1.0 cannot hold: exceljs drops C0 controls itself, not lone surrogates nor U+FFFE/U+FFFF.
const NOT_XML = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A cell as the workbook stores it: a count stays a number, everything else is text, written
 * as a text cell whatever it looks like ("=1+1", "+44 20...", "007"), so no cell is ever a
 * formula and nothing needs the CSV's leading quote (docs/security.md, "Data in exports").
 */
export function xlsxValue(cell: Cell): string | number | null {
  if (cell == null || cell === "") return null;
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : String(cell);
  // Bidi overrides and isolates would reorder the cell as Excel shows it (contract/bidi.ts), as in the CSV.
  return stripBidiControls(cell).replace(NOT_XML, "").slice(0, MAX_CELL_LENGTH);
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], not starting or ending with '. */
export function sheetName(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 31)
    .replace(/^'+|'+$/g, "")
    .trim();
  return cleaned || "Sheet1";
}

/** A column wide enough for its heading, within reason (Excel's widths are in characters). */
const widthOf = (heading: string) => Math.min(Math.max(heading.length + 2, 10), 40);

/**
 * The table as an Excel workbook (.xlsx), streamed: exceljs's streaming writer turns each row into
 * sheet XML as it comes and zips it at once, with inline (not shared) strings, so memory stays
 * flat whatever the size (docs/decisions/0027-counts-and-workbooks.md). The header is bold and
 * stays in view while scrolling. Pulled like the CSV writer: rows are only read while the
 * client takes the bytes.
 */
export async function* xlsxDocument<T>(table: Table<T>): AsyncGenerator<Uint8Array> {
  let pending: Buffer[] = [];
  let size = 0;
  let failure: Error | null = null;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      size += chunk.length;
      done();
    },
  });
  sink.on("error", (error) => (failure = error));
  const take = (): Buffer => {
    if (failure) throw failure;
    const out = Buffer.concat(pending);
    pending = [];
    size = 0;
    return out;
  };

  // Loaded on the first workbook, not at start-up: exceljs and its zip libraries take about a second to load.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useSharedStrings: false,
    useStyles: true,
    // The fastest deflate: the sheet XML still shrinks ~10 times, and the file is built as it is sent.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(sheetName(table.sheet), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = table.header.map((heading) => ({ width: widthOf(heading) }));
  const header = sheet.addRow(table.header.map(xlsxValue));
  header.font = { bold: true };
  header.commit();
  for await (const item of table.items) {
    for (const row of table.rowsOf(item)) sheet.addRow(row.map(xlsxValue)).commit();
    if (size > CHUNK) yield take();
  }
  sheet.commit();
  await workbook.commit();
  yield take();
}
