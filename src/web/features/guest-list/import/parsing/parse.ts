import Papa from "papaparse";

/** One record of the file, numbered as the spreadsheet shows it (the first row is row 1). */
export interface SheetRow {
  row: number;
  cells: string[];
}

export type Delimiter = "," | ";" | "\t" | "|";

export interface ParsedTable {
  rows: SheetRow[];
  delimiter: Delimiter;
  /** papaparse's complaints (an unclosed quote), by row. */
  errors: { row: number; message: string }[];
}

/*
 * The order in which a delimiter wins when several split the first rows evenly. papaparse's own
 * guess prefers the one making the most fields, so a European Excel file ("Müller;Hans;2,5")
 * would be split at its decimal commas; a tab never occurs in a name, and a file in which
 * semicolons split every row evenly is a semicolon file whatever its commas are.
 */
const DELIMITERS: Delimiter[] = ["\t", ";", ",", "|"];
const SAMPLE_ROWS = 30;

/** Text to rows with papaparse: quoted newlines kept in their cell, cells trimmed. */
export function parseTable(text: string): ParsedTable {
  const delimiter = chooseDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, transform: (value) => value.trim() });
  // Blank records are kept here so each row keeps the number the spreadsheet shows.
  const rows = parsed.data.map((cells, index) => ({ row: index + 1, cells }));
  while (rows.length && rows.at(-1)!.cells.every((cell) => cell === "")) rows.pop();
  const errors = parsed.errors.map((error) => ({ row: (error.row ?? 0) + 1, message: error.message }));
  return { rows, delimiter, errors };
}

function chooseDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; fields: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const sample = Papa.parse<string[]>(text, { delimiter, preview: SAMPLE_ROWS, skipEmptyLines: "greedy" }).data;
    const counts = sample.map((cells) => cells.length);
    const first = counts[0] ?? 0;
    if (first > 1 && counts.every((count) => count === first)) return delimiter;
    // Ragged but splitting: remembered in case no delimiter splits evenly.
    const fields = counts.length ? Math.min(...counts) : 0;
    if (fields > 1 && (!best || fields > best.fields)) best = { delimiter, fields };
  }
  return best?.delimiter ?? ",";
}
