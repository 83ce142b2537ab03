import { PRIMARY_ID, type RsvpResponse } from "../../../../contract/response";
import type { AppContext } from "../../../context";
import { AppError, notFound } from "../../../errors";
import { findResponse, toRsvpResponse, updateResponse } from "../repository";
import { announce } from "../service";
import * as repo from "./repository";

/**
 * The couple confirms, corrects or clears the party a reply belongs to. A party has one reply
 * of its own: linking a second is refused (the couple removes or unlinks the first).
 */
export async function setResponseParty(
  ctx: AppContext,
  wedding: { id: string },
  id: string,
  partyId: string | null,
  side: string | null,
): Promise<RsvpResponse> {
  const row = await findResponse(ctx.db, id);
  if (!row || row.weddingId !== wedding.id) throw notFound("Response");
  if (partyId) {
    const own = await repo.findPartyReply(ctx.db, partyId);
    if (own && own.id !== id)
      throw new AppError("conflict", "This party already has a reply. Remove or unlink that one first.", { partyId: "Already has a reply" });
  }
  const updated = await updateResponse(ctx.db, id, {
    partyId,
    partyMatch: partyId ? "confirmed" : null,
    // The party's side carries to its reply unless the couple already chose one for the reply.
    ...(partyId && side && !row.sideAssignment ? { sideAssignment: side } : {}),
  });
  if (!updated) throw notFound("Response");
  await announce(ctx, "response.updated", wedding.id, id);
  return toRsvpResponse(updated);
}

/** The names a reply speaks for, for matching it to a party: the guest, then whoever they listed. */
export async function replyNames(ctx: AppContext, id: string): Promise<{ weddingId: string; names: string[]; hasParty: boolean } | undefined> {
  const row = await findResponse(ctx.db, id);
  if (!row) return undefined;
  const listed = row.partyMembers.filter((member) => member.id !== PRIMARY_ID).map((member) => member.name);
  return { weddingId: row.weddingId, names: [row.guestName, ...listed], hasParty: row.partyId !== null };
}

/** Marks an open-form reply as looking like a party's, for the couple to confirm or correct; never over a link the couple made. */
export async function suggestResponseParty(ctx: AppContext, weddingId: string, id: string, partyId: string): Promise<boolean> {
  const updated = await repo.suggestParty(ctx.db, id, partyId);
  if (updated) await announce(ctx, "response.updated", weddingId, id);
  return updated;
}
