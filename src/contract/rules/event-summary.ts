import { MAIN_EVENT_ID } from "../event-texts";
import { PRIMARY_ID } from "../ids";
import type { Question } from "../question";
import { isDietaryNote, isMealChoice } from "./analytics";
import type { AttendanceStatus } from "./attendance";
import { eventAttendanceQuestion, isEventYes, perPersonAnswer } from "./event-attendance";
import { isInvitedTo, type EventAccess } from "./event-audience";
import { peopleOfReply, seatsOf, type CountedParty, type CountedReply } from "./head-count";
import { ownPartyId } from "./own-reply";
import { answerFor, peopleOf, type Person } from "./people";
import { describeResponse } from "./summary";

/**
 * Counts per event (docs/decisions/0019-events.md), beside summary.ts and for the same reason:
 * the responses page, the people CSV and the caterer's CSV all read them from here, so the
 * numbers agree. Only invited parties' replies count: a party moved out of an event keeps its
 * stored answers (the couple may invite it again), but they no longer count.
 */
export interface CountedEvent {
  /** `"main"` for the wedding itself. */
  id: string;
  /** Undefined for the main event: everyone invited to the wedding is invited to it. */
  access?: EventAccess;
}

export type { CountedParty, CountedReply } from "./head-count";

export interface EventPerson extends Person {
  status: AttendanceStatus;
}

export interface EventSummary {
  eventId: string;
  attending: number;
  notAttending: number;
  /** Invited people with no answer yet, including every seat of an invited party that has not replied. */
  pending: number;
  meals: Array<{ questionId: string; question: string; options: Array<{ option: string; count: number }> }>;
  dietaryNotes: Array<{ name: string; guestName: string; note: string }>;
}

const ownParty = ownPartyId;

/** Whether this reply's party (or the open form, with no party) is invited to the event. */
export function replyInvited(event: CountedEvent, reply: CountedReply, parties: ReadonlyMap<string, CountedParty>): boolean {
  if (!event.access) return true;
  const partyId = ownParty(reply);
  const party = partyId ? parties.get(partyId) : undefined;
  return isInvitedTo(event.access, partyId ? { partyId, tags: party?.tags ?? [] } : null);
}

/** The questions that belong to an event: the main event's have no `eventId`. */
export const questionsOfEvent = (questions: readonly Question[], eventId: string) =>
  questions.filter((question) => (eventId === MAIN_EVENT_ID ? !question.eventId : question.eventId === eventId));

/**
 * Everyone a reply speaks for, with their status for this event, plus the party's invited guests
 * it does not list (a party's link lists only the people coming to the wedding: the others
 * declined it and were not asked about this event, so they count as not attending).
 */
export function eventPeopleOf(
  event: CountedEvent,
  questions: readonly Question[],
  reply: CountedReply,
  parties: ReadonlyMap<string, CountedParty>,
): { people: EventPerson[]; unlistedDeclined: number } {
  if (!replyInvited(event, reply, parties)) return { people: [], unlistedDeclined: 0 };
  const party = ownParty(reply) ? parties.get(ownParty(reply)!) : undefined;
  // The wedding itself: its head count (contract/rules/head-count.ts), named guests who said no included.
  if (event.id === MAIN_EVENT_ID) return { people: peopleOfReply(reply, party, questions), unlistedDeclined: 0 };
  const fromLink = reply.partyMatch === "invitation" && party !== undefined;
  const named = reply.partyMembers.filter((member) => member.guestId).length;
  const unlistedDeclined = fromLink ? Math.max(party.guestCount - named, 0) : 0;
  // A link's reply with nobody coming lists nobody: its guests are all in unlistedDeclined.
  const listed = fromLink && reply.partyMembers.length === 0 ? [] : peopleOf(reply);
  const main = describeResponse(reply).status;

  const attendance = eventAttendanceQuestion(questions, event.id);
  const given = attendance ? perPersonAnswer(reply.responses[attendance.id], PRIMARY_ID) : {};
  const people = listed.map((person): EventPerson => {
    const answer = given[person.id];
    if (attendance && answer?.trim()) return { ...person, status: isEventYes(attendance, answer) ? "attending" : "not_attending" };
    // Not asked because they declined the wedding: not coming to this event either.
    return { ...person, status: main === "not_attending" ? "not_attending" : "pending" };
  });
  if (!fromLink || !attendance) return { people, unlistedDeclined };
  // Guests who declined the wedding but come to this event (its attendance stands on its own):
  // their answers are keyed by guest id (or "primary" when nobody came to the wedding).
  const listedIds = new Set(listed.map((person) => person.id));
  let declinedHere = unlistedDeclined;
  for (const [personId, answer] of Object.entries(given)) {
    if (listedIds.has(personId) || !isEventYes(attendance, answer) || declinedHere === 0) continue;
    const name = personId === PRIMARY_ID ? reply.guestName : (party.guests?.find((guest) => guest.id === personId)?.name ?? "");
    people.push({ id: personId, name, relationship: "guest", status: "attending" });
    declinedHere--;
  }
  return { people, unlistedDeclined: declinedHere };
}

/** The counts, meals and dietary notes of one event, for the couple and the event's caterer. */
export function summariseEvent(
  event: CountedEvent,
  questions: readonly Question[],
  replies: readonly CountedReply[],
  parties: readonly CountedParty[],
): EventSummary {
  const byId = new Map(parties.map((party) => [party.id, party]));
  const summary: EventSummary = { eventId: event.id, attending: 0, notAttending: 0, pending: 0, meals: [], dietaryNotes: [] };
  const own = questionsOfEvent(questions, event.id);
  // An extra event's choices are all about it (its caterer totals them); the main event keeps today's meal rule.
  const mealQuestions =
    event.id === MAIN_EVENT_ID ? own.filter(isMealChoice) : own.filter((question) => question.type === "radio" && !question.eventAttendance);
  // Diets belong to a person, not an event: the main event's notes travel to every event's kitchen.
  const dietary = [...new Set([...questionsOfEvent(questions, MAIN_EVENT_ID), ...own])].filter(isDietaryNote);
  const mealCounts = new Map(mealQuestions.map((question) => [question.id, new Map([...question.options, "No answer"].map((option) => [option, 0]))]));
  const replied = new Set<string>();

  for (const reply of replies) {
    const partyId = ownParty(reply);
    if (partyId) replied.add(partyId);
    // A reply only suggested for a party counts as the open-form reply it is; where it is counted,
    // its party's guests are not counted again as not answered (the main counts count it once too).
    else if (reply.partyId && replyInvited(event, reply, byId)) replied.add(reply.partyId);
    const { people, unlistedDeclined } = eventPeopleOf(event, questions, reply, byId);
    summary.notAttending += unlistedDeclined;
    for (const person of people) {
      if (person.status === "not_attending") summary.notAttending++;
      else if (person.status === "pending") summary.pending++;
      if (person.status !== "attending") continue;
      summary.attending++;
      for (const question of mealQuestions) {
        const counts = mealCounts.get(question.id)!;
        const choice = answerFor(reply, question.id, person.id);
        const key = choice && counts.has(choice) ? choice : "No answer";
        counts.set(key, counts.get(key)! + 1);
      }
      for (const question of dietary) {
        const note = answerFor(reply, question.id, person.id)?.trim();
        if (note && !/^(none|no|n\/a|-)$/i.test(note)) summary.dietaryNotes.push({ name: person.name, guestName: reply.guestName, note });
      }
    }
  }
  for (const party of parties) {
    if (replied.has(party.id)) continue;
    if (!event.access || isInvitedTo(event.access, { partyId: party.id, tags: party.tags })) summary.pending += seatsOf(party);
  }
  summary.meals = mealQuestions.map((question) => ({
    questionId: question.id,
    question: question.question,
    options: [...mealCounts.get(question.id)!.entries()]
      .filter(([option, count]) => option !== "No answer" || count > 0)
      .map(([option, count]) => ({ option, count })),
  }));
  return summary;
}
