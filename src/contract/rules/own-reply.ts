import type { PartyMatch } from "../response";

/**
 * Which reply is a party's own (docs/decisions/0029-one-owner-per-table.md): the one sent from
 * its invitation link, or an open-form reply the couple confirmed as the party's. A suggested
 * match is not one yet. A party has at most one own reply: the database's partial unique index
 * (`db/schema.ts`) and every query for a party's reply are written from this list.
 */
export const OWN_REPLY_MATCHES: readonly PartyMatch[] = ["invitation", "confirmed"];

/**
 * Whether a reply linked this way is its party's own. A reply that names a party without saying
 * how it was linked counts as the couple's confirmed match, as the counts always read it.
 */
export function isOwnMatch(partyMatch: string | null | undefined): boolean {
  return (OWN_REPLY_MATCHES as readonly string[]).includes(partyMatch ?? "confirmed");
}

/** The party a reply is the own reply of, or null. */
export function ownPartyId(reply: { partyId?: string | null; partyMatch?: string | null }): string | null {
  return reply.partyId && isOwnMatch(reply.partyMatch) ? reply.partyId : null;
}
