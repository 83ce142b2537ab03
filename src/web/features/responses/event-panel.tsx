import { i18n } from "../host/host-i18n";
import { useId, useMemo, useState } from "react";
import { MAIN_EVENT_ID, type HostEvent } from "../../../contract/events";
import type { Party } from "../../../contract/guest-list";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { summariseEvent } from "../../../contract/rules/event-summary";
import { countedParty } from "../../../contract/rules/head-count";
import { inputClass } from "../../components/ui/field";
import { ExportList } from "../host/export-list";
import { catererFile } from "./export-buttons";
import { withTypedValues } from "./typed-elements";

interface EventPanelProps {
  code: string;
  events: readonly HostEvent[];
  questions: readonly Question[];
  responses: readonly RsvpResponse[];
  parties: readonly Party[];
}

/**
 * The event switch (docs/decisions/0019-events.md): each event's head count, meals and dietary
 * notes among the guests invited to it, live with the list, and its caterer's CSV. The numbers
 * come from contract/rules/event-summary.ts, as the CSVs' do.
 */
export function EventPanel({ code, events, questions, responses, parties }: EventPanelProps) {
  const id = useId();
  const [eventId, setEventId] = useState(MAIN_EVENT_ID);
  const event = events.find((candidate) => candidate.id === eventId) ?? events[0]!;
  const summary = useMemo(
    () => summariseEvent(event.id === MAIN_EVENT_ID ? { id: MAIN_EVENT_ID } : { id: event.id, access: event }, questions, responses, parties.map(countedParty)),
    [event, questions, responses, parties],
  );
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <h2 id={`${id}-title`} className="font-serif text-xl text-stone-900">
            {i18n._({ id: "responses.perEvent", message: "Per event" })}
          </h2>
          <label htmlFor={`${id}-event`} className="text-sm font-medium text-stone-800">
            {i18n._({ id: "responses.event", message: "Event" })}
          </label>
          <select id={`${id}-event`} value={event.id} onChange={(e) => setEventId(e.target.value)} className={inputClass}>
            {events.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 sm:max-w-sm">
          <ExportList
            failure={{
              title: i18n._({ id: "responses.exportFailed", message: "Export Failed" }),
              description: i18n._({ id: "responses.catererExportFailed", message: "Failed to export the caterer list. Please try again." }),
            }}
            files={[catererFile(code, event)]}
          />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-3" aria-live="polite">
        {[
          // The test ids keep their English names: hooks for the browser tests, never shown.
          // eslint-disable-next-line lingui/no-unlocalized-strings
          { testId: "Attending", label: i18n._({ id: "responses.eventAttending", message: "Attending" }), value: summary.attending },
          // eslint-disable-next-line lingui/no-unlocalized-strings
          { testId: "Not attending", label: i18n._({ id: "responses.eventNotAttending", message: "Not attending" }), value: summary.notAttending },
          // eslint-disable-next-line lingui/no-unlocalized-strings
          { testId: "Not answered yet", label: i18n._({ id: "responses.eventNotAnswered", message: "Not answered yet" }), value: summary.pending },
        ].map(({ testId, label, value }) => (
          <div key={testId} className="rounded-xl bg-blush-50 p-3">
            <dt className="text-sm font-medium text-stone-700">{label}</dt>
            <dd className="font-serif text-2xl text-stone-900" data-testid={`event-count-${testId}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {summary.meals.map((meal) => (
        <div key={meal.questionId} className="mt-4">
          <h3 className="font-medium text-stone-900">{meal.question}</h3>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-800">
            {meal.options.map((option) => (
              <li key={option.option}>
                {withTypedValues(
                  (values) => i18n._({ id: "responses.optionCount", message: "{option}: <0>{count}</0>", values }),
                  { option: option.option, count: option.count },
                  { 0: <span className="font-semibold" /> },
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {summary.dietaryNotes.length > 0 && (
        <div className="mt-4">
          <h3 className="font-medium text-stone-900">{i18n._({ id: "responses.dietaryNotes", message: "Dietary notes" })}</h3>
          <ul className="mt-1 grid gap-1 text-sm text-stone-800">
            {summary.dietaryNotes.map((note, index) => (
              <li key={index} className="break-words">
                {withTypedValues(
                  (values) => i18n._({ id: "responses.dietaryNote", message: "<0>{name}</0>: {note}", values }),
                  { name: note.name, note: note.note },
                  { 0: <span className="font-semibold" /> },
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
