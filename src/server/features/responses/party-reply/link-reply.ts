import type { z } from "zod";
import { seatKey, type ZLinkReply } from "../../../../contract/invitation";
import type { Question } from "../../../../contract/question";
import type { Answers } from "../../../../contract/response";
import { attendanceStatus, findAttendanceQuestion, isMealQuestion, isYesAnswer } from "../../../../contract/rules/attendance";
import { keysOfSentReply, rekeyAnswers, rekeyFields, type ReplyKeys } from "../../../../contract/rules/reply-keys";
import type { GuestRow, PartyRow, ResponseRow } from "../../../db/schema";
import { AppError } from "../../../errors";
import type { PartyReplyEntry } from "./save";

// A reply from a party's invitation link (docs/decisions/0012-guest-list.md), step by step: each
// function below is one step of `replyFromLink` (link-service.ts), pure, over the party's guests.

export type LinkReply = z.output<typeof ZLinkReply>;

/** One of the people coming, under the key the link uses for their answers. */
interface Coming {
  key: string;
  guestId?: string;
  name: string;
  child: boolean;
  age: number | null;
}

const fullName = (guest: Pick<GuestRow, "firstName" | "lastName">) => `${guest.firstName} ${guest.lastName}`.trim();

/** One choice for each guest on the invitation, and no more open seats named than the party has. */
export function checkChoices(
  input: Pick<LinkReply, "guests" | "extraGuests">,
  members: readonly GuestRow[],
  party: Pick<PartyRow, "extraSeats">,
): Map<string, boolean> {
  const sent = new Map(input.guests.map((choice) => [choice.guestId, choice.attending]));
  if (sent.size !== input.guests.length || members.length !== sent.size || members.some((guest) => !sent.has(guest.id))) {
    throw new AppError("validation_failed", "Answer once for each guest on the invitation", { guests: "Answer once for each guest on the invitation" });
  }
  if (input.extraGuests.length > party.extraSeats) {
    const room = party.extraSeats === 1 ? "1 more guest" : `${party.extraSeats} more guests`;
    const message = party.extraSeats ? `Your invitation has room for ${room}.` : "Your invitation has no open seats.";
    throw new AppError("validation_failed", message, { extraGuests: message });
  }
  return sent;
}

/** The people coming, in invitation order: the guests who said yes, then the open seats named. */
export function peopleComing(choices: ReadonlyMap<string, boolean>, members: readonly GuestRow[], extraGuests: LinkReply["extraGuests"]): Coming[] {
  return [
    ...members
      .filter((guest) => choices.get(guest.id))
      .map((guest) => ({ key: guest.id, guestId: guest.id, name: fullName(guest), child: guest.isChild, age: guest.age })),
    ...extraGuests.map((extra, index) => ({ key: seatKey(index), name: extra.name, child: extra.isChild, age: extra.age ?? null })),
  ];
}

/**
 * The party's own questions (an answer to an event it is not invited to is refused like an
 * unknown question). Nobody coming: per-person and meal questions have nobody to answer them.
 * Questions for attending guests only stay, so checkRsvp drops an answer sent to one rather than
 * refusing it; an extra event's questions stay: someone who declines the wedding may come to the
 * brunch (docs/decisions/0019-events.md).
 */
export function questionsToCheck(questions: Question[], anyoneComing: boolean): Question[] {
  if (anyoneComing) return questions;
  return questions.filter((q) => q.eventId || q.audience === "attending" || (q.answerScope !== "individual" && !isMealQuestion(q)));
}

/** The attendance question's answer for the whole party: its "yes" option when anyone comes. */
export function attendanceAnswer(question: Question, anyoneComing: boolean): string {
  const options = question.type === "radio" ? question.options : [];
  // With its role (issue 16), in any language: the first option is yes, the next no.
  if (question.role === "attendance" && options.length >= 2) return anyoneComing ? options[0]! : options[1]!;
  const yes = options.find((option) => isYesAnswer(option) && attendanceStatus({ a: option }) === "attending");
  const no = options.find((option) => attendanceStatus({ a: option }) === "not_attending");
  return anyoneComing ? (yes ?? options[0] ?? "Yes") : (no ?? options[1] ?? "No");
}

/** The answers as they are stored (contract/rules/reply-keys.ts), the attendance question answered by the choices. */
export function answersToStore(sent: Answers, keys: ReplyKeys, questions: readonly Question[], anyoneComing: boolean): Answers {
  const answers = rekeyAnswers(sent, keys.held);
  const attendance = findAttendanceQuestion(questions);
  if (attendance) answers[attendance.id] = attendanceAnswer(attendance, anyoneComing);
  return answers;
}

/**
 * The contact details a party's reply keeps (decision 0022). What the party typed is theirs and
 * is all its link ever shows again (typedEmail, typedPhone). Left blank, the reply keeps what the
 * couple holds, for the couple's own pages, exports and the confirmation: the guest list's
 * address, or else the one the reply already had that the party did not type (an open-form
 * reply the couple linked). A party never has to type what the couple already knows.
 */
export function replyContact(
  input: Pick<LinkReply, "guestEmail" | "guestPhone">,
  members: readonly Pick<GuestRow, "email" | "phone">[],
  previous: Pick<ResponseRow, "guestEmail" | "guestPhone" | "typedEmail" | "typedPhone"> | undefined,
) {
  const typedEmail = input.guestEmail || null;
  const typedPhone = input.guestPhone ?? null;
  const hiddenEmail = previous && previous.typedEmail === null ? previous.guestEmail : "";
  const hiddenPhone = previous && previous.typedPhone === null ? previous.guestPhone : null;
  return {
    typedEmail,
    typedPhone,
    guestEmail: typedEmail ?? (members.find((guest) => guest.email)?.email || hiddenEmail),
    guestPhone: typedPhone ?? members.find((guest) => guest.phone)?.phone ?? hiddenPhone,
  };
}

/**
 * The reply a link sent, in the shape of any other reply (docs/decisions/0012): the first person
 * coming is the primary guest, the others are its party, each under their stored key; the guests
 * not coming are listed by key, so attending-only questions are not theirs (issue 15). Its
 * contact details follow (`replyContact`, which needs the stored reply).
 */
export function linkReplyEntry(
  input: LinkReply,
  party: Pick<PartyRow, "extraSeats">,
  members: readonly GuestRow[],
  questions: readonly Question[],
): { entry: Omit<PartyReplyEntry, keyof ReturnType<typeof replyContact>>; keys: ReplyKeys; anyoneComing: boolean } {
  const choices = checkChoices(input, members, party);
  const coming = peopleComing(choices, members, input.extraGuests);
  const anyoneComing = coming.length > 0;
  const keys = keysOfSentReply(coming, members[0]!.id);
  const primary = coming[0] ?? { name: fullName(members[0]!) };
  return {
    keys,
    anyoneComing,
    entry: {
      guestName: primary.name,
      partyMembers: coming.slice(1).map((person) => ({
        id: person.key,
        name: person.name,
        relationship: person.child ? "child" : "guest",
        age: person.child ? person.age : null,
      })),
      responses: answersToStore(input.responses, keys, questions, anyoneComing),
      declined: members.filter((guest) => !choices.get(guest.id)).map((guest) => keys.held(guest.id)),
      locale: input.locale,
    },
  };
}

/** Field errors speak of "primary": the link knows that person by their own key. */
export function toLinkFields(error: unknown, keys: ReplyKeys): unknown {
  return error instanceof AppError && error.fields ? new AppError(error.code, error.message, rekeyFields(error.fields, keys.sent)) : error;
}
