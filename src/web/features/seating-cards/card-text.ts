import type { I18n } from "../../../contract/translator";

/**
 * The printed cards' text rules (docs/decisions/0037-seating-print.md), pure so they are tested
 * without a browser.
 */

/**
 * A table's name on a card guests read: the couple's own name as written ("The Roses"), but a
 * bare number or our default "Table 12" in the wedding's language ("Mesa 12", "طاولة 12"): the
 * word is the product's, not the couple's.
 */
export function cardTableName(i18n: I18n, name: string): string {
  const number = /^(?:Table\s+)?(\d{1,4})$/i.exec(name.trim())?.[1];
  return number ? i18n._({ id: "seatingCards.tableNumber", message: "Table {number}", values: { number } }) : name;
}

export type CardKind = "escort" | "place" | "table";

// Steps by length: a long name wraps onto a few lines at a smaller size rather than leaving its
// card. The steps keep the longest name we store (contract/limits.ts LENGTH.name, 100) inside
// each card's fixed height (print-styles.ts), which the browser test measures on paper.
const STEPS: Record<CardKind, [maxLength: number, points: number][]> = {
  escort: [
    [16, 15],
    [26, 12],
    [40, 10],
    [Infinity, 8],
  ],
  place: [
    [16, 22],
    [24, 17],
    [36, 13],
    [Infinity, 10],
  ],
  table: [
    [6, 96],
    [12, 60],
    [24, 40],
    [Infinity, 24],
  ],
};

/** The name's size in points on a card of this kind. Counted in characters as a person sees them. */
export function nameSize(kind: CardKind, text: string): number {
  const length = [...text.trim()].length;
  return STEPS[kind].find(([max]) => length <= max)![1];
}
