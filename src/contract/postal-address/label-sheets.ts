/**
 * Address label sheets printed through the browser (issue 32 item 3; docs/decisions/0044):
 * the two most sold, Avery L7160 (A4, 3 x 7 labels of 63.5 x 38.1 mm) and Avery 5160 (US Letter,
 * 3 x 10 labels of 2⅝ x 1 in), measured in millimetres from Avery's templates. Plain data, read by
 * the print screen's CSS and by its unit test.
 */
export interface LabelSheet {
  id: "l7160" | "5160";
  name: string;
  page: { size: "A4" | "letter"; width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** The page's margin to the first label, top and left. */
  margin: { top: number; left: number };
  /** The gap between two labels side by side (none between rows on either sheet). */
  gap: { column: number; row: number };
  /** Inside a label, kept clear so a slightly misfed sheet does not cut text. */
  padding: number;
}

const IN = 25.4;

export const LABEL_SHEETS: Record<LabelSheet["id"], LabelSheet> = {
  l7160: {
    id: "l7160",
    name: "Avery L7160 (A4, 21 labels)",
    page: { size: "A4", width: 210, height: 297 },
    columns: 3,
    rows: 7,
    label: { width: 63.5, height: 38.1 },
    margin: { top: 15.15, left: 7.25 },
    gap: { column: 2.5, row: 0 },
    padding: 3,
  },
  "5160": {
    id: "5160",
    name: "Avery 5160 (US Letter, 30 labels)",
    page: { size: "letter", width: 8.5 * IN, height: 11 * IN },
    columns: 3,
    rows: 10,
    label: { width: 2.625 * IN, height: 1 * IN },
    margin: { top: 0.5 * IN, left: 0.1875 * IN },
    gap: { column: 0.125 * IN, row: 0 },
    padding: 2,
  },
};

export const isLabelSheet = (value: unknown): value is LabelSheet["id"] => value === "l7160" || value === "5160";

const PT_PER_MM = 72 / 25.4;
/** An average glyph is about this much of the font size wide (Latin and Arabic alike, in the sans we print with). */
const GLYPH_WIDTH = 0.55;
const LINE_HEIGHT = 1.2;

/**
 * The font size, in points, at which a label's lines fit its box: 11 pt when they do, smaller for
 * a long name or many lines, never under 6 pt. A line too long even so wraps (the label's CSS lets
 * it), so the size is the largest at which the wrapped lines still fit the label's height. Counted
 * in code points so an Arabic or accented name is measured as read.
 */
export function labelFontSize(lines: readonly string[], sheet: LabelSheet): number {
  const width = (sheet.label.width - 2 * sheet.padding) * PT_PER_MM;
  const height = (sheet.label.height - 2 * sheet.padding) * PT_PER_MM;
  for (let size = 11; size > 6; size -= 0.5) {
    const perLine = Math.max(1, Math.floor(width / (size * GLYPH_WIDTH)));
    const rows = lines.reduce((sum, text) => sum + Math.max(1, Math.ceil([...text].length / perLine)), 0);
    if (rows * size * LINE_HEIGHT <= height) return size;
  }
  return 6;
}

/**
 * The labels laid out on sheets, `startAt` being the first label still on a sheet that was used
 * before (1 for a new one): the positions before it stay empty (`null`), so a half-used sheet is
 * printed on again rather than thrown away.
 */
export function labelPages<T>(labels: readonly T[], sheet: LabelSheet, startAt = 1): (T | null)[][] {
  const perPage = sheet.columns * sheet.rows;
  const skipped = Math.min(Math.max(Math.trunc(startAt) || 1, 1), perPage) - 1;
  const cells: (T | null)[] = [...Array<null>(skipped).fill(null), ...labels];
  if (labels.length === 0) return [];
  return Array.from({ length: Math.ceil(cells.length / perPage) }, (_, page) => cells.slice(page * perPage, (page + 1) * perPage));
}
