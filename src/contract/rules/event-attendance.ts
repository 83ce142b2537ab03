import type { Question } from "../question";
import type { Answer, Answers } from "../response";
import { isYesAnswer } from "./attendance";

/**
 * Replies to an extra event are answers to its attendance question (docs/decisions/0019-events.md),
 * asked per person, "yes" first. Pure, shared by the form, `checkRsvp` and the couple's counts.
 */
type EventQuestion = Pick<Question, "id" | "options" | "eventId" | "eventAttendance">;

/** An event's attendance answer means "coming": its first option (whatever the language), or a plain yes. */
export function isEventYes(question: Pick<Question, "options">, answer: string | undefined): boolean {
  const value = answer?.trim();
  if (!value) return false;
  return value === question.options[0] || (question.options.length === 0 && isYesAnswer(value));
}

export function eventAttendanceQuestion<Q extends EventQuestion>(questions: readonly Q[], eventId: string): Q | undefined {
  return questions.find((question) => question.eventId === eventId && question.eventAttendance);
}

/** Each person's answer to an event's attendance question: a party-wide string counts for the primary guest. */
export function perPersonAnswer(answer: Answer | undefined, fallbackId: string): Record<string, string> {
  if (answer === undefined) return {};
  return typeof answer === "string" ? { [fallbackId]: answer } : answer;
}

/** The people (by member id) who said yes to an event, or undefined when the event asks nothing (then everyone counts). */
export function eventYesPeople(questions: readonly EventQuestion[], answers: Answers, eventId: string, primaryId: string): Set<string> | undefined {
  const attendance = eventAttendanceQuestion(questions, eventId);
  if (!attendance) return undefined;
  const given = perPersonAnswer(answers[attendance.id], primaryId);
  return new Set(
    Object.entries(given)
      .filter(([, value]) => isEventYes(attendance, value))
      .map(([personId]) => personId),
  );
}
