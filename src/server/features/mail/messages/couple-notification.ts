import { z } from "zod";
import type { Question } from "../../../../contract/question";
import type { Answers, PartyMember } from "../../../../contract/response";
import { ATTENDANCE_LABEL, attendanceStatus, partySize } from "../../../../contract/rules/attendance";
import { editTokenKey, findWedding } from "../../weddings/service";
import { getPublicView } from "../../weddings/public-view";
import { findAddress } from "../couple-repository";
import { findReplyForCouple } from "../sending-repository";
import { stopPath, stopToken } from "../stop-links";
import { renderDocument } from "./layout";
import { MessageGone, type MailRenderer } from "./types";

const ZPayload = z.object({ addressId: z.string() });

/** One answer as a line: per-person answers name each person. */
function answerText(answer: Answers[string], members: PartyMember[]): string {
  if (typeof answer === "string") return answer;
  const nameOf = new Map(members.map((member) => [member.id, member.name]));
  return Object.entries(answer)
    .map(([id, value]) => `${nameOf.get(id) ?? "Guest"}: ${value}`)
    .join("\n");
}

export function replyRows(reply: { answers: Answers; partyMembers: PartyMember[] }, questions: Question[]) {
  return questions
    .filter((q) => reply.answers[q.id] !== undefined && reply.answers[q.id] !== "")
    .map((q) => ({ label: q.question, value: answerText(reply.answers[q.id]!, reply.partyMembers) }));
}

/** The reply's one-line summary: "Attending, 3 guests". */
export function replyHeadline(reply: { answers: Answers; partyMembers: PartyMember[] }, questions?: readonly Question[]): string {
  const status = attendanceStatus(reply.answers, questions);
  const size = partySize({ partyMembers: reply.partyMembers });
  return status === "attending" ? `${ATTENDANCE_LABEL[status]}, ${size} guest${size === 1 ? "" : "s"}` : ATTENDANCE_LABEL[status];
}

/** The couple's stop link for one of their addresses. */
export function coupleStopLink(origin: string, tokenKey: string, addressId: string): string {
  return origin + stopPath("couple", addressId, stopToken(tokenKey, "couple", addressId));
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
    row.responseId ? findReplyForCouple(ctx.app.db, row.responseId) : undefined,
  ]);
  if (!address || !wedding || address.mode !== "each" || !address.confirmedAt) throw new MessageGone("Notifications to this address were stopped");
  if (!reply) throw new MessageGone("The reply was deleted");
  const { questions } = await getPublicView(ctx.app, wedding.id);
  const headline = replyHeadline(reply, questions);
  return {
    subject: `${reply.guestName} replied: ${headline}`,
    ...renderDocument({
      lang: "en",
      title: `${reply.guestName} replied`,
      preheader: headline,
      blocks: [
        { type: "paragraph", text: headline },
        { type: "details", rows: replyRows(reply, questions) },
        { type: "button", label: "See every reply", href: `${ctx.origin}/responses/${encodeURIComponent(wedding.uniqueCode)}` },
      ],
      footer: [
        {
          type: "note",
          text: `You get an email for each reply to ${wedding.partner1} & ${wedding.partner2}'s wedding.`,
          link: { label: "Stop these notifications", href: coupleStopLink(ctx.origin, editTokenKey(wedding), address.id) },
        },
      ],
    }),
  };
};
