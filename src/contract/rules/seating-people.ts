import type { Question } from "../question";
import type { RsvpResponse, Side } from "../response";
import { MAIN_EVENT_ID } from "../event-texts";
import { isDietaryNote, isMealChoice } from "./analytics";
import { isInvitedTo } from "./event-audience";
import { type CountedEvent, eventPeopleOf, questionsOfEvent } from "./event-summary";
import type { CountedParty } from "./head-count";
import { peopleOfReply } from "./head-count";
import { ownPartyId } from "./own-reply";
import { answerFor } from "./people";

/**
 * Who takes a seat at the wedding's tables (issue 30 item 2; docs/decisions/0036-stored-seating.md),
 * read from the same rule as the head count (contract/rules/head-count.ts), so the plan seats
 * exactly the people the counts call coming or pending:
 * - a household's own reply: its people coming (a guest by guest id, a named open seat by the
 *   reply), and its guests who are not, as declined;
 * - any other reply (the open form, or only suggested for a household): its people, coming,
 *   declined or, when it says neither, tentative;
 * - a household that has not replied: its named guests, tentative. Its open seats have no name
 *   yet and take a seat once the household names them.
 */

/** A person's key in a plan: stable across a household's replies for its guests. */
export const guestKey = (guestId: string) => `guest:${guestId}`;
export const replyPersonKey = (replyId: string, memberId: string) => `reply:${replyId}:${memberId}`;

export type SeatingStatus = "coming" | "tentative" | "declined";

export interface PersonComing {
  key: string;
  name: string;
  partyId: string;
  partyName: string;
  side: Side | null;
  tags: string[];
  child: boolean;
  meal: string | null;
  /** Their dietary notes (the main event's dietary questions, joined with "; "), for the caterer. */
  dietary: string | null;
  /** Their family name as the guest list records it; null for someone only a reply names. */
  familyName: string | null;
  status: SeatingStatus;
}

/** A household as seating needs it: the guest list's `CountedParty` with its name and its guests' family names. */
export interface SeatingParty extends CountedParty {
  name: string;
  tags: string[];
  guests: ReadonlyArray<{ id: string; name: string; familyName?: string }>;
}

type Reply = Pick<RsvpResponse, "id" | "guestName" | "partyMembers" | "responses" | "sideAssignment" | "partyId" | "partyMatch">;

/**
 * An extra event's plan (docs/decisions/0042-seating-rules.md) seats the people coming to that
 * event, by the events' own counting rule (event-summary.ts `eventPeopleOf`): its attendance
 * answers, only households invited to it, and those not heard from as tentative. Its meal is its
 * own first choice question; diets travel with the person, as on the event's caterer list.
 */
const extraEvent = (event: CountedEvent | undefined) => (event && event.id !== MAIN_EVENT_ID ? event : undefined);
const mealOfEvent = (questions: readonly Question[], event: CountedEvent) =>
  questionsOfEvent(questions, event.id).find((question) => question.type === "radio" && !question.eventAttendance);

/** The meal question of a plan's event: the wedding's meal question, or an extra event's own first choice. */
export const planMealQuestion = (questions: readonly Question[], event?: CountedEvent) => {
  const extra = extraEvent(event);
  return extra ? mealOfEvent(questions, extra) : mealQuestionOf(questions);
};

const STATUS = { attending: "coming", not_attending: "declined", pending: "tentative" } as const;

/** The wedding's meal question, whose answer each person's line shows. */
export const mealQuestionOf = (questions: readonly Question[]) => questions.find((question) => !question.eventId && isMealChoice(question));

/** The wedding's dietary questions (by role, as the caterer's list finds them: contract/rules/analytics.ts). */
export const dietaryQuestionsOf = (questions: readonly Question[]) => questions.filter((question) => !question.eventId && isDietaryNote(question));

/** Everyone a plan may seat, and everyone who declined, in reply order then the households not heard from. */
export function seatingPeople(
  replies: Iterable<Reply>,
  parties: readonly SeatingParty[],
  questions: readonly Question[],
  event?: CountedEvent,
): PersonComing[] {
  const reader = seatingPeopleReader(parties, questions, event);
  for (const reply of replies) reader.add(reply);
  return reader.finish();
}

/** The same, a reply at a time: the server reads a wedding's replies page by page and keeps only their people. */
export function seatingPeopleReader(parties: readonly SeatingParty[], questions: readonly Question[], event?: CountedEvent) {
  const byId = new Map(parties.map((party) => [party.id, party]));
  const extra = extraEvent(event);
  const meal = planMealQuestion(questions, extra);
  const dietary = dietaryQuestionsOf(questions);
  const familyOf = new Map(parties.flatMap((party) => party.guests.map((guest) => [guest.id, guest.familyName?.trim() || null] as const)));
  const heard = new Set<string>();
  const found: PersonComing[] = [];
  const add = (reply: Reply) => {
    const partyId = ownPartyId(reply);
    const party = partyId ? byId.get(partyId) : undefined;
    // A reply only suggested for a household stands for it in the counts: its guests are not tentative too.
    if (reply.partyId) heard.add(reply.partyId);
    const unit = party
      ? { partyId: party.id, partyName: party.name, tags: party.tags }
      : { partyId: `reply:${reply.id}`, partyName: reply.guestName, tags: [] };
    const side = reply.sideAssignment ?? party?.side ?? null;
    const guestOf = new Map(reply.partyMembers.map((member) => [member.id, member.guestId]));
    const people = extra ? eventPeopleOf(extra, questions, reply, byId).people : peopleOfReply(reply, party, questions);
    for (const person of people) {
      // A household's guest not listed on its reply has no member: their id is their guest id.
      const guestId = party ? (guestOf.has(person.id) ? guestOf.get(person.id) : person.id) : undefined;
      found.push({
        key: guestId ? guestKey(guestId) : replyPersonKey(reply.id, person.id),
        name: person.name,
        ...unit,
        side,
        child: person.relationship === "child",
        meal: meal ? answerFor(reply, meal.id, person.id)?.trim() || null : null,
        dietary:
          dietary
            .map((question) => answerFor(reply, question.id, person.id)?.trim())
            .filter(Boolean)
            .join("; ") || null,
        familyName: guestId ? (familyOf.get(guestId) ?? null) : null,
        status: STATUS[person.status],
      });
    }
  };
  const finish = (): PersonComing[] => {
    for (const party of parties) {
      if (heard.has(party.id)) continue;
      if (extra?.access && !isInvitedTo(extra.access, { partyId: party.id, tags: party.tags })) continue;
      for (const guest of party.guests)
        found.push({
          key: guestKey(guest.id),
          name: guest.name,
          partyId: party.id,
          partyName: party.name,
          tags: party.tags,
          side: party.side ?? null,
          child: false,
          meal: null,
          dietary: null,
          familyName: guest.familyName?.trim() || null,
          status: "tentative",
        });
    }
    return found;
  };
  return { add, finish };
}
