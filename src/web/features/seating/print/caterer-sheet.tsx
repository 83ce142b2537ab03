import { i18n } from "../../host/host-i18n";
import type { CatererSheet, CatererTable, Totals } from "../../../../contract/seating-print/sheets";
import type { MealMark } from "../../../../contract/seating-print/meal-marks";

const mealName = (mark: MealMark) => mark.meal ?? i18n._({ id: "seatingPrint.noMeal", message: "No meal chosen" });

/** The meal marks and what each means: on the place-card sheet and the caterer's, for the servers. */
export function MealLegend({ legend }: { legend: MealMark[] }) {
  if (!legend.length) return null;
  return (
    <section aria-labelledby="legend-title" className="mb-4 break-inside-avoid">
      <h2 id="legend-title" className="text-base font-semibold">
        {i18n._({ id: "seatingPrint.legend", message: "Meal marks" })}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        {legend.map((mark) => (
          <li key={mark.meal ?? ""} className="flex items-center gap-2">
            <span className="text-2xl font-bold" aria-hidden="true">
              {mark.letter} {mark.symbol}
            </span>
            <span dir="auto">{mealName(mark)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TotalsLine({ totals }: { totals: Totals }) {
  const parts = [
    i18n._({ id: "seatingPrint.people", message: "{count, plural, one {# person} other {# people}}", values: { count: totals.people } }),
    ...totals.meals.filter((meal) => meal.count > 0).map((meal) => `${meal.mark.letter} ${mealName(meal.mark)}: ${meal.count}`),
  ];
  if (totals.highChairs)
    parts.push(
      i18n._({ id: "seatingPrint.highChairs", message: "{count, plural, one {# high chair} other {# high chairs}}", values: { count: totals.highChairs } }),
    );
  if (totals.wheelchairs)
    parts.push(
      i18n._({
        id: "seatingPrint.wheelchairs",
        message: "{count, plural, one {# wheelchair space} other {# wheelchair spaces}}",
        values: { count: totals.wheelchairs },
      }),
    );
  if (totals.tentative) parts.push(i18n._({ id: "seatingPrint.tentative", message: "{count} not replied yet", values: { count: totals.tentative } }));
  return <p className="font-medium">{parts.join(" · ")}</p>;
}

function CatererTableBlock({ group }: { group: CatererTable }) {
  const title = group.table?.name ?? i18n._({ id: "seatingPrint.noTable", message: "No table yet" });
  return (
    <section className="sp-caterer-table mt-4" aria-label={title}>
      <h3 className="text-lg font-semibold" dir="auto">
        {title}
      </h3>
      <TotalsLine totals={group.totals} />
      <div className="overflow-x-auto">
        <table className="mt-1 w-full border-collapse text-start text-sm">
          <thead>
            <tr className="border-b border-stone-400 text-start">
              <th scope="col" className="py-1 pe-2 text-start">
                {i18n._({ id: "seatingPrint.seat", message: "Seat" })}
              </th>
              <th scope="col" className="py-1 pe-2 text-start">
                {i18n._({ id: "seatingPrint.name", message: "Name" })}
              </th>
              <th scope="col" className="py-1 pe-2 text-start">
                {i18n._({ id: "seatingPrint.meal", message: "Meal" })}
              </th>
              <th scope="col" className="py-1 pe-2 text-start">
                {i18n._({ id: "seatingPrint.dietary", message: "Dietary notes" })}
              </th>
              <th scope="col" className="py-1 text-start">
                {i18n._({ id: "seatingPrint.needs", message: "Needs" })}
              </th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.key} className="border-b border-stone-200 align-top">
                <td className="py-1 pe-2">{row.highChair ? "–" : (row.seat ?? "")}</td>
                <td className="py-1 pe-2 break-words" dir="auto">
                  {row.name}
                </td>
                <td className="py-1 pe-2">
                  <span className="font-bold">{row.mark.letter}</span> <span dir="auto">{row.meal ?? ""}</span>
                </td>
                <td className="py-1 pe-2 break-words" dir="auto">
                  {row.dietary ?? ""}
                </td>
                <td className="py-1">
                  {[
                    row.highChair && i18n._({ id: "seatingPrint.highChair", message: "High chair" }),
                    row.wheelchair && i18n._({ id: "seatingPrint.wheelchair", message: "Wheelchair" }),
                    row.child && !row.highChair && i18n._({ id: "seatingPrint.child", message: "Child" }),
                    row.tentative && i18n._({ id: "seatingPrint.notReplied", message: "Not replied" }),
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The caterer's and the venue's sheet (issue 30 item 6): the event's totals first, then each table. */
export function CatererSheetView({ sheet }: { sheet: CatererSheet }) {
  return (
    <div className="sp-caterer" data-sheet="caterer">
      <section aria-labelledby="event-totals" className="mb-2">
        <h2 id="event-totals" className="text-xl font-semibold">
          {i18n._({ id: "seatingPrint.eventTotals", message: "The whole event" })}
        </h2>
        <TotalsLine totals={sheet.totals} />
      </section>
      <MealLegend legend={sheet.legend} />
      {sheet.tables.map((group) => (
        <CatererTableBlock key={group.table?.id ?? "unseated"} group={group} />
      ))}
    </div>
  );
}
