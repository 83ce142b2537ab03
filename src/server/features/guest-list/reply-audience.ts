import { ownPartyId } from "../../../contract/rules/own-reply";
import type { AppContext } from "../../context";
import { getPublicView, viewFor } from "../weddings";
import * as repo from "./repository";

/**
 * The questions and events a reply's party may see, from the cached public view (no query when
 * it is warm): the public ones, or for a party's own reply (contract/rules/own-reply.ts) also its
 * private events' by its tags (docs/decisions/0019-events.md). A confirmation shows its own
 * schedule; the couple correcting a party's reply answers what that party was asked, no more.
 */
export async function replyAudience(
  ctx: AppContext,
  codeOrId: string,
  // `tags`: the party's tags when the caller has just read the party (the outbox renderer), so they are not read again.
  reply?: { partyId?: string | null; partyMatch?: string | null; tags?: readonly string[] },
) {
  const view = await getPublicView(ctx, codeOrId);
  const partyId = reply ? ownPartyId(reply) : null;
  const tags = partyId ? (reply?.tags ?? (await repo.partyTags(ctx.db, partyId))) : undefined;
  return { wedding: view.wedding, ...(partyId && tags ? viewFor(view, { partyId, tags }) : { questions: view.questions, events: view.events ?? [] }) };
}
