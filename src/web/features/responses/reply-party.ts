import type { PartyMatch, RsvpResponse } from "../../../contract/response";

/** The party a reply belongs to (or is suggested to), or null for a reply outside the guest list. */
export function replyParty(response: RsvpResponse): { partyId: string; match: PartyMatch } | null {
  if (!response.partyId) return null;
  return { partyId: response.partyId, match: response.partyMatch ?? "suggested" };
}
