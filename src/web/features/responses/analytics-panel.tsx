import { i18n } from "../host/host-i18n";
import { useId, useMemo } from "react";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { analyseResponses, SIDE_KEYS, type ResponseAnalytics, type SideKey } from "../../../contract/rules/analytics";
import type { SideLabels } from "../../../contract/side-labels";
import { useSideLabels } from "../host/side-labels";
import type { CountedParty } from "../../../contract/rules/head-count";
import { ResponsesChart } from "./responses-chart";

// The couple's words for the sides (contract/side-labels.ts); column heads stay short so the
// whole table fits a 360 px phone, and screen readers hear the full name.
const sideLabel = (side: SideKey, sides: SideLabels): string => sides[side];
const sideHead = (side: SideKey, sides: SideLabels): string => sides.short[side];

type Tally = ResponseAnalytics["attending"];

function TallyTable({ caption, rows, firstColumn }: { caption: string; rows: Array<{ label: string; tally: Tally }>; firstColumn: string }) {
  const titleId = useId();
  const sides = useSideLabels();
  // "Both" is a column of its own (each person counted once), shown once someone is on both sides.
  const keys = SIDE_KEYS.filter((side) => side !== "both" || rows.some(({ tally }) => tally.both > 0));
  return (
    // At 200% text a phone scrolls the table sideways inside its box, not the page (WCAG 1.4.10
    // exempts data tables), and the title stays whole above it. `relative` makes the box the
    // containing block of the header's sr-only text too, which is absolutely positioned and would
    // otherwise widen the page; focusable, so a keyboard can scroll it.
    <div>
      <p id={titleId} className="mb-2 font-medium text-stone-900">
        {caption}
      </p>
      <div className="relative overflow-x-auto" role="region" aria-labelledby={titleId} tabIndex={0}>
        <table aria-labelledby={titleId} className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-blush-200 text-stone-600">
              <th scope="col" className="py-2 pr-2 text-xs font-medium sm:text-sm">
                {firstColumn}
              </th>
              {keys.map((side) => (
                <th key={side} scope="col" className="px-1 py-2 text-right text-xs font-medium sm:px-2 sm:text-sm">
                  {side === "unassigned" ? (
                    sideHead(side, sides)
                  ) : (
                    <>
                      <span aria-hidden="true">{sideHead(side, sides)}</span>
                      <span className="sr-only">{sideLabel(side, sides)}</span>
                    </>
                  )}
                </th>
              ))}
              <th scope="col" className="py-2 pl-1 text-right text-xs font-semibold text-stone-800 sm:pl-2 sm:text-sm">
                {i18n._({ id: "responses.total", message: "Total" })}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, tally }) => (
              <tr key={label} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="py-2 pr-2 font-normal break-words text-stone-800">
                  {label}
                </th>
                {keys.map((side) => (
                  <td key={side} className="px-1 py-2 text-right tabular-nums sm:px-2">
                    {tally[side]}
                  </td>
                ))}
                <td className="py-2 pl-2 text-right font-semibold tabular-nums">{tally.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * What a caterer and a seating plan need: people by attendance and side, meal choices
 * totalled per option and side, dietary notes by name, and replies over time. Computed by
 * the same shared rules as the counts and the CSV exports.
 */
export function AnalyticsPanel({ questions, responses, parties }: { questions: Question[]; responses: RsvpResponse[]; parties: readonly CountedParty[] }) {
  const sides = useSideLabels();
  const analytics = useMemo(() => analyseResponses(questions, responses, parties), [questions, responses, parties]);
  if (responses.length === 0 && parties.length === 0) return null;
  return (
    <section aria-labelledby="analytics-title" className="mt-8 rounded-2xl border border-blush-200 bg-white p-3 shadow-sm sm:p-6">
      <h2 id="analytics-title" className="font-serif text-2xl text-stone-900">
        {i18n._({ id: "responses.glanceTitle", message: "Guests at a glance" })}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {parties.length > 0
          ? i18n._({
              id: "responses.glanceIntroGuestList",
              message:
                "Head counts include everyone in each party. A household that has not replied is pending, with all its seats. Meals count attending guests only.",
            })
          : i18n._({ id: "responses.glanceIntro", message: "Head counts include everyone in each party. Meals count attending guests only." })}
      </p>
      <div className="mt-5 grid gap-8 lg:grid-cols-2">
        <TallyTable
          caption={i18n._({ id: "responses.byReplyAndSide", message: "Guests by reply and side" })}
          firstColumn={i18n._({ id: "responses.replyColumn", message: "Reply" })}
          rows={[
            { label: i18n._({ id: "responses.rowAttending", message: "Attending" }), tally: analytics.attending },
            { label: i18n._({ id: "responses.rowDeclined", message: "Declined" }), tally: analytics.declined },
            { label: i18n._({ id: "responses.rowPending", message: "Pending" }), tally: analytics.pending },
          ]}
        />
        {analytics.meals.map((meal) => (
          <TallyTable
            key={meal.questionId}
            caption={i18n._({ id: "responses.mealTotals", message: "{question}: totals for the caterer", values: { question: meal.question } })}
            firstColumn={i18n._({ id: "responses.choiceColumn", message: "Choice" })}
            rows={meal.options.map(({ option, counts }) => ({ label: option, tally: counts }))}
          />
        ))}
        <div>
          <h3 className="mb-2 font-medium text-stone-900">{i18n._({ id: "responses.dietaryNotes", message: "Dietary notes" })}</h3>
          {analytics.dietaryNotes.length === 0 ? (
            <p className="text-sm text-stone-600">{i18n._({ id: "responses.noDietaryNotes", message: "No dietary notes from attending guests." })}</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {analytics.dietaryNotes.map((note, index) => (
                <li key={`${note.guestName}-${note.name}-${index}`} className="rounded-lg bg-blush-50 px-3 py-2">
                  <span className="font-medium text-stone-900">{note.name}</span>
                  {note.name !== note.guestName && (
                    <span className="text-stone-600">
                      {" "}
                      {i18n._({ id: "responses.dietaryPartyOf", message: "(party of {name})", values: { name: note.guestName } })}
                    </span>
                  )}
                  <span className="text-stone-600"> · {sideLabel(note.side, sides)}</span>
                  <p className="text-stone-800">{note.note}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <ResponsesChart days={analytics.overTime} />
      </div>
    </section>
  );
}
