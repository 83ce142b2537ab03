import type { CatererRow, CatererSheet, Totals } from "../../../contract/seating-print/sheets";
import type { Cell, Table } from "./table";

/** "Yes" for a flag a person has, empty otherwise: a caterer's spreadsheet counts the filled cells. */
const yes = (flag: boolean) => (flag ? 1 : null);

/**
 * The caterer's and the venue's sheet as a file (issue 30 item 6; docs/decisions/0037-seating-print.md):
 * one row per person at each table in seat order, each table's totals under it, then the people
 * coming who have no table yet, then the event's totals. One column per meal holds a 1 on a
 * person's row and the count on a totals row, so the file stays one table a spreadsheet can sum
 * and filter, and its totals agree with the printed sheet's (contract/seating-print/sheets.ts).
 */
export function seatingCatererTable(sheet: CatererSheet): Table<Cell[]> {
  const mealColumns = sheet.legend.map((mark) => `${mark.meal ?? "No meal chosen"} (${mark.letter})`);
  const header = ["Table", "Seat", "Name", "Household", "Meal", "Dietary notes", "Not replied yet", "People", "High chair", "Wheelchair", ...mealColumns];
  const personRow = (tableName: string, row: CatererRow): Cell[] => [
    tableName,
    row.highChair ? "high chair" : row.seat,
    row.name,
    row.partyName,
    row.meal,
    row.dietary,
    row.tentative ? "not replied yet" : null,
    1,
    yes(row.highChair),
    yes(row.wheelchair),
    ...sheet.legend.map((mark) => (row.mark === mark ? 1 : null)),
  ];
  const totalsRow = (tableName: string, label: string, totals: Totals): Cell[] => [
    tableName,
    null,
    label,
    null,
    null,
    null,
    totals.tentative || null,
    totals.people,
    totals.highChairs,
    totals.wheelchairs,
    ...totals.meals.map((meal) => meal.count),
  ];
  const rows: Cell[][] = [];
  for (const group of sheet.tables) {
    const name = group.table?.name ?? "No table yet";
    for (const row of group.rows) rows.push(personRow(name, row));
    rows.push(totalsRow(name, `Total for ${name}`, group.totals));
  }
  rows.push(totalsRow("All tables", "Total for the event", sheet.totals));
  return {
    sheet: "Caterer and venue",
    header,
    items: (async function* () {
      yield* rows;
    })(),
    rowsOf: (row) => [row],
  };
}
