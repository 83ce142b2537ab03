import { i18n } from "../../host/host-i18n";
import type { PlanPerson, SeatingTableView } from "../../../../contract/seating-plan";

/** The whole chart: every table with its people in seat order, flowing in columns, no table split across pages. */
export function SeatingChart({ tables }: { tables: { table: SeatingTableView; people: PlanPerson[] }[] }) {
  return (
    <div className="sp-chart" data-sheet="chart">
      {tables.map(({ table, people }) => (
        <section key={table.id} className="sp-chart-table mb-4 rounded-lg border border-stone-300 p-3" aria-label={table.name}>
          <h2 className="sp-serif text-lg font-semibold" dir="auto">
            {table.name}
          </h2>
          {people.length === 0 ? (
            <p className="text-sm text-stone-600">{i18n._({ id: "seatingPrint.emptyTable", message: "Nobody yet" })}</p>
          ) : (
            <ol className="mt-1 text-sm">
              {people.map((person) => (
                <li key={person.key} className="break-words" dir="auto">
                  {person.name}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
