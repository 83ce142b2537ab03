/** RFC 4180 CSV with spreadsheet-injection guarding (docs/design.md section 3). */
import type { Side } from "../../../contract/response";
import { type SideNaming, sideLabel as sideLabelOf } from "../../../contract/side-labels";
import type { CsvSeparator } from "../../../contract/exports";
import { stripBidiControls } from "../../../contract/bidi";
import { ownPartyId } from "../../../contract/rules/own-reply";

// A formula character counts as first even behind characters a person cannot see (zero-width
// spaces, BOM, NBSP, NEL and other format, space and control characters): spreadsheets and
// copy-paste strip or skip them, and what is left would run.
const FORMULA_START = /^[\p{Cf}\p{Zs}\p{Zl}\p{Zp}\p{Cc}]*[=+\-@\t\r\n]/u;
// ";" too: the same cell is safe in a semicolon CSV (contract/exports.ts csvSeparatorFor).
const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;

export function csvCell(value: string | number | null | undefined): string {
  // Bidi overrides and isolates would reorder the cell as a spreadsheet shows it (contract/bidi.ts);
  // text stored before they were dropped at input may still hold them.
  let text = stripBidiControls(value == null ? "" : String(value));
  // A cell a spreadsheet would run as a formula is shown as text instead.
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number | null | undefined>, separator: CsvSeparator = ","): string {
  return `${values.map(csvCell).join(separator)}\r\n`;
}

/** Excel only reads a CSV as UTF-8 when it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";

type Cell = string | number | null | undefined;

/**
 * A whole CSV document, streamed: BOM and header first, then each source item's rows,
 * handed to the socket in sizeable chunks rather than one write per row.
 */
export async function* csvDocument<T>(
  header: readonly string[],
  items: AsyncIterable<T>,
  rowsOf: (item: T) => Cell[][],
  separator: CsvSeparator = ",",
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(header, separator);
  let batch = "";
  for await (const item of items) {
    for (const row of rowsOf(item)) batch += csvRow(row, separator);
    if (batch.length > 64_000) {
      yield batch;
      batch = "";
    }
  }
  if (batch) yield batch;
}

/** The side column of every export: the words the couple's screens use (contract/side-labels.ts). */
export function sideLabel(side: Side | null, naming: SideNaming): string {
  return sideLabelOf(side, naming);
}

/**
 * The party a reply belongs to, for the party columns of both reply exports: from its link, or
 * matched by the couple (contract/rules/own-reply.ts). A suggested match is the server's guess and
 * counts as not replied on the guest list, so it names no party here either.
 */
export function partyOfReply<P>(response: { partyId?: string | null; partyMatch?: string | null }, parties: ReadonlyMap<string, P>): P | undefined {
  const partyId = ownPartyId(response);
  return partyId ? parties.get(partyId) : undefined;
}
