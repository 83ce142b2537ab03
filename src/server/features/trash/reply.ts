import type { Actor } from "../../../contract/access";
import type { AppContext } from "../../context";
import type { ChangeEvent } from "../../db/change-feed";
import type { WeddingRow } from "../../db/schema";
import { notFound } from "../../errors";
import { dropUnsentReplyMail } from "../mail";
import { lockReply, replyLinks, takeReply } from "../responses";
import { takeRulesNaming, unseatReplyPeople } from "../seating";
import { keepInTrash } from "./service";

/**
 * The couple deletes a reply (`DELETE /api/responses/:id`; docs/decisions/0049-trash.md). One
 * transaction: its mail not yet sent (its confirmation carries the guest's edit link), the seats
 * of the people it named, which sent messages lose their key to it, the reply with its people
 * and answers (its household link is in its row), and the trash entry holding all of it. A
 * household's guests keep their seats: they are the household's, not the reply's.
 */
export async function deleteReplyToTrash(ctx: AppContext, wedding: WeddingRow, replyId: string, actor: Actor): Promise<void> {
  const changes = await ctx.db.transaction(async (tx) => {
    if (!(await lockReply(tx, wedding.id, replyId))) throw notFound("Response");
    const mail = await dropUnsentReplyMail(tx, replyId);
    const seats = await unseatReplyPeople(tx, wedding.id, replyId);
    // Rules naming its people go and come back with it (else the plan's next write drops them for good).
    const rules = await takeRulesNaming(tx, wedding.id, { replyId });
    const links = await replyLinks(tx, replyId);
    const reply = await takeReply(tx, wedding.id, replyId);
    if (!reply) throw notFound("Response");
    const payload = { rows: { responses: [reply], ...(rules.length ? { seating_rules: rules } : {}) }, seats, mail, links };
    await keepInTrash(tx, { weddingId: wedding.id, kind: "reply", recordId: replyId, label: String(reply.guest_name), actor, payload });
    return { seats: seats.length > 0 || rules.length > 0, mail: mail.length > 0 || Object.keys(links).length > 0, party: reply.party_id != null };
  });
  const events: ChangeEvent[] = [{ type: "response.deleted", weddingId: wedding.id, responseId: replyId }];
  if (changes.seats) events.push({ type: "seating.changed", weddingId: wedding.id });
  if (changes.mail) events.push({ type: "outbox", weddingId: wedding.id });
  if (changes.party) events.push({ type: "guest-list.changed", weddingId: wedding.id });
  for (const event of events) await ctx.feed.publish(event).catch(() => {});
}
