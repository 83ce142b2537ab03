import type { Question } from "../question";
import type { Answers, RsvpResponse } from "../response";

const ATTENDANCE_PHRASES = ["will you attend", "attend our wedding", "attending"];
const MEAL_WORDS = ["meal", "food", "dietary", "dinner", "lunch", "breakfast"];

/**
 * What the rules need of a question. `role` (issue 16) says what it is for in any language; a
 * question without one is read by docs/spec.md section 4's English phrases and words, exactly as
 * before. `eventId`: a question of another event (its own attendance) is never the wedding's.
 */
type RuleQuestion = Pick<Question, "question"> & { role?: Question["role"]; options?: readonly string[]; eventId?: string | null };

/** The attendance question is the one whose text asks whether the guest will come (docs/spec.md section 4). */
export function isAttendanceQuestion(question: RuleQuestion): boolean {
  if (question.role) return question.role === "attendance";
  const text = question.question.toLowerCase();
  return ATTENDANCE_PHRASES.some((phrase) => text.includes(phrase));
}

/**
 * The first question with the attendance role; with none, the spec's phrase rule over the
 * questions without a role. Questions of another event are left out either way.
 */
export function findAttendanceQuestion<Q extends RuleQuestion>(questions: readonly Q[]): Q | undefined {
  const own = questions.filter((question) => !question.eventId);
  return own.find((question) => question.role === "attendance") ?? own.find((question) => !question.role && isAttendanceQuestion(question));
}

/** Meal-like questions only make sense for guests who are coming: the meal role, else the spec's words. */
export function isMealQuestion(question: RuleQuestion): boolean {
  if (question.role) return question.role === "meal";
  const text = question.question.toLowerCase();
  return MEAL_WORDS.some((word) => text.includes(word));
}

/**
 * On the form, an attendance answer "means yes" when it contains 'yes' or 'there'. For a question
 * with the attendance role, in whatever language, its first option means yes and any other no.
 */
export function isYesAnswer(answer: string | undefined, question?: RuleQuestion): boolean {
  if (!answer) return false;
  if (question?.role === "attendance") return answer === question.options?.[0];
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
 * will or coming; otherwise not attending if any contains no, sorry, can't or unable. Given the
 * questions, a reply to an attendance question with its role is read by its first option instead.
 */
export function attendanceStatus(answers: Answers, questions?: readonly (RuleQuestion & { id: string })[]): AttendanceStatus {
  // With the wedding's questions at hand, an attendance question with its role decides alone (issue 16).
  const attendance = questions && findAttendanceQuestion(questions);
  if (attendance?.role === "attendance") {
    const answer = answers[attendance.id];
    if (typeof answer !== "string" || !answer.trim()) return "pending";
    return isYesAnswer(answer, attendance) ? "attending" : "not_attending";
  }
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
