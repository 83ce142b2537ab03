import type { GuestEvent } from "../../../../contract/events";
import type { Question } from "../../../../contract/question";
import { PRIMARY_ID, type Answers, type PartyMember } from "../../../../contract/response";
import { eventAttendanceQuestion, eventYesPeople } from "../../../../contract/rules/event-attendance";
import { peopleOf, type Person } from "../../../../contract/rules/people";
import { inScheduleOrder } from "../../../../contract/rules/schedule-order";
import type { AppContext } from "../../../context";
import type { WeddingRow } from "../../../db/schema";
import { getParty } from "../../guest-list";

/** A stored reply as the sections read it (`responses`: its answers). */
export interface SectionReply {
  guestName: string;
  partyMembers: PartyMember[];
  responses: Answers;
}

/** One part of a reply: the wedding's own questions, or one extra event's. */
export interface ReplySection {
  /** Absent: the wedding's own questions. */
  event?: GuestEvent;
  questions: Question[];
  /** Whom the part speaks of: the reply's people, and for an event those who declined the wedding but answered it. */
  people: Person[];
  /** Of an event that asks: who said yes to it (the others in `people` did not). */
  coming?: Person[];
}

const answered = (reply: SectionReply, question: Question) => {
  const answer = reply.responses[question.id];
  return typeof answer === "string" ? answer !== "" : answer !== undefined && Object.values(answer).some((value) => value !== "");
};

/**
 * A reply grouped as its form asked it (docs/decisions/0019-events.md): the wedding's questions,
 * then each event of the reader's list it answers, under that event, in schedule order. The one
 * grouping behind the guest's confirmation and the couple's notification. The audience is the
 * reply's own (`replyAudience`: its party's private events too), so another party's private event
 * never appears. Someone who declined the wedding but answered an event is keyed by their guest
 * id (the primary's key when nobody comes to the wedding); `guestNames` names them.
 */
export function replySections(
  { wedding, questions, events }: { wedding: { date: string | null }; questions: readonly Question[]; events: readonly GuestEvent[] },
  reply: SectionReply,
  guestNames: ReadonlyMap<string, string>,
): ReplySection[] {
  const listed = peopleOf(reply);
  const sections: ReplySection[] = [{ questions: questions.filter((question) => !question.eventId), people: listed }];
  for (const event of inScheduleOrder(events, wedding.date)) {
    const own = questions.filter((question) => question.eventId === event.id);
    if (!own.some((question) => answered(reply, question))) continue;
    const ids = new Set(listed.map((person) => person.id));
    const others = own
      .flatMap((question) => Object.keys(typeof reply.responses[question.id] === "object" ? (reply.responses[question.id] as object) : {}))
      .filter((id) => !ids.has(id) && (ids.add(id), true))
      .map((id): Person => ({ id, name: id === PRIMARY_ID ? reply.guestName : (guestNames.get(id) ?? ""), relationship: "guest" }));
    const people = [...listed, ...others];
    const yes = eventAttendanceQuestion(own, event.id) ? eventYesPeople(own, reply.responses, event.id, PRIMARY_ID) : undefined;
    sections.push({ event, questions: own, people, ...(yes ? { coming: people.filter((person) => yes.has(person.id)) } : {}) });
  }
  return sections;
}

/** The names of a party's guests by id, for the people of a reply who declined the wedding but came to an event. */
export async function partyGuestNames(app: AppContext, wedding: WeddingRow, partyId: string): Promise<Map<string, string>> {
  const party = await getParty(app, wedding, partyId);
  return new Map(party.guests.map((guest) => [guest.id, `${guest.firstName} ${guest.lastName}`.trim()]));
}
