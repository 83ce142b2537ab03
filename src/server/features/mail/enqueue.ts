import { randomUUID } from "node:crypto";
import { isEmailAddress } from "../../../contract/email-address";
import type { MailKind } from "../../../contract/mail";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import type { OutboxRow } from "../../db/schema";
import { insertMessages, type NewOutboxRow } from "./outbox-repository";

/** A message to send, as a feature asks for it: who, what kind, and what only it knows (payload). */
export interface MailDraft {
  weddingId: string;
  kind: MailKind;
  recipient: string;
  recipientName?: string | null;
  partyId?: string | null;
  responseId?: string | null;
  /** What rendering needs that no row holds (docs/decisions/0013): kept small, never the whole message. */
  payload?: Record<string, unknown>;
}

/**
 * Whether a string is one deliverable address (no display name, no list, no header injection).
 * Addresses in any script are deliverable (contract/email-address.ts): nodemailer punycodes an
 * IDN domain and asks for SMTPUTF8 for a non-ASCII local part.
 */
export function isMailAddress(value: string): boolean {
  return value.length <= 254 && !/[\r\n,;<>]/.test(value) && isEmailAddress(value);
}

/** The stable Message-ID of an outbox row: fixed at enqueue, so a resend after a crash is recognisably the same message. */
export function messageIdFor(id: string, domain: string): string {
  return `<${id}@${domain}>`;
}

/**
 * Queues messages in the caller's transaction (pass `tx` as `db`), so a message exists exactly
 * when its cause was stored (docs/decisions/0013). A draft whose recipient is not an address is
 * dropped (an imported guest list holds typos). What may be queued is the caller's to bound (the
 * sending cap, send-cap.ts, counted in the same transaction); what may then go, across every
 * wedding, is the outbox worker's (admission.ts, docs/decisions/0021). Outside a transaction the
 * workers are woken at once; a caller passing `tx` calls `wakeWorkers(ctx, weddingId)` after its
 * commit (else the poll finds the rows within MAIL_POLL_SECONDS).
 */
export async function enqueueMail(ctx: AppContext, drafts: MailDraft[], db: Db = ctx.db): Promise<OutboxRow[]> {
  const deliverable = drafts.filter((draft) => isMailAddress(draft.recipient));
  if (!deliverable.length) return [];
  const rows = await insertMessages(
    db,
    deliverable.map((draft) => outboxRow(ctx, draft)),
  );
  // In the caller's transaction the rows are not visible yet: the caller wakes the workers after it commits.
  if (db === ctx.db) wakeWorkers(ctx, new Set(deliverable.map((draft) => draft.weddingId)));
  return rows;
}

/**
 * The row a draft becomes, for a caller that writes it in its own statement (the RSVP submit
 * inserts the reply and its confirmation at once). The caller checks the address (isMailAddress).
 */
export function outboxRow(ctx: Pick<AppContext, "config">, draft: MailDraft): NewOutboxRow & { id: string } {
  const id = randomUUID();
  return {
    id,
    weddingId: draft.weddingId,
    kind: draft.kind,
    recipient: draft.recipient,
    recipientName: draft.recipientName ?? null,
    partyId: draft.partyId ?? null,
    responseId: draft.responseId ?? null,
    payload: draft.payload ?? {},
    messageId: messageIdFor(id, ctx.config.mail.messageDomain),
  };
}

/**
 * Tells every instance's worker that mail is waiting, and the weddings' open Outboxes that it was
 * queued: one event says both. Sent a moment after the caller's write, in the same NOTIFY as the
 * caller's own event (the feed batches), so the RSVP submit makes no extra query for it. A wake-up
 * that finds nothing is harmless: the poll is the guarantee.
 */
export function wakeWorkers(ctx: AppContext, weddingIds: string | Iterable<string>): void {
  for (const weddingId of typeof weddingIds === "string" ? [weddingIds] : weddingIds) {
    void ctx.feed.publish({ type: "outbox", weddingId, queued: true }).catch(() => {});
  }
}
