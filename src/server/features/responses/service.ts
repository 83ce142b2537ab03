import type { z } from "zod";
import type { Question } from "../../../contract/question";
import { type RsvpResponse, type Side, type SubmitResult, type ZRsvpGuestEdit, type ZRsvpSubmit } from "../../../contract/response";
import { MAX_ANSWER_BYTES, MAX_RESPONSES_PER_WEDDING } from "../../../contract/limits";
import { checkRsvp, type RsvpDraft } from "../../../contract/rules/answers";
import { DEADLINE_PASSED_MESSAGE, isRsvpClosed } from "../../../contract/rules/deadline";
import type { AppContext } from "../../context";
import type { ResponseRow, WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { deriveSecret, hashSecret, matchesHash, newSecret } from "../../secrets";
import { coupleNotice, guestConfirmationRow, wakeWorkers, type CoupleNotice, type ReplyMail } from "../mail";
import { findWedding, getPublicView } from "../weddings";
import { replyBodyHash } from "./body-hash";
import * as repo from "./repository";
import { nearResponseCap } from "./response-quota";

type Submit = z.output<typeof ZRsvpSubmit>;
/** What the RSVP rules need of a wedding: the cached public view provides it as well as a row. */
type WeddingRef = Pick<WeddingRow, "id" | "uniqueCode" | "rsvpDeadline" | "timeZone">;
type Entry = Omit<Submit, "weddingId" | "website">;

/** Tells the host's live responses page (on any instance) that something changed. */
export async function announce(ctx: AppContext, type: "response.created" | "response.updated" | "response.deleted", weddingId: string, responseId: string) {
  // The write already succeeded; a lost notification only delays the page until its next refetch.
  await ctx.feed.publish({ type, weddingId, responseId }).catch(() => {});
}

/** Guests only: the honeypot and the deadline. A host entering an answer is bound by neither. */
export function guardGuestSubmission(wedding: WeddingRef, input: Pick<Submit, "website">) {
  if (input.website) {
    // The honeypot: a person never sees this field; automated posts fill it.
    throw new AppError("validation_failed", "This response looks automated and was not saved", { website: "Leave this field empty" });
  }
  if (isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone)) throw new AppError("deadline_passed", DEADLINE_PASSED_MESSAGE);
}

const INVITATION_ONLY_MESSAGE = "This wedding takes replies from invited guests: please find your invitation by name, or use the link the couple sent you.";

const ANSWERS_TOO_LARGE = `These answers are too long to save (at most ${MAX_ANSWER_BYTES / 1024} KB in all). Please shorten the longest ones and send again.`;

/**
 * The rules, then the size of what would be stored: every path that writes a reply (guest
 * submit and edit, host entry and correction) comes through here, so one bound covers them all.
 */
export function checkedAnswers(questions: Question[], input: Entry & Pick<RsvpDraft, "declined">, maxMembers?: number) {
  const checked = checkRsvp(questions, input, maxMembers);
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.fields)[0]!;
    throw new AppError("validation_failed", `${field}: ${message}`, checked.fields);
  }
  const bytes = Buffer.byteLength(JSON.stringify({ answers: checked.answers, partyMembers: checked.partyMembers }), "utf8");
  if (bytes > MAX_ANSWER_BYTES) throw new AppError("payload_too_large", ANSWERS_TOO_LARGE, { responses: ANSWERS_TOO_LARGE });
  return checked;
}

const WEDDING_FULL = `This wedding has reached the limit of ${MAX_RESPONSES_PER_WEDDING.toLocaleString("en")} responses, so no more can be saved. Please contact the couple directly.`;

/** The stored fields of a reply: the contact details as sent, the party and answers as the rules made them. */
export function replyFields(input: Entry, checked: ReturnType<typeof checkedAnswers>) {
  return {
    guestName: input.guestName,
    guestEmail: input.guestEmail,
    guestPhone: input.guestPhone,
    partyMembers: checked.partyMembers,
    answers: checked.answers,
    // The language of the reply's confirmation (issue 16): an edit in another language moves it; none keeps it.
    ...(input.locale ? { locale: input.locale } : {}),
  };
}

/**
 * Stores a new reply once per Idempotency-Key: a repeat with the same body finds the reply the
 * first request stored; the same key with another body is a 409 that stores nothing (decision
 * 0003; a row from before body hashes were kept has none and counts as the same). Without a
 * key, only a true duplicate can conflict. Tells the host's page of a new one.
 */
export async function insertOnce(
  ctx: AppContext,
  values: repo.InsertValues,
  mail?: ReplyMail,
  notice?: CoupleNotice,
): Promise<{ created: true; row: repo.Inserted } | { created: false; row: ResponseRow }> {
  const row = (await nearResponseCap(ctx, values.weddingId))
    ? await repo.insertResponseWithinCap(ctx.db, values, MAX_RESPONSES_PER_WEDDING, mail, notice)
    : await repo.insertResponse(ctx.db, values, mail, notice);
  if (row === "full") {
    // A retry of a reply stored before the wedding filled up still gets its first answer.
    const first = values.idempotencyKey ? await repo.findResponseByIdempotencyKey(ctx.db, values.weddingId, values.idempotencyKey) : undefined;
    if (first) return { created: false, row: first };
    throw new AppError("conflict", WEDDING_FULL);
  }
  if (row) {
    if (mail || notice) wakeWorkers(ctx, values.weddingId);
    await announce(ctx, "response.created", values.weddingId, row.id);
    return { created: true, row };
  }
  const first = values.idempotencyKey ? await repo.findResponseByIdempotencyKey(ctx.db, values.weddingId, values.idempotencyKey) : undefined;
  if (!first) throw new AppError("conflict", "This response was already received");
  if (first.bodyHash && first.bodyHash !== values.bodyHash) {
    throw new AppError("conflict", "This Idempotency-Key was already used for a different reply; send the change as an edit, or use a new key", {
      "Idempotency-Key": "Already used for a different reply",
    });
  }
  return { created: false, row: first };
}

/** The body hash of a reply under an Idempotency-Key (only keyed replies are ever compared). */
export function keyedBodyHash(idempotencyKey: string | null, reply: object): string | null {
  return idempotencyKey ? replyBodyHash(reply) : null;
}

/**
 * With an Idempotency-Key the edit token is derived from it (HMAC keyed by the wedding's
 * host-key hash; decision 0003), so a retry, even one racing the first request, answers with
 * the very token the first answer carried: whichever answer the browser keeps, its link works.
 */
function idempotentEditToken(tokenKey: string, idempotencyKey: string): string {
  return deriveSecret(tokenKey, `rsvp-edit-token:${idempotencyKey}`);
}

/**
 * Stores a guest's RSVP. With an Idempotency-Key, a retry (double tap, lost answer)
 * returns the first response (and the same edit token) instead of storing a second.
 */
export async function submitRsvp(ctx: AppContext, input: Submit, idempotencyKey: string | null): Promise<{ created: boolean; result: SubmitResult }> {
  // The hot path: the wedding and its questions come from the cached view, so a submit is one insert.
  const view = await getPublicView(ctx, input.weddingId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") throw new AppError("not_found", "Wedding not found", { weddingId: "No wedding has this id" });
    throw error;
  });
  const wedding = view.wedding;
  if (wedding.rsvpAccess === "invitation") throw new AppError("forbidden", INVITATION_ONLY_MESSAGE, { weddingId: INVITATION_ONLY_MESSAGE });
  guardGuestSubmission(wedding, input);
  const checked = checkedAnswers(view.questions, input);
  const editToken = idempotencyKey ? idempotentEditToken(view.tokenKey, idempotencyKey) : newSecret();
  // A retry under the same key gets the first reply back; its edit token is the same derived one.
  const fields = replyFields(input, checked);
  // The confirmation is written by the same statement as the reply, and only with a reply it stored.
  const mail = guestConfirmationRow(ctx, { weddingId: wedding.id, guestEmail: input.guestEmail, guestName: input.guestName, editToken });
  const { created, row } = await insertOnce(
    ctx,
    { weddingId: wedding.id, ...fields, editTokenHash: hashSecret(editToken), idempotencyKey, bodyHash: keyedBodyHash(idempotencyKey, fields) },
    mail,
    coupleNotice(ctx, view.notifyEachReply),
  );
  return { created, result: { id: row.id, editToken, submittedAt: row.submittedAt.toISOString() } };
}

export async function requireGuestResponse(ctx: AppContext, id: string, editToken: string | undefined) {
  const row = await repo.findResponse(ctx.db, id);
  if (!row) throw notFound("Response");
  if (!editToken) throw new AppError("unauthorized", "This link needs its edit token");
  if (!matchesHash(editToken, row.editTokenHash)) throw new AppError("forbidden", "This edit link is not valid for this response");
  const wedding = await findWedding(ctx, row.weddingId);
  if (!wedding) throw notFound("Response");
  return { row, wedding };
}

export async function readOwnResponse(ctx: AppContext, id: string, editToken: string | undefined) {
  const { row } = await requireGuestResponse(ctx, id, editToken);
  const { sideAssignment: _private, partyId: _party, partyMatch: _match, ...own } = repo.toRsvpResponse(row);
  return own;
}

/** A guest changes their own answer with the edit token, until the deadline. */
export async function editOwnResponse(ctx: AppContext, id: string, input: z.output<typeof ZRsvpGuestEdit>, headerToken?: string): Promise<RsvpResponse> {
  const { editToken, ...submission } = input;
  const token = editToken || headerToken;
  const { wedding } = await requireGuestResponse(ctx, id, token);
  guardGuestSubmission(wedding, submission);
  // Each change the guest saves is confirmed, with the link they used to make it.
  const mail = guestConfirmationRow(ctx, { weddingId: wedding.id, guestEmail: submission.guestEmail, guestName: submission.guestName, editToken: token });
  // A guest's own open-form reply answers the public questions (a party's reply is changed through its link).
  const { questions } = await getPublicView(ctx, wedding.uniqueCode);
  return rewriteAnswers(ctx, id, submission, checkedAnswers(questions, submission), undefined, mail);
}

/** Replaces a stored response's guest details and answers (and its side, when one is given) and tells the host's page. */
export async function rewriteAnswers(
  ctx: AppContext,
  id: string,
  input: Entry,
  checked: ReturnType<typeof checkedAnswers>,
  side?: Side | null,
  mail?: ReplyMail,
) {
  const row = await repo.updateResponse(
    ctx.db,
    id,
    {
      ...(side !== undefined ? { sideAssignment: side } : {}),
      ...replyFields(input, checked),
    },
    mail,
  );
  if (!row) throw notFound("Response");
  if (mail) wakeWorkers(ctx, row.weddingId);
  await announce(ctx, "response.updated", row.weddingId, row.id);
  return repo.toRsvpResponse(row);
}

/** The wedding a response belongs to, for the host-access hook (undefined: no such response). */
/** A stored reply, as it is now (the confirmation email renders from it). */
export async function findReply(ctx: AppContext, id: string): Promise<ResponseRow | undefined> {
  return repo.findResponse(ctx.db, id);
}

export async function findWeddingOfResponse(ctx: AppContext, id: string): Promise<WeddingRow | undefined> {
  const row = await repo.findResponse(ctx.db, id);
  return row ? findWedding(ctx, row.weddingId) : undefined;
}

export async function requireResponseOf(ctx: AppContext, wedding: WeddingRow, id: string) {
  const row = await repo.findResponse(ctx.db, id);
  if (!row || row.weddingId !== wedding.id) throw notFound("Response");
  return row;
}

export async function assignSide(ctx: AppContext, wedding: WeddingRow, id: string, side: Side | null): Promise<RsvpResponse> {
  await requireResponseOf(ctx, wedding, id);
  const updated = await repo.updateResponse(ctx.db, id, { sideAssignment: side });
  if (!updated) throw notFound("Response");
  await announce(ctx, "response.updated", updated.weddingId, updated.id);
  return repo.toRsvpResponse(updated);
}
