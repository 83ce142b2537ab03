import type { AppContext } from "../../context";
import type { ChangeEvent } from "../../db/change-feed";
import type { ResponseRow } from "../../db/schema";
import { notFound } from "../../errors";
import { announceGuestList, requirePartyOfLink } from "../guest-list";
import { dropUnsentReplyMail } from "../mail";
import { deleteReplyRow, findPartyReply } from "../responses";
import { unseatReplyPeople } from "../seating";
import { forgetReplyInTrash } from "../trash";

/**
 * A guest erases their own reply (docs/decisions/0046-take-it-or-erase-it.md), at any time (the
 * deadline bounds changes, not the right to take one's answer back). In one transaction: its
 * unsent mail, the seats of the people it named, and the reply with its people and answers.
 * A household keeps its place on the guest list (the couple invited it) and is "not replied"
 * again; its guests keep their seats and show as tentative, as before it replied. The couple's
 * screens hear of it live.
 */
export async function eraseOwnReply(ctx: AppContext, reply: ResponseRow): Promise<void> {
  const unseated = await ctx.db.transaction(async (tx) => {
    await dropUnsentReplyMail(tx, reply.id);
    const seats = await unseatReplyPeople(tx, reply.weddingId, reply.id);
    if (!(await deleteReplyRow(tx, reply.id))) throw notFound("Reply");
    // Nothing of it stays in the trash either (docs/decisions/0049-trash.md): not its id among a deleted household's links.
    await forgetReplyInTrash(tx, reply.weddingId, reply.id);
    return seats.length > 0;
  });
  const events: ChangeEvent[] = [
    { type: "response.deleted", weddingId: reply.weddingId, responseId: reply.id },
    { type: "outbox", weddingId: reply.weddingId },
  ];
  if (unseated) events.push({ type: "seating.changed", weddingId: reply.weddingId });
  for (const event of events) await ctx.feed.publish(event).catch(() => {});
  if (reply.partyId) await announceGuestList(ctx, reply.weddingId);
}

/** The household's own reply its invitation link opens; the household itself stays (the couple invited it). 404 when it has none. */
export async function replyOfInvitationLink(ctx: AppContext, token: string | undefined, weddingCode: string | undefined): Promise<ResponseRow> {
  const { party } = await requirePartyOfLink(ctx, token, weddingCode);
  const reply = await findPartyReply(ctx.db, party.id);
  if (!reply) throw notFound("Reply");
  return reply;
}
