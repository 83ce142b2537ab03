import type { z } from "zod";
import { PRIMARY_ID, type RsvpResponse, type Side, type ZRsvpHostEntry } from "../../../contract/response";
import { declinedKeys, keepGuestIds } from "../../../contract/rules/reply-keys";
import { formVisibility } from "../../../contract/rules/visibility";
import type { AppContext } from "../../context";
import type { ResponseRow, WeddingRow } from "../../db/schema";
import { AppError } from "../../errors";
import { hashSecret, newSecret } from "../../secrets";
import { announceGuestList, findParty, partyGuestIds, replyAudience, requirePartyOf } from "../guest-list";
import { findPartyReply } from "./party-reply/repository";
import { setResponseParty } from "./party-reply/party-link";
import * as repo from "./repository";
import { announce, checkedAnswers, insertOnce, keyedBodyHash, replyFields, requireResponseOf, rewriteAnswers } from "./service";

// The couple's writes that need a household of the guest list (docs/decisions/0029-one-owner-per-table.md):
// read through the guest list's exports, so this file is the responses feature's and not part of
// its public surface (index.ts), which the guest list itself uses.

/**
 * The questions a reply may answer (guest-list `replyAudience`): with the reply's party (its
 * link, or the couple's confirmed match) also its private events' (docs/decisions/0019-events.md).
 * The couple correcting a party's reply answers what that party was asked, no more.
 */
async function questionsOf(ctx: AppContext, wedding: WeddingRow, reply?: Pick<ResponseRow, "partyId" | "partyMatch">) {
  return (await replyAudience(ctx, wedding.uniqueCode, reply)).questions;
}

/**
 * The host records an answer that came by phone or card; the deadline binds guests, not the
 * couple. With an Idempotency-Key, a retry (a lost answer on the couple's phone) returns the
 * entry already stored instead of storing a second.
 */
export async function addHostResponse(
  ctx: AppContext,
  wedding: WeddingRow,
  input: z.output<typeof ZRsvpHostEntry>,
  idempotencyKey: string | null = null,
): Promise<{ created: boolean; response: RsvpResponse }> {
  const party = input.partyId ? await entryParty(ctx, wedding, input.partyId) : undefined;
  const checked = checkedAnswers(await questionsOf(ctx, wedding, party && { partyId: party.id, partyMatch: "confirmed" }), input);
  const fields = { ...replyFields(input, checked), sideAssignment: input.sideAssignment ?? party?.side ?? null };
  const stored = {
    weddingId: wedding.id,
    ...fields,
    // Nobody holds an edit link for a host-entered answer.
    editTokenHash: hashSecret(newSecret()),
    idempotencyKey,
    bodyHash: keyedBodyHash(idempotencyKey, fields),
  };
  const { created, row } = await insertOnce(ctx, stored);
  // Linked once stored (the insert is the guests' hot path and names no party): the couple made this match.
  if (created && party) {
    await repo.updateResponse(ctx.db, row.id, { partyId: party.id, partyMatch: "confirmed" });
    await announce(ctx, "response.updated", wedding.id, row.id);
  }
  return {
    created,
    response: repo.toRsvpResponse(
      created
        ? { locale: null, typedEmail: null, typedPhone: null, ...stored, ...row, partyId: party?.id ?? null, partyMatch: party ? "confirmed" : null }
        : row,
    ),
  };
}

/**
 * The household a phoned-in reply is for: this wedding's, and without a reply of its own (the
 * couple corrects that one instead). Its reply then answers what that household is asked.
 */
async function entryParty(ctx: AppContext, wedding: WeddingRow, partyId: string) {
  const party = await findParty(ctx, partyId);
  if (!party || party.weddingId !== wedding.id)
    throw new AppError("validation_failed", "Not a household of this wedding", { partyId: "Not a household of this wedding" });
  if (await findPartyReply(ctx.db, partyId))
    throw new AppError("conflict", "This household already has a reply. Correct that one instead.", { partyId: "Already has a reply" });
  return { id: partyId, tags: party.tags, side: party.side as Side | null };
}

/** The host corrects a guest's answer (a changed meal by phone), keeping its side unless told otherwise. */
export async function correctResponse(ctx: AppContext, wedding: WeddingRow, id: string, input: z.output<typeof ZRsvpHostEntry>): Promise<RsvpResponse> {
  const row = await requireResponseOf(ctx, wedding, id);
  const questions = await questionsOf(ctx, wedding, row);
  if (row.partyMatch !== "invitation" || !row.partyId) return rewriteAnswers(ctx, id, input, checkedAnswers(questions, input), input.sideAssignment);
  // A household's link reply: its guests not coming keep their events' answers, and those coming their guest ids.
  const guestIds = await partyGuestIds(ctx, row.partyId);
  const checked = checkedAnswers(questions, { ...input, declined: declinedKeys(row.partyMembers, guestIds) });
  const coming = formVisibility(questions, checked.answers).showParty;
  const primary = coming ? { id: PRIMARY_ID, name: input.guestName, relationship: "self" as const, isPrimary: true } : null;
  const partyMembers = keepGuestIds(checked.partyMembers, row.partyMembers, guestIds, primary);
  return rewriteAnswers(ctx, id, input, { ...checked, partyMembers }, input.sideAssignment);
}

/** Links a reply to one of this wedding's parties (or unlinks it), as the couple confirms or corrects a match. */
export async function linkResponse(ctx: AppContext, wedding: WeddingRow, responseId: string, partyId: string | null): Promise<RsvpResponse> {
  const party = partyId ? await requirePartyOf(ctx.db, wedding, partyId) : null;
  const response = await setResponseParty(ctx, wedding, responseId, party?.id ?? null, party?.side ?? null);
  await announceGuestList(ctx, wedding.id);
  return response;
}
