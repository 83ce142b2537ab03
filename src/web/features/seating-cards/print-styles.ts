/** The paper the couple prints on: its CSS `@page` size (CSS Paged Media). */
export const PAPERS = { a4: "A4", letter: "letter" } as const;
export type Paper = keyof typeof PAPERS;

/**
 * The print screen's sheet styles (docs/decisions/0037-seating-print.md). Plain CSS in a style
 * element (the content security policy allows inline styles): the page size follows the couple's
 * choice, and the cards have fixed sizes in millimetres so they cut cleanly along their dashed
 * edges and never split across pages (`break-inside: avoid`). On a screen the same sheet is a
 * preview: one or two columns on a phone, the printed columns from 640 px.
 */
export function printStyles(paper: Paper): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a style sheet, not text a person reads
  return `
@page { size: ${PAPERS[paper]}; margin: 10mm; }
.sp-sheet { color: #1c1917; }
.sp-grid { display: grid; grid-template-columns: repeat(var(--sp-phone-cols, 1), minmax(0, 1fr)); }
@media (min-width: 640px) { .sp-grid { grid-template-columns: repeat(var(--sp-cols), minmax(0, 1fr)); } }
.sp-card { break-inside: avoid; box-sizing: border-box; height: var(--sp-height); padding: 3mm; border: 1px dashed #a8a29e; margin: 0 -1px -1px 0;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1.5mm; text-align: center; background: #fff; min-width: 0; }
.sp-name { max-width: 100%; overflow-wrap: anywhere; line-height: 1.15; font-weight: 600; }
.sp-escort { --sp-cols: 3; --sp-phone-cols: 2; --sp-height: 30mm; }
.sp-place { --sp-cols: 2; --sp-height: 45mm; }
.sp-place .sp-card { flex-direction: row; justify-content: space-between; text-align: start; gap: 3mm; }
.sp-table { --sp-cols: 1; --sp-height: 120mm; }
.sp-mark { flex: none; display: flex; flex-direction: column; align-items: center; line-height: 1; font-weight: 700; }
.sp-mark-letter { font-size: 26pt; }
.sp-mark-symbol { font-size: 16pt; }
.sp-serif { font-family: ui-serif, Georgia, "Times New Roman", serif; }
.sp-chart { columns: 3 55mm; column-gap: 5mm; }
.sp-chart-table, .sp-caterer-table { break-inside: avoid; }
@media print {
  html, body { background: #fff !important; }
  .sp-controls { display: none !important; }
  .sp-main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
  .sp-grid { grid-template-columns: repeat(var(--sp-cols), minmax(0, 1fr)); }
  .sp-caterer { font-size: 9pt; }
}
`;
}
