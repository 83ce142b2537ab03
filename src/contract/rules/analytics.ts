import type { Question } from "../question";
import type { RsvpResponse } from "../response";
import { isAttendanceQuestion, isMealQuestion } from "./attendance";
import { addToTally as add, countHeads, emptyTally, type CountedParty, type SideKey, type Tally } from "./head-count";
import { answerFor, peopleOf } from "./people";
import { describeResponse } from "./summary";

export { SIDE_KEYS, type SideKey } from "./head-count";

interface MealTotals {
  questionId: string;
  question: string;
  /** Option (or "No answer") -> head count by side, attending people only. */
  options: Array<{ option: string; counts: Tally }>;
}

export interface ResponseAnalytics {
  /** People by attendance and side, households on the guest list included (contract/rules/head-count.ts). */
  attending: Tally;
  declined: Tally;
  pending: Tally;
  meals: MealTotals[];
  dietaryNotes: Array<{ name: string; guestName: string; note: string; side: SideKey }>;
  /** Responses received per calendar day (UTC), oldest first, with the running total. */
  overTime: Array<{ day: string; count: number; cumulative: number }>;
}

/** Choice questions about food: what a caterer totals. */
export function isMealChoice(question: Question): boolean {
  if (question.type !== "radio" || question.eventAttendance) return false;
  if (question.role) return question.role === "meal";
  return isMealQuestion(question) && !isAttendanceQuestion(question) && !/dietary|allerg/i.test(question.question);
}

/** Free-text questions about diets and allergies: listed by name for the kitchen. */
export function isDietaryNote(question: Question): boolean {
  // A free-text question with the meal role is the default dietary question, in any language (issue 16).
  return question.type !== "radio" && (question.role === "meal" || /dietary|allerg|intoleran/i.test(question.question));
}

const sideOf = (response: Pick<RsvpResponse, "sideAssignment">): SideKey => response.sideAssignment ?? "unassigned";

/**
 * Everything the analytics panel shows, from one pass over the responses. `parties` is the guest
 * list (none without one): a household that has not replied is pending with all its seats.
 */
export function analyseResponses(
  allQuestions: readonly Question[],
  responses: readonly RsvpResponse[],
  parties: readonly CountedParty[] = [],
): ResponseAnalytics {
  // The main event's panel: an extra event's meals have their own table (event-summary.ts).
  const questions = allQuestions.filter((question) => !question.eventId);
  const { attending, declined, pending } = countHeads(responses, parties, questions);
  const mealQuestions = questions.filter(isMealChoice);
  const mealCounts = new Map(mealQuestions.map((q) => [q.id, new Map<string, Tally>([...q.options, "No answer"].map((o) => [o, emptyTally()]))]));
  const dietaryQuestions = questions.filter(isDietaryNote);
  const dietaryNotes: ResponseAnalytics["dietaryNotes"] = [];
  const perDay = new Map<string, number>();

  for (const response of responses) {
    const side = sideOf(response);
    const { status } = describeResponse(response, questions);
    const day = response.submittedAt.slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    if (status !== "attending") continue;
    for (const person of peopleOf(response)) {
      for (const question of mealQuestions) {
        const counts = mealCounts.get(question.id)!;
        const choice = answerFor(response, question.id, person.id);
        const tally = (choice && counts.get(choice)) || counts.get("No answer")!;
        add(tally, side);
      }
      for (const question of dietaryQuestions) {
        const note = answerFor(response, question.id, person.id)?.trim();
        if (note && !/^(none|no|n\/a|-)$/i.test(note)) dietaryNotes.push({ name: person.name, guestName: response.guestName, note, side });
      }
    }
  }

  let cumulative = 0;
  const overTime = [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, count]) => ({ day, count, cumulative: (cumulative += count) }));
  const meals = mealQuestions.map((question) => ({
    questionId: question.id,
    question: question.question,
    options: [...mealCounts.get(question.id)!.entries()]
      .filter(([option, counts]) => option !== "No answer" || counts.total > 0)
      .map(([option, counts]) => ({ option, counts })),
  }));
  return { attending, declined, pending, meals, dietaryNotes, overTime };
}
