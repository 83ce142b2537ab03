import type { z } from "zod";
import { seatKey, type InvitationView, type ZInvitationReply } from "../../../contract/invitation";
import type { Question } from "../../../contract/question";
import { PRIMARY_ID, type Answer, type Answers } from "../../../contract/response";
import { attendanceStatus, findAttendanceQuestion, isMealQuestion, isYesAnswer } from "../../../contract/rules/attendance";
import { partyAttendance } from "../../../contract/rules/party-status";
import type { AppContext } from "../../context";
import { normaliseWeddingCode } from "../../../contract/wedding";
import type { GuestRow, PartyRow, ResponseRow } from "../../db/schema";
import { AppError } from "../../errors";
import { hashSecret } from "../../secrets";
import { findPartyReply, savePartyReply } from "../responses/party-reply";
import { guardGuestSubmission } from "../responses/service";
import { getPublicView, viewFor } from "../weddings/public-view";
import * as repo from "./repository";
import { announceGuestList } from "./service";

type Reply = z.output<typeof ZInvitationReply>;

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const NOT_VALID = "This invitation link is not valid any more. Ask the couple for a new one, or find your invitation by name.";

/**
 * The party a link's token opens, and its wedding's invitation. A wrong or replaced token, or one
 * used on another wedding's page, is one answer, whoever's it was.
 */
async function requireParty(ctx: AppContext, token: string | undefined, weddingCode: string | undefined) {
  if (!token) throw new AppError("unauthorized", "This page needs the invitation link's token");
  const party = TOKEN.test(token) ? await repo.findPartyByTokenHash(ctx.db, hashSecret(token)) : undefined;
  if (!party) throw new AppError("not_found", NOT_VALID);
  const view = await getPublicView(ctx, party.weddingId);
  if (weddingCode !== undefined && normaliseWeddingCode(weddingCode) !== view.wedding.uniqueCode && weddingCode !== view.wedding.id) {
    throw new AppError("not_found", NOT_VALID);
  }
  return { party, view };
}

const fullName = (guest: Pick<GuestRow, "firstName" | "lastName">) => `${guest.firstName} ${guest.lastName}`.trim();

/** The party's reply as its link shows it: per-person answers keyed the way the link sends them. */
function toInvitationAnswer(reply: ResponseRow, members: GuestRow[], questions: readonly Question[]): NonNullable<InvitationView["reply"]> {
  const attendance = partyAttendance(
    members.map((guest) => guest.id),
    { partyMatch: reply.partyMatch === "confirmed" ? "confirmed" : "invitation", partyMembers: reply.partyMembers, answers: reply.answers },
    questions,
  );
  const extras = reply.partyMembers.filter((member) => !member.guestId && reply.partyMatch === "invitation");
  const keyOf = new Map<string, string>(reply.partyMembers.map((member) => [member.id, member.guestId ?? member.id]));
  // Nobody coming to the wedding stores nobody: the first guest answered the events as the primary guest.
  if (!reply.partyMembers.length && members[0] && reply.partyMatch === "invitation") keyOf.set(PRIMARY_ID, members[0].id);
  const responses: Answers = {};
  for (const [questionId, answer] of Object.entries(reply.answers)) {
    responses[questionId] = typeof answer === "string" ? answer : Object.fromEntries(Object.entries(answer).map(([id, value]) => [keyOf.get(id) ?? id, value]));
  }
  return {
    guests: members.map((guest) => ({ guestId: guest.id, attending: attendance.byGuest.get(guest.id) ?? attendance.status !== "declined" })),
    extraGuests: extras.map((member) => ({ name: member.name, isChild: member.relationship === "child", age: member.age ?? null })),
    responses,
    // Only what the party typed on its link: guest_email and guest_phone may be the couple's (decision 0022).
    guestEmail: reply.typedEmail ?? "",
    guestPhone: reply.typedPhone,
    updatedAt: reply.updatedAt.toISOString(),
  };
}

/** What this party may see (docs/decisions/0019-events.md): the public questions and its own private events'. */
const partyView = (view: Parameters<typeof viewFor>[0], party: PartyRow) => viewFor(view, { partyId: party.id, tags: party.tags });

async function viewOf(
  ctx: AppContext,
  weddingCode: string,
  party: PartyRow,
  reply: ResponseRow | undefined,
  seen: ReturnType<typeof partyView>,
): Promise<InvitationView> {
  const members = await repo.guestsOfParties(ctx.db, [party.id]);
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
    reply: reply ? toInvitationAnswer(reply, members, seen.questions) : null,
  };
}

/** What a party's link opens: its greeting, its guests, and its reply if it gave one. */
export async function openInvitation(ctx: AppContext, token: string | undefined, weddingCode?: string): Promise<InvitationView> {
  const { party, view } = await requireParty(ctx, token, weddingCode);
  return viewOf(ctx, view.wedding.uniqueCode, party, await findPartyReply(ctx, party.id), partyView(view, party));
}

/** The attendance question's answer for the whole party: its "yes" option when anyone comes. */
function attendanceAnswer(question: Question, anyoneComing: boolean): string {
  const options = question.type === "radio" ? question.options : [];
  // With its role (issue 16), in any language: the first option is yes, the next no.
  if (question.role === "attendance" && options.length >= 2) return anyoneComing ? options[0]! : options[1]!;
  const yes = options.find((option) => isYesAnswer(option) && attendanceStatus({ a: option }) === "attending");
  const no = options.find((option) => attendanceStatus({ a: option }) === "not_attending");
  return anyoneComing ? (yes ?? options[0] ?? "Yes") : (no ?? options[1] ?? "No");
}

/**
 * A party answers from its link (docs/decisions/0012): one choice per invited guest, the open
 * seats it names (never more than it has), answers per person for those coming. No email is
 * needed: the couple knows who this is.
 */
export async function replyToInvitation(ctx: AppContext, token: string | undefined, input: Reply, weddingCode?: string): Promise<InvitationView> {
  const { party, view } = await requireParty(ctx, token, weddingCode);
  guardGuestSubmission(view.wedding, input);
  const members = await repo.guestsOfParties(ctx.db, [party.id]);

  const sent = new Map(input.guests.map((choice) => [choice.guestId, choice.attending]));
  if (sent.size !== input.guests.length || members.length !== sent.size || members.some((guest) => !sent.has(guest.id))) {
    throw new AppError("validation_failed", "Answer once for each guest on the invitation", { guests: "Answer once for each guest on the invitation" });
  }
  if (input.extraGuests.length > party.extraSeats) {
    const room = party.extraSeats === 1 ? "1 more guest" : `${party.extraSeats} more guests`;
    const message = party.extraSeats ? `Your invitation has room for ${room}.` : "Your invitation has no open seats.";
    throw new AppError("validation_failed", message, { extraGuests: message });
  }

  // The people coming, in invitation order, each under the key the link uses for their answers.
  const coming = [
    ...members
      .filter((guest) => sent.get(guest.id))
      .map((guest) => ({ key: guest.id, guestId: guest.id, name: fullName(guest), child: guest.isChild, age: guest.age })),
    ...input.extraGuests.map((extra, index) => ({ key: seatKey(index), guestId: undefined, name: extra.name, child: extra.isChild, age: extra.age ?? null })),
  ];
  const anyoneComing = coming.length > 0;
  const primary = coming[0] ?? { key: members[0]!.id, guestId: members[0]!.id, name: fullName(members[0]!), child: false, age: null };
  const memberIdOf = (key: string) => (key === primary.key ? PRIMARY_ID : key);

  // The party's own questions: an answer to an event it is not invited to is refused like an unknown question.
  const seen = partyView(view, party);
  const attendance = findAttendanceQuestion(seen.questions);
  // Nobody coming: per-person and meal questions have nobody to answer them. Questions for
  // attending guests only stay, so checkRsvp drops an answer sent to one rather than refusing it.
  const questions = anyoneComing
    ? seen.questions
    : // An extra event's questions stay: someone who declines the wedding may come to the brunch (docs/decisions/0019-events.md).
      seen.questions.filter((q) => q.eventId || q.audience === "attending" || (q.answerScope !== "individual" && !isMealQuestion(q)));
  const responses: Answers = {};
  for (const [questionId, answer] of Object.entries(input.responses)) {
    responses[questionId] = remap(answer, memberIdOf);
  }
  if (attendance) responses[attendance.id] = attendanceAnswer(attendance, anyoneComing);

  const guestIdOf = new Map(coming.filter((person) => person.guestId).map((person) => [memberIdOf(person.key), person.guestId!]));
  const contact = replyContact(input, members, await findPartyReply(ctx, party.id));
  const row = await savePartyReply(
    ctx,
    {
      weddingId: party.weddingId,
      partyId: party.id,
      side: party.side,
      questions,
      maxMembers: members.length + party.extraSeats - 1,
      notifyEachReply: view.notifyEachReply,
    },
    {
      guestName: primary.name,
      ...contact,
      partyMembers: coming
        .filter((person) => person.key !== primary.key)
        .map((person) => ({ id: person.key, name: person.name, relationship: person.child ? "child" : "guest", age: person.child ? person.age : null })),
      responses,
      declined: members.filter((guest) => !sent.get(guest.id)).map((guest) => memberIdOf(guest.id)),
      locale: input.locale,
    },
    anyoneComing,
    guestIdOf,
  ).catch((error: unknown) => {
    // Field errors speak of "primary": the link knows that person by their own key.
    if (error instanceof AppError && error.fields) throw new AppError(error.code, error.message, renameFields(error.fields, primary.key));
    throw error;
  });
  await announceGuestList(ctx, party.weddingId);
  return viewOf(ctx, view.wedding.uniqueCode, party, row, seen);
}

/**
 * The contact details a party's reply keeps (decision 0022). What the party typed is theirs and
 * is all its link ever shows again (typedEmail, typedPhone). Left blank, the reply keeps what the
 * couple holds, for the couple's own pages, exports and the confirmation: the guest list's
 * address, or else the one the reply already had that the party did not type (an open-form
 * reply the couple linked). A party never has to type what the couple already knows.
 */
function replyContact(
  input: Pick<Reply, "guestEmail" | "guestPhone">,
  members: Pick<GuestRow, "email" | "phone">[],
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

function remap(answer: Answer, memberIdOf: (key: string) => string): Answer {
  if (typeof answer === "string") return answer;
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [memberIdOf(key), value]));
}

function renameFields(fields: Record<string, string>, primaryKey: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field.replace(new RegExp(`\\.${PRIMARY_ID}$`), `.${primaryKey}`), message]));
}
