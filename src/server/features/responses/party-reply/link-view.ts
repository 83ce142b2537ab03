import type { GuestEvent } from "../../../../contract/events";
import type { LinkView } from "../../../../contract/invitation";
import type { Question } from "../../../../contract/question";
import { partyAttendance } from "../../../../contract/rules/party-status";
import { keysOfStoredReply, rekeyAnswers } from "../../../../contract/rules/reply-keys";
import type { GuestRow, PartyRow, ResponseRow } from "../../../db/schema";

/** What a party's link may see (docs/decisions/0019-events.md): the public questions and events, and its own private events'. */
export interface PartySeen {
  questions: Question[];
  events: GuestEvent[];
}

/** The party's reply as its link shows it: per-person answers under the keys the link sends (contract/rules/reply-keys.ts). */
export function linkAnswer(reply: ResponseRow, members: readonly GuestRow[], questions: readonly Question[]): NonNullable<LinkView["reply"]> {
  const fromLink = reply.partyMatch === "invitation";
  const guestIds = members.map((guest) => guest.id);
  const attendance = partyAttendance(
    guestIds,
    { partyMatch: reply.partyMatch === "confirmed" ? "confirmed" : "invitation", partyMembers: reply.partyMembers, answers: reply.answers },
    questions,
  );
  const extras = fromLink ? reply.partyMembers.filter((member) => !member.guestId) : [];
  // A confirmed open-form reply names its own people; only a link reply's keys map to the guest list.
  const keys = keysOfStoredReply(reply.partyMembers, fromLink ? guestIds : []);
  return {
    guests: members.map((guest) => ({ guestId: guest.id, attending: attendance.byGuest.get(guest.id) ?? attendance.status !== "declined" })),
    extraGuests: extras.map((member) => ({ name: member.name, isChild: member.relationship === "child", age: member.age ?? null })),
    responses: rekeyAnswers(reply.answers, keys.sent),
    // Only what the party typed on its link: guest_email and guest_phone may be the couple's (decision 0022).
    guestEmail: reply.typedEmail ?? "",
    guestPhone: reply.typedPhone,
    updatedAt: reply.updatedAt.toISOString(),
  };
}

/** What a party's link opens: its greeting, its guests, what it is asked, and its reply if it gave one. */
export function linkView(weddingCode: string, party: PartyRow, members: readonly GuestRow[], reply: ResponseRow | undefined, seen: PartySeen): LinkView {
  return {
    questions: seen.questions,
    ...(seen.events.length ? { events: seen.events } : {}),
    weddingCode,
    party: {
      name: party.name,
      guests: members.map((guest) => ({ id: guest.id, firstName: guest.firstName, lastName: guest.lastName, isChild: guest.isChild })),
      extraSeats: party.extraSeats,
      // Whether, not which: the form need not ask for what the couple has (decision 0022).
      emailOnFile: members.some((guest) => guest.email),
    },
    reply: reply ? linkAnswer(reply, members, seen.questions) : null,
  };
}
