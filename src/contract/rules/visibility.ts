import type { Question } from "../question";
import type { Answers } from "../response";
import { findAttendanceQuestion, isMealQuestion, isYesAnswer } from "./attendance";

/** Asked only of guests who are coming: the couple's mark, or a meal question (docs/spec.md section 4). */
export function forAttendingOnly(question: Pick<Question, "question" | "audience"> & { role?: Question["role"] }): boolean {
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
 */
export function formVisibility(questions: readonly Question[], answers: Answers): FormVisibility {
  const ordered = [...questions].sort((a, b) => Number(a.order) - Number(b.order));
  const attendance = findAttendanceQuestion(ordered);
  if (!attendance) return { attendance, visible: ordered, showParty: true };

  const answer = answers[attendance.id];
  const attendanceAnswer = typeof answer === "string" ? answer : undefined;
  const answered = Boolean(attendanceAnswer?.trim());
  const yes = isYesAnswer(attendanceAnswer, attendance);
  const rest = ordered.filter((question) => question.id !== attendance.id);
  const visibleRest = answered ? rest.filter((question) => yes || !forAttendingOnly(question)) : [];
  return { attendance, visible: [attendance, ...visibleRest], showParty: yes };
}
