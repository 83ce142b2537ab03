import type { Question } from "../question";
import type { Answers, RsvpResponse } from "../response";

const ATTENDANCE_PHRASES = ["will you attend", "attend our wedding", "attending"];
const MEAL_WORDS = ["meal", "food", "dietary", "dinner", "lunch", "breakfast"];

/** The attendance question is the one whose text asks whether the guest will come (docs/spec.md section 4). */
export function isAttendanceQuestion(question: Pick<Question, "question">): boolean {
  const text = question.question.toLowerCase();
  return ATTENDANCE_PHRASES.some((phrase) => text.includes(phrase));
}

/** The main event's attendance question: an extra event's questions are never it (docs/decisions/0019-events.md). */
export function findAttendanceQuestion<Q extends Pick<Question, "question" | "eventId">>(questions: readonly Q[]): Q | undefined {
  return questions.find((question) => !question.eventId && isAttendanceQuestion(question));
}

/** Meal-like questions only make sense for guests who are coming. */
export function isMealQuestion(question: Pick<Question, "question">): boolean {
  const text = question.question.toLowerCase();
  return MEAL_WORDS.some((word) => text.includes(word));
}

/** On the form, an attendance answer "means yes" when it contains 'yes' or 'there'. */
export function isYesAnswer(answer: string | undefined): boolean {
  if (!answer) return false;
  const text = answer.toLowerCase();
  return text.includes("yes") || text.includes("there");
}

export type AttendanceStatus = "attending" | "not_attending" | "pending";

export const ATTENDANCE_LABEL: Record<AttendanceStatus, string> = {
  attending: "Attending",
  not_attending: "Not Attending",
  pending: "Response Pending",
};

/**
 * Host view (docs/spec.md section 4): attending if any string answer contains yes, accept,
 * will or coming; otherwise not attending if any contains no, sorry, can't or unable.
 */
export function attendanceStatus(answers: Answers): AttendanceStatus {
  const strings = Object.values(answers).filter((value): value is string => typeof value === "string");
  const lower = strings.map((value) => value.toLowerCase());
  if (lower.some((v) => ["yes", "accept", "will", "coming"].some((word) => v.includes(word)))) return "attending";
  // Plain "contains", as docs/spec.md says: it also catches "nope", "cannot" and "not coming" (the
  // last already counted as attending by "coming": the spec's order, kept as written).
  if (lower.some((v) => [/no/, /sorry/, /can['’]t/, /unable/].some((re) => re.test(v)))) return "not_attending";
  return "pending";
}

/** Party size is the number of listed people, or 1 for a guest answering alone. */
export function partySize(response: Pick<RsvpResponse, "partyMembers">): number {
  return response.partyMembers.length || 1;
}
