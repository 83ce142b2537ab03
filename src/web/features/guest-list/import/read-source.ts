import { i18n } from "../../host/host-i18n";
import { parsePartyLines } from "./parsing/party-line";
import { type ImportPreview } from "./parsing/import-preview";
import { readSpreadsheet, type Spreadsheet } from "./parsing/read-spreadsheet";

/** What the couple gave: a spreadsheet (mapped by columns) or lines typed or pasted one household each. */
export type LoadedSource = { label: string; sheet: Spreadsheet; lines?: undefined } | { label: string; sheet?: undefined; lines: ImportPreview };

/** Far above any guest list (2,000 guests is ~100 KB); a bigger file is not a guest list. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export class SourceError extends Error {}

/** Reads a chosen or dropped file. Workbooks are refused with how to export them as CSV. */
export async function readFileSource(file: File): Promise<LoadedSource> {
  if (file.size > MAX_FILE_BYTES) {
    throw new SourceError(
      i18n._({ id: "guests.importTooLarge", message: "{file} is larger than 5 MB; a guest list exported as CSV is far smaller.", values: { file: file.name } }),
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // .xlsx is a zip ("PK"), old .xls an OLE file: not text. Couples save as CSV in one step.
  const workbook = (bytes[0] === 0x50 && bytes[1] === 0x4b) || (bytes[0] === 0xd0 && bytes[1] === 0xcf) || /\.(xlsx|xls|numbers|ods)$/i.test(file.name);
  if (workbook) {
    throw new SourceError(
      i18n._({
        id: "guests.importWorkbook",
        message:
          "{file} is a workbook, not a CSV. In Excel choose File › Save As › “CSV UTF-8”; in Numbers, File › Export To › CSV; in Google Sheets, File › Download › CSV. Then choose that file.",
        values: { file: file.name },
      }),
    );
  }
  const sheet = readSpreadsheet(bytes);
  if (sheet.rows.length === 0) {
    throw new SourceError(i18n._({ id: "guests.importNoRows", message: "{file} has no rows to import.", values: { file: file.name } }));
  }
  return { label: file.name, sheet };
}

/** Pasted text: cells copied from a spreadsheet (tabs) go through the columns; lines are households. */
export function readPastedSource(text: string): LoadedSource {
  if (!text.trim()) throw new SourceError(i18n._({ id: "guests.importPasteFirst", message: "Paste some names first, or choose a file." }));
  if (text.includes("\t")) return { label: i18n._({ id: "guests.importPastedCells", message: "Pasted cells" }), sheet: readSpreadsheet(text) };
  return { label: i18n._({ id: "guests.importPastedLines", message: "Pasted lines" }), lines: parsePartyLines(text) };
}
