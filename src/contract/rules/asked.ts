import { PRIMARY_ID } from "../ids";
import type { Question } from "../question";
import type { Answers } from "../response";
import { findAttendanceQuestion, isYesAnswer } from "./attendance";
import { eventYesPeople } from "./event-attendance";
import { forAttendingOnly } from "./visibility";

/**
 * Who a question is asked of in one reply (issue 29 item 4, docs/decisions/0033-decliners.md):
 * the one rule behind `checkRsvp`, the open form and the household form.
 *
 * - The wedding's attendance question: everyone.
 * - A wedding question for everyone (the couple's "Ask: everyone"): a decliner answers it too; a
 *   per-person one is asked of each person coming, or of the guest who declined alone.
 * - A wedding question for guests who are coming (the couple's mark, a meal question): only them.
 * - An extra event's attendance: the whole party, the wedding's decliners too (they may still come
 *   to the brunch, docs/decisions/0019-events.md), but required only of those coming to the wedding.
 * - An extra event's other questions: only the people who said yes to that event; an event that
 *   asks nobody whether they come is for the people coming to the wedding.
 */
export interface ReplyPeople {
  /** The people coming to the wedding, by the reply's keys. */
  coming: readonly string[];
  /** The people of the reply not coming to the wedding (the primary guest's key on the open form). */
  declined: readonly string[];
}

export interface Asked {
  /** Who may answer; empty: the question is not asked at all. */
  asked: string[];
  /** Who must answer, when the couple made the question required. */
  required: string[];
}

export function askedOf(question: Question, questions: readonly Question[], answers: Answers, people: ReplyPeople, primaryId: string = PRIMARY_ID): Asked {
  const everybody = [...new Set([...people.coming, ...people.declined])];
  const ask = (asked: readonly string[], required: readonly string[] = asked): Asked => ({
    asked: [...asked],
    required: question.required ? [...required] : [],
  });
  if (question.eventId) {
    if (question.eventAttendance || !forAttendingOnly(question)) return ask(everybody, people.coming);
    const yes = eventYesPeople(questions, answers, question.eventId, primaryId);
    return ask(yes ? everybody.filter((person) => yes.has(person)) : people.coming);
  }
  if (question === findAttendanceQuestion(questions)) return ask(everybody);
  if (forAttendingOnly(question)) return ask(people.coming);
  if (question.answerScope !== "individual") return ask(everybody);
  // Per person: each person coming; with nobody coming, the guest who declined answers for themself
  // (the open form). A household nobody of which comes keeps no per-person answers (its link
  // names no primary guest then), so nobody is asked there.
  if (people.coming.length) return ask(people.coming);
  return ask(people.declined.includes(primaryId) ? [primaryId] : []);
}

/**
 * The reply's people split by the wedding's attendance answer: a "no" declines for everyone the
 * reply lists (the open form's guest alone); `declined` adds the guests a household link names as
 * not coming (contract/rules/household-reply.ts).
 */
export function replyPeople(questions: readonly Question[], answers: Answers, people: readonly string[], declined: readonly string[] = []): ReplyPeople {
  const attendance = findAttendanceQuestion(questions);
  const answer = attendance ? answers[attendance.id] : undefined;
  const saidNo = typeof answer === "string" && answer.trim() !== "" && !isYesAnswer(answer, attendance);
  const out = new Set([...declined, ...(saidNo ? people : [])]);
  return { coming: people.filter((person) => !out.has(person)), declined: [...out] };
}
