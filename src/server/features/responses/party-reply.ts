import { MAX_RESPONSES_PER_WEDDING } from "../../../contract/limits";
import type { Locale } from "../../../contract/locales";
import type { Question } from "../../../contract/question";
import { PRIMARY_ID, type Answers, type PartyMember, type Relationship, type RsvpResponse } from "../../../contract/response";
import type { AppContext } from "../../context";
import type { ResponseRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { hashSecret, newSecret } from "../../secrets";
import { guestConfirmationRow } from "../mail/confirmation-draft";
import { coupleNotice } from "../mail/couple-notice";
import { wakeWorkers } from "../mail/enqueue";
import * as repo from "./repository";
import { announce, checkedAnswers } from "./service";

/** A party's reply in the shape of any other reply: the first person coming is the primary guest. */
export interface PartyReplyEntry {
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  /** What the party typed on its link (null: nothing): all its link shows again (decision 0022). */
  typedEmail: string | null;
  typedPhone: string | null;
  partyMembers: { id: string; name: string; relationship: Relationship; age?: number | null }[];
  responses: Answers;
  /** Invited guests not coming, under the keys their answers use: attending-only questions are not theirs (issue 15). */
  declined: string[];
  /** The language the party read its invitation in; absent keeps the one stored (issue 16). */
  locale?: Locale;
}

/**
 * Stores a party's reply from its invitation link (docs/decisions/0012) through the same rules
 * as every other reply, with the party's seat allowance in place of the open form's limit. The
 * stored party lists exactly the people coming, each named guest with its guest id, so its
 * status reads straight from it (contract/rules/party-status.ts); nobody coming stores nobody.
 */
export async function savePartyReply(
  ctx: AppContext,
  target: { weddingId: string; partyId: string; side: string | null; questions: Question[]; maxMembers: number; notifyEachReply?: boolean },
  entry: PartyReplyEntry,
  anyoneComing: boolean,
  guestIdOf: ReadonlyMap<string, string>,
): Promise<ResponseRow> {
  const checked = checkedAnswers(target.questions, entry, target.maxMembers);
  const primary: PartyMember = { id: PRIMARY_ID, name: entry.guestName, relationship: "self", isPrimary: true };
  const listed = checked.partyMembers.length ? checked.partyMembers : [primary];
  const partyMembers = anyoneComing
    ? listed.map((member) => {
        const guestId = guestIdOf.get(member.id);
        return guestId ? { ...member, guestId } : member;
      })
    : [];
  const stored = await repo.upsertPartyReply(
    ctx.db,
    {
      weddingId: target.weddingId,
      partyId: target.partyId,
      guestName: entry.guestName,
      guestEmail: entry.guestEmail,
      guestPhone: entry.guestPhone,
      typedEmail: entry.typedEmail,
      typedPhone: entry.typedPhone,
      partyMembers,
      answers: checked.answers,
      sideAssignment: target.side,
      // Nobody needs an edit link: the invitation link is the party's way back to its answer.
      editTokenHash: hashSecret(newSecret()),
      ...(entry.locale ? { locale: entry.locale } : {}),
    },
    MAX_RESPONSES_PER_WEDDING,
    // Confirmed in the reply's own transaction; the party's invitation link is its way back.
    guestConfirmationRow(ctx, { weddingId: target.weddingId, guestEmail: entry.guestEmail, guestName: entry.guestName, partyId: target.partyId }),
    coupleNotice(ctx, target.notifyEachReply),
  );
  if (stored === "full") throw new AppError("conflict", "This wedding cannot take more replies. Please contact the couple directly.");
  wakeWorkers(ctx, target.weddingId);
  await announce(ctx, stored.created ? "response.created" : "response.updated", target.weddingId, stored.row.id);
  return stored.row;
}

export async function findPartyReply(ctx: AppContext, partyId: string): Promise<ResponseRow | undefined> {
  return repo.findPartyReply(ctx.db, partyId);
}

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
  const row = await repo.findResponse(ctx.db, id);
  if (!row || row.weddingId !== wedding.id) throw notFound("Response");
  if (partyId) {
    const own = await repo.findPartyReply(ctx.db, partyId);
    if (own && own.id !== id)
      throw new AppError("conflict", "This party already has a reply. Remove or unlink that one first.", { partyId: "Already has a reply" });
  }
  const updated = await repo.updateResponse(ctx.db, id, {
    partyId,
    partyMatch: partyId ? "confirmed" : null,
    // The party's side carries to its reply unless the couple already chose one for the reply.
    ...(partyId && side && !row.sideAssignment ? { sideAssignment: side } : {}),
  });
  if (!updated) throw notFound("Response");
  await announce(ctx, "response.updated", wedding.id, id);
  return repo.toRsvpResponse(updated);
}

/** The names a reply speaks for, for matching it to a party: the guest, then whoever they listed. */
export async function replyNames(ctx: AppContext, id: string): Promise<{ weddingId: string; names: string[]; hasParty: boolean } | undefined> {
  const row = await repo.findResponse(ctx.db, id);
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
