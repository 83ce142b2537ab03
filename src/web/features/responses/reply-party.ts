import type { PartyMatch } from "../../../contract/guest-list";
import type { RsvpResponse } from "../../../contract/response";

/** A reply as the server sends it once the guest list exists: with the party it belongs to, if any. */
export type ReplyWithParty = RsvpResponse & { partyId?: string | null; partyMatch?: PartyMatch | null };

/** The party a reply belongs to (or is suggested to), or null for a reply outside the guest list. */
export function replyParty(response: ReplyWithParty): { partyId: string; match: PartyMatch } | null {
  if (!response.partyId) return null;
  return { partyId: response.partyId, match: response.partyMatch ?? "suggested" };
}
