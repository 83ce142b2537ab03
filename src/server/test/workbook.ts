import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";

export type WorkbookCell = string | number | null;

/** One cell as the sheet's XML stores it: its reference, type attribute and whether it holds a formula. */
export interface RawCell {
  ref: string;
  type: string | null;
  formula: boolean;
}

/**
 * An .xlsx read back the way a spreadsheet would: its first sheet's rows through a real parser
 * (exceljs's reader, not our writer's code), and every cell's type as the XML says it, so a test
 * can see that no cell is a formula whatever its text.
 */
export async function readWorkbook(bytes: Uint8Array): Promise<{ sheetName: string; rows: WorkbookCell[][]; cells: RawCell[]; xml: string }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: WorkbookCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: WorkbookCell[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      const value = row.getCell(column).value;
      values.push(value == null ? null : typeof value === "number" || typeof value === "string" ? value : JSON.stringify(value));
    }
    // Trailing empty cells are not in the file; the CSV has them as "".
    rows.push(values);
  });
  const files = unzipSync(bytes);
  const xml = strFromU8(files["xl/worksheets/sheet1.xml"]!);
  const cells = [...xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(\/>|>([\s\S]*?)<\/c>)/g)].map((match) => ({
    ref: match[1]!,
    type: /\bt="([^"]+)"/.exec(match[2]!)?.[1] ?? null,
    formula: /<f[\s>]/.test(match[4] ?? ""),
  }));
  return { sheetName: sheet.name, rows, cells, xml };
}
