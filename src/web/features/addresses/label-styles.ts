import type { LabelSheet } from "../../../contract/postal-address/label-sheets";

/**
 * The label sheet's CSS (CSS Paged Media; docs/decisions/0044-addresses-and-gifts.md): no page
 * margin, each sheet one element of the page's exact size whose padding is the sheet's margin, so
 * labels land on Avery's die-cut grid whatever the browser's default margins. A printer's own
 * unprintable edge is inside those margins on both sheets. On a screen the page is a preview,
 * zoomed to the window's width.
 */
export function labelStyles(sheet: LabelSheet): string {
  const mm = (value: number) => `${value.toFixed(2)}mm`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a style sheet, not text a person reads
  return `
@page { size: ${sheet.page.size}; margin: 0; }
.lb-page { box-sizing: border-box; width: ${mm(sheet.page.width)}; height: ${mm(sheet.page.height)};
  padding: ${mm(sheet.margin.top)} ${mm(sheet.margin.left)}; display: grid; align-content: start;
  grid-template-columns: repeat(${sheet.columns}, ${mm(sheet.label.width)}); grid-auto-rows: ${mm(sheet.label.height)};
  column-gap: ${mm(sheet.gap.column)}; row-gap: ${mm(sheet.gap.row)}; background: #fff; color: #000; overflow: hidden;
  break-after: page; font-family: system-ui, "Noto Sans", "Noto Naskh Arabic", Arial, sans-serif; }
.lb-page:last-child { break-after: auto; }
.lb-label { box-sizing: border-box; padding: ${mm(sheet.padding)}; overflow: hidden; display: flex; flex-direction: column; justify-content: center; line-height: 1.2; }
.lb-line { display: block; overflow-wrap: anywhere; text-align: start; unicode-bidi: plaintext; }
.lb-name { font-weight: 600; }
@media screen {
  .lb-page { zoom: var(--lb-zoom, 1); margin: 0 auto 24px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.25); }
  .lb-label { outline: 1px dashed #d6d3d1; outline-offset: -1px; border-radius: 2mm; }
}
@media print {
  html, body { background: #fff !important; margin: 0 !important; }
  .lb-controls { display: none !important; }
  .lb-main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
}
`;
}
