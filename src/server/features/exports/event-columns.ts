import { eventAttendanceLabel } from "../../../contract/event-texts";
import type { Question } from "../../../contract/question";
import type { CountedEvent } from "../../../contract/rules/event-summary";
import type { EventDetails } from "../events";

/** The wedding's extra events by id, for the reply CSVs' event columns (docs/decisions/0019-events.md). */
export type ExportEvents = ReadonlyMap<string, EventDetails>;

/**
 * A question's column: an extra event's attendance reads "{Event}: attending", its other
 * questions "{Event}: {question}", so the reception's meal is not mistaken for the brunch's.
 */
export function questionLabel(question: Question, events: ExportEvents): string {
  if (!question.eventId) return question.question;
  const name = events.get(question.eventId)?.name ?? "Event";
  return question.eventAttendance ? eventAttendanceLabel(name) : `${name}: ${question.question}`;
}

/** An extra event as the counts see it: who is invited. */
export const countedEvent = (event: EventDetails): CountedEvent => ({ id: event.id, access: event });
