import type { z } from "zod";
import type { MailDelivery, MailKind, MailStatus, OutboxMessage, OutboxPage, RenderedMessage, ZOutboxPageQuery } from "../../../contract/mail";
import type { AppContext } from "../../context";
import type { OutboxRow, WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { wakeWorkers } from "./enqueue";
import { renderMessage } from "./messages";
import { MessageGone } from "./messages/types";
import * as repo from "./outbox-repository";
import { decodeCursor, encodeCursor } from "../../db/keyset-cursor";
import { mailDelivery } from "./delivery";

/**
 * Why a waiting message waits. Without a mail server, an invitation's link is the couple's to pass
 * on by hand; every other message's link is its recipient's own and is not shown to the couple
 * (a guest saw theirs on the thank-you page): docs/decisions/0021-mail-to-strangers.md.
 */
function heldReason(delivery: MailDelivery, kind: MailKind): string | null {
  if (delivery === "smtp") return null;
  if (delivery === "off") return "Held: sending is switched off on this server for now.";
  if (kind === "invitation" || kind === "reminder") return "Held: no mail server is configured. Copy the invitation link from the message to share it by hand.";
  if (kind === "guest-confirmation") return "Held: no mail server is configured, so it is not sent. The guest saw their link when they replied.";
  return "Held: no mail server is configured, so it is not sent.";
}

function toOutboxMessage(row: OutboxRow, delivery: MailDelivery): OutboxMessage {
  const waiting = row.status === "queued" || row.status === "sending";
  return {
    id: row.id,
    kind: row.kind as MailKind,
    recipient: row.recipient,
    recipientName: row.recipientName,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: (waiting && heldReason(delivery, row.kind as MailKind)) || row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    partyId: row.partyId,
  };
}

/** One page of the couple's Outbox, newest first. */
export async function listOutbox(ctx: AppContext, wedding: WeddingRow, query: z.output<typeof ZOutboxPageQuery>): Promise<OutboxPage> {
  const rows = await repo.pageByWedding(ctx.db, wedding.id, query.after ? decodeCursor(query.after) : undefined, query.limit);
  const delivery = mailDelivery(ctx);
  return {
    messages: rows.map((row) => toOutboxMessage(row, delivery)),
    delivery,
    nextCursor: rows.length < query.limit ? null : encodeCursor(rows[rows.length - 1]!),
  };
}

async function requireMessageOf(ctx: AppContext, wedding: WeddingRow, id: string): Promise<OutboxRow> {
  const row = await repo.findMessage(ctx.db, id);
  if (!row || row.weddingId !== wedding.id) throw notFound("Message");
  return row;
}

/**
 * The message as its recipient sees (or will see) it, but for a link that is the recipient's own
 * (an address's confirmation, a guest's edit link, every stop link): the couple sees that it went,
 * never that link (docs/decisions/0021-mail-to-strangers.md). A party's invitation link is the
 * couple's, and stays: without a mail server they pass it on by hand.
 */
export async function previewMessage(ctx: AppContext, wedding: WeddingRow, id: string, origin: string): Promise<RenderedMessage> {
  const row = await requireMessageOf(ctx, wedding, id);
  try {
    const { subject, text, html, action, withheld } = await renderMessage({ app: ctx, origin, audience: "couple" }, row);
    return { message: toOutboxMessage(row, mailDelivery(ctx)), subject, text, html, action: action ?? null, withheld: withheld ?? false };
  } catch (error) {
    if (error instanceof MessageGone) throw new AppError("not_found", error.message);
    throw error;
  }
}

/** A failed message goes back to the queue with fresh tries. */
export async function retryMessage(ctx: AppContext, wedding: WeddingRow, id: string): Promise<OutboxMessage> {
  const row = await requireMessageOf(ctx, wedding, id);
  const retried = await repo.retryFailed(ctx.db, wedding.id, row.id);
  if (!retried) throw new AppError("conflict", `Only a failed message can be sent again; this one is ${row.status}`, { status: row.status });
  wakeWorkers(ctx, wedding.id);
  return toOutboxMessage(retried, mailDelivery(ctx));
}
