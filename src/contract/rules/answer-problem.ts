import { LENGTH } from "../limits";
import type { Question } from "../question";

const NUMBER = /^-?\d{1,9}(\.\d{1,4})?$/;

/**
 * Why one answer does not fit its question (a radio answer outside its options, a number that
 * is not one, too long), or undefined. Its own module so a reply that needs only this (an
 * invitation's, src/web/features/party-reply) does not carry the whole of checkRsvp.
 */
export function answerProblem(question: Pick<Question, "type" | "options">, value: string): string | undefined {
  if (question.type === "radio" && !question.options.includes(value)) return "Choose one of the options";
  if (question.type === "number" && !NUMBER.test(value)) return "Enter a number";
  const max = question.type === "textarea" ? LENGTH.longAnswer : LENGTH.shortAnswer;
  if (value.length > max) return `Must be at most ${max} characters`;
  return undefined;
}
