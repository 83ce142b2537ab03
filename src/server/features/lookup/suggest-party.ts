import type { AppContext } from "../../context";
import { replyNames, suggestResponseParty } from "../responses";
import { lookupIndexCache } from "./lookup-service";
import { matchName } from "./name-match/match-name";

/**
 * Open mode (docs/decisions/0012): a reply from the open form is matched to a party by its names,
 * for the couple to confirm or correct on the responses page. It runs when the reply is announced,
 * off the submit's path: the guest never waits for it, and a wedding without a guest list costs
 * one cached look at an empty index. Only one clear full-name match counts; anything else is left
 * for the couple to link by hand.
 */
export function startPartySuggestions(ctx: AppContext): () => void {
  return ctx.feed.subscribe((event) => {
    if (event.type !== "response.created") return;
    void suggestFor(ctx, event.weddingId, event.responseId).catch(() => {
      // A missed suggestion only leaves the reply for the couple to link by hand.
    });
  });
}

export async function suggestFor(ctx: AppContext, weddingId: string, responseId: string): Promise<string | undefined> {
  const index = await lookupIndexCache(ctx).get(weddingId);
  if (!index.parties.length) return undefined;
  const reply = await replyNames(ctx, responseId);
  if (!reply || reply.hasParty || reply.weddingId !== weddingId) return undefined;
  for (const name of reply.names) {
    const match = matchName(index.names, name);
    if (match.kind !== "full" || match.parties.length !== 1) continue;
    const party = index.parties[match.parties[0]!.party]!;
    if (await suggestResponseParty(ctx, weddingId, responseId, party.id)) return party.id;
    return undefined;
  }
  return undefined;
}
