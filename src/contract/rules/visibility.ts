import { PRIMARY_ID } from "../ids";
import type { Question } from "../question";
import type { Answers } from "../response";
import { findAttendanceQuestion, isMealQuestion, isYesAnswer } from "./attendance";
import { eventYesPeople } from "./event-attendance";

/**
 * Asked only of guests who are coming: the couple's mark, or a meal question (docs/spec.md
 * section 4). An extra event's questions are about that event, so all of them but its
 * attendance question are for the people coming to it; the attendance question is everyone's,
 * whatever its name says ("Rehearsal dinner: will you attend?" is not a meal question).
 */
export function forAttendingOnly(question: Pick<Question, "question" | "audience" | "eventId" | "eventAttendance"> & { role?: Question["role"] }): boolean {
  if (question.eventId) return !question.eventAttendance;
  return question.audience === "attending" || isMealQuestion(question);
}

export interface FormVisibility {
  /** The attendance question, if the couple kept one. Shown first. */
  attendance: Question | undefined;
  /** Questions to show now, attendance first, then in the couple's order. */
  visible: Question[];
  /** Whether the party members section is shown. */
  showParty: boolean;
}

/**
 * docs/spec.md section 4: the attendance question comes first; others stay hidden until it is
 * answered; meal-like questions, questions the couple marked "attending guests only" (issue 15)
 * and party members only after a yes. With no attendance question at all, everything is shown.
 * An extra event's questions (docs/decisions/0019-events.md) follow that event's own attendance:
 * its meal after someone's yes to it, whatever the main answer was.
 */
export function formVisibility(questions: readonly Question[], answers: Answers): FormVisibility {
  const ordered = [...questions].sort((a, b) => Number(a.order) - Number(b.order));
  const attendance = findAttendanceQuestion(ordered);
  const eventShown = (question: Question) => !forAttendingOnly(question) || (eventYesPeople(ordered, answers, question.eventId!, PRIMARY_ID)?.size ?? 1) > 0;
  if (!attendance) return { attendance, visible: ordered.filter((question) => !question.eventId || eventShown(question)), showParty: true };

  const answer = answers[attendance.id];
  const attendanceAnswer = typeof answer === "string" ? answer : undefined;
  const answered = Boolean(attendanceAnswer?.trim());
  const yes = isYesAnswer(attendanceAnswer, attendance);
  const rest = ordered.filter((question) => question.id !== attendance.id);
  const shown = (question: Question) => (question.eventId ? eventShown(question) : yes || !forAttendingOnly(question));
  const visibleRest = answered ? rest.filter(shown) : [];
  return { attendance, visible: [attendance, ...visibleRest], showParty: yes };
}
