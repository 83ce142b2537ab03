import { useLingui } from "../../lib/i18n-react";
import type { GuestEvent } from "../../../contract/events";
import type { LinkView } from "../../../contract/invitation";
import type { Question } from "../../../contract/question";
import type { Answer, Answers } from "../../../contract/response";
import { eventAttendanceQuestion, eventYesPeople } from "../../../contract/rules/event-attendance";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { eventText } from "../../../contract/localized-text";
import { useGuestLocale } from "../invitation/use-guest-locale";
import { QuestionField } from "../reply-form/question-field";
import { seatKey } from "../../../contract/invitation-link";
import { inScheduleOrder } from "../../../contract/rules/schedule-order";
import type { Person } from "./reply-draft";

/**
 * Each extra event of the party's, under its own heading (docs/decisions/0019-events.md): who
 * comes to it, one tap per person (whoever said no to the wedding too), then its own questions
 * for those who said yes. Its own chunk, fetched as the form mounts: a wedding of one event never
 * downloads it, and the first paint (the guests' own taps) does not wait for it.
 */
export function EventReplies({
  events,
  weddingDate,
  questions,
  people,
  answers,
  errors,
  onChange,
  answerEach,
}: {
  events: readonly GuestEvent[];
  /** The wedding's day, where an event with no day of its own is held (contract/rules/schedule-order.ts). */
  weddingDate: string | null;
  questions: readonly Question[];
  /** Everyone the party's reply names: its guests, then its named open seats. */
  people: Person[];
  answers: Answers;
  errors: Record<string, string>;
  onChange: (questionId: string, answer: Answer) => void;
  /** The couple's words under a per-person question (QuestionField), in their phone entry. */
  answerEach?: string;
}) {
  const locale = useGuestLocale() ?? "en";
  const { i18n } = useLingui();
  return inScheduleOrder(events, weddingDate).map((event) => {
    const own = questions.filter((question) => question.eventId === event.id);
    if (own.length === 0) return null;
    const heading = `event-${event.id}-heading`;
    const yes = eventYesPeople(questions, answers, event.id, "");
    const start = event.startTime ? formatWeddingTime(event.startTime, locale) : "";
    const time = start && event.endTime ? `${start} – ${formatWeddingTime(event.endTime, locale)}` : start;
    const attendance = own.find((question) => question.eventAttendance && question.answerScope === "individual");
    const given = attendance ? answers[attendance.id] : undefined;
    const everyoneYes = attendance && Object.fromEntries(people.map((person) => [person.id, attendance.options[0] ?? ""]));
    const allYes = people.every((person) => yes?.has(person.id));
    return (
      <section key={event.id} aria-labelledby={heading} className="grid min-w-0 gap-3 border-t border-stone-200 pt-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            {/* bdi, not dir: the couple's name for it keeps its own direction, the heading the page's alignment. */}
            <h3 id={heading} className="text-base font-semibold break-words text-stone-900">
              <bdi>{eventText(event, "name", locale)}</bdi>
            </h3>
            {(event.date || time) && (
              <p className="text-sm text-stone-600">{[event.date && formatWeddingDate(event.date, locale), time].filter(Boolean).join(" · ")}</p>
            )}
          </div>
          {/* One tap for the whole household, as for the wedding (guest-choices.tsx); each can still change their own. */}
          {attendance && everyoneYes && people.length > 1 && (
            <button
              type="button"
              disabled={allYes}
              aria-describedby={heading}
              onClick={() => onChange(attendance.id, { ...(typeof given === "object" ? given : {}), ...everyoneYes })}
              className="min-h-11 rounded-lg border border-blush-200 bg-blush-50 px-3 text-sm font-medium text-blush-700 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none disabled:opacity-60"
            >
              {i18n._({ id: "invitationReply.everyoneComing", message: "Everyone's coming" })}
            </button>
          )}
        </div>
        {own.map((question) => {
          // The attendance is everyone's; the event's other questions are for the people coming to it.
          const asked = question.answerScope !== "individual" || question.eventAttendance ? people : people.filter((person) => yes?.has(person.id) ?? true);
          if (asked.length === 0) return null;
          return (
            <QuestionField
              key={question.id}
              question={question}
              answer={answers[question.id]}
              people={asked}
              errors={errors}
              onChange={(answer) => onChange(question.id, answer)}
              answerEach={answerEach}
            />
          );
        })}
      </section>
    );
  });
}

/** Under the party's answer: who comes to each extra event, and who does not (the wedding's decliners may come to one). */
export function EventSummary({ view, weddingDate }: { view: LinkView & { reply: NonNullable<LinkView["reply"]> }; weddingDate: string | null }) {
  const { i18n } = useLingui();
  const locale = useGuestLocale() ?? "en";
  const people = [
    // Not reply-draft's fullName: the open form shares this chunk, and should not fetch the party form's.
    ...view.party.guests.map((guest) => ({ id: guest.id, name: `${guest.firstName} ${guest.lastName}`.trim() })),
    ...view.reply.extraGuests.map((seat, index) => ({ id: seatKey(index), name: seat.name })),
  ];
  const questions = view.questions ?? [];
  return inScheduleOrder(view.events ?? [], weddingDate).map((event) => {
    if (!eventAttendanceQuestion(questions, event.id)) return null;
    const yes = eventYesPeople(questions, view.reply.responses, event.id, "");
    const coming = people.filter((person) => yes?.has(person.id));
    const notComing = people.filter((person) => !yes?.has(person.id));
    const lists = [
      [i18n._({ id: "invitationReply.coming", message: "Coming ({count})", values: { count: coming.length } }), coming],
      [i18n._({ id: "invitationReply.notComing", message: "Not coming ({count})", values: { count: notComing.length } }), notComing],
    ] as const;
    return (
      <section key={event.id} aria-labelledby={`summary-${event.id}`} className="grid gap-2 border-t border-stone-200 pt-4">
        <h3 id={`summary-${event.id}`} className="font-semibold break-words text-stone-900">
          <bdi>{eventText(event, "name", locale)}</bdi>
        </h3>
        {lists.map(([title, list]) =>
          list.length ? (
            <div key={title}>
              <h4 className="text-xs font-semibold tracking-[0.16em] text-stone-600 uppercase">{title}</h4>
              <ul className="mt-1 grid gap-0.5 text-stone-900">
                {list.map((person) => (
                  <li key={person.id} className="break-words">
                    {person.name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null,
        )}
      </section>
    );
  });
}
