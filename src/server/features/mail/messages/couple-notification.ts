import { z } from "zod";
import type { Question } from "../../../../contract/question";
import type { Answers, PartyMember } from "../../../../contract/response";
import type { Person } from "../../../../contract/rules/people";
import { ATTENDANCE_LABEL, attendanceStatus, partySize } from "../../../../contract/rules/attendance";
import { ownPartyId } from "../../../../contract/rules/own-reply";
import { editTokenKey, findWedding } from "../../weddings";
import { replyAudience } from "../../guest-list";
import { findReply } from "../../responses";
import { findAddress } from "../couple-repository";
import { stopPath, stopToken } from "../stop-links";
import { renderDocument, type MailBlock } from "./layout";
import { recipientLink, type Audience } from "./private-links";
import { partyGuestNames, replySections, type ReplySection } from "./reply-sections";
import { MessageGone, type MailRenderer } from "./types";

const ZPayload = z.object({ addressId: z.string() });

/** One answer as a line: per-person answers name each person (a name the reply lacks: "Guest"). */
function answerText(answer: Answers[string], people: readonly Person[]): string {
  if (typeof answer === "string") return answer;
  const nameOf = new Map(people.map((person) => [person.id, person.name]));
  return Object.entries(answer)
    .filter(([, value]) => value !== "")
    .map(([id, value]) => `${nameOf.get(id) || "Guest"}: ${value}`)
    .join("\n");
}

/** A list of names, one a line. */
const names = (people: readonly Person[]) => people.map((person) => person.name || "Guest").join("\n");

/**
 * One part of the reply in the couple's words (their questions and options as they wrote them,
 * in English around them): the wedding's answers as rows, then each event under its name with
 * who comes, who does not, and its own answers (docs/decisions/0019-events.md).
 */
function sectionBlocks({ event, questions, people, coming }: ReplySection, answers: Answers): MailBlock[] {
  const rows = questions
    .filter((question) => !(event && coming && question.eventAttendance) && answers[question.id] !== undefined && answers[question.id] !== "")
    .map((question) => ({ label: question.question, value: answerText(answers[question.id]!, people) }))
    .filter((row) => row.value !== "");
  if (!event) return rows.length ? [{ type: "details", rows }] : [];
  const notComing = coming && people.filter((person) => !coming.includes(person));
  const lists = coming
    ? [
        { label: `Coming (${coming.length})`, value: coming.length ? names(coming) : "Nobody" },
        ...(notComing!.length ? [{ label: `Not coming (${notComing!.length})`, value: names(notComing!) }] : []),
      ]
    : [];
  return [
    { type: "heading", text: event.name },
    { type: "details", rows: [...lists, ...rows] },
  ];
}

/** The reply's one-line summary: "Attending, 3 guests". */
export function replyHeadline(reply: { answers: Answers; partyMembers: PartyMember[] }, questions?: readonly Question[]): string {
  const status = attendanceStatus(reply.answers, questions);
  const size = partySize({ partyMembers: reply.partyMembers });
  return status === "attending" ? `${ATTENDANCE_LABEL[status]}, ${size} guest${size === 1 ? "" : "s"}` : ATTENDANCE_LABEL[status];
}

/** The stop link of one of the couple's addresses: its recipient's, like every stop link. */
export function coupleStopLink(ctx: { origin: string; audience: Audience }, tokenKey: string, addressId: string): string {
  return recipientLink(ctx.audience, () => ctx.origin + stopPath("couple", addressId, stopToken(tokenKey, "couple", addressId)));
}

/**
 * A reply, as soon as it arrives, to a couple address in "each reply" mode (issue 14); an
 * address switched off or removed since the reply was queued gets nothing.
 */
export const renderCoupleNotification: MailRenderer = async (ctx, row) => {
  const { addressId } = ZPayload.parse(row.payload);
  const [address, wedding, reply] = await Promise.all([
    findAddress(ctx.app.db, addressId),
    findWedding(ctx.app, row.weddingId),
    row.responseId ? findReply(ctx.app, row.responseId) : undefined,
  ]);
  if (!address || !wedding || address.mode !== "each" || !address.confirmedAt) throw new MessageGone("Notifications to this address were stopped");
  if (!reply) throw new MessageGone("The reply was deleted");
  // The couple's own data, but read as the reply's household was asked: its private events too,
  // never an event it was not invited to (docs/decisions/0019-events.md).
  const audience = await replyAudience(ctx.app, wedding.id, reply);
  const { questions, events } = audience;
  const answers = { guestName: reply.guestName, partyMembers: reply.partyMembers, responses: reply.answers };
  const ownParty = events.length ? (ownPartyId(reply) ?? undefined) : undefined;
  const guestNames = ownParty ? await partyGuestNames(ctx.app, wedding, ownParty) : new Map<string, string>();
  const headline = replyHeadline(reply, questions);
  return {
    subject: `${reply.guestName} replied: ${headline}`,
    ...renderDocument({
      lang: "en",
      title: `${reply.guestName} replied`,
      preheader: headline,
      blocks: [
        { type: "paragraph", text: headline },
        ...replySections(audience, answers, guestNames).flatMap((section) => sectionBlocks(section, reply.answers)),
        { type: "button", label: "See every reply", href: `${ctx.origin}/responses/${encodeURIComponent(wedding.uniqueCode)}` },
      ],
      footer: [
        {
          type: "note",
          text: `You get an email for each reply to ${wedding.partner1} & ${wedding.partner2}'s wedding.`,
          link: { label: "Stop these notifications", href: coupleStopLink(ctx, editTokenKey(wedding), address.id) },
        },
      ],
    }),
  };
};
