import type { AppContext } from "../../context";
import { isUuid } from "../../db/ids";
import type { GuestRow, PartyRow } from "../../db/schema";
import * as repo from "./repository";

// What other features read of a party and its guests (docs/decisions/0029-one-owner-per-table.md):
// the guest list owns the parties and guests tables, and these are its answers.

/** A party by id, whoever's wedding it is (undefined: no such party). */
export async function findParty(ctx: AppContext, id: string): Promise<PartyRow | undefined> {
  return isUuid(id) ? repo.findParty(ctx.db, id) : undefined;
}

/** The party an invitation link's token opens, by the token's hash (docs/decisions/0012-guest-list.md). */
export async function findPartyByTokenHash(ctx: AppContext, tokenHash: string): Promise<PartyRow | undefined> {
  return repo.findPartyByTokenHash(ctx.db, tokenHash);
}

/** A party's guests, in the invitation's order. */
export async function guestsOfParty(ctx: AppContext, partyId: string): Promise<GuestRow[]> {
  return repo.guestsOfParties(ctx.db, [partyId]);
}

/** A party's guests' ids, in the invitation's order (the order its link answers in). */
export async function partyGuestIds(ctx: AppContext, partyId: string): Promise<string[]> {
  return repo.partyGuestIds(ctx.db, partyId);
}

/** The ids among `ids` that are this wedding's parties (an event's invitation names only those). */
export async function partiesOfWedding(ctx: AppContext, weddingId: string, ids: string[]): Promise<Set<string>> {
  return repo.partiesOfWedding(ctx.db, weddingId, ids);
}

/** The party asked for no more invitations and reminders (its stop link, features/mail). */
export async function setPartyOptOut(ctx: AppContext, partyId: string): Promise<void> {
  await repo.setPartyOptOut(ctx.db, partyId);
}
