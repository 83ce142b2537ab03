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

/** Whether this instance delivers: the couple's Outbox says plainly when messages only wait. */
export function mailDelivery(ctx: AppContext): MailDelivery {
  if (!ctx.config.mail.smtpUrl) return "held";
  return ctx.config.mail.sending ? "smtp" : "off";
}

const HELD: Record<MailDelivery, string | null> = {
  smtp: null,
  held: "Held: no mail server is configured. Copy the link from the message to share it by hand.",
  off: "Held: sending is switched off on this server for now.",
};

function toOutboxMessage(row: OutboxRow, delivery: MailDelivery): OutboxMessage {
  const waiting = row.status === "queued" || row.status === "sending";
  return {
    id: row.id,
    kind: row.kind as MailKind,
    recipient: row.recipient,
    recipientName: row.recipientName,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: (waiting && HELD[delivery]) || row.lastError,
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
 * The message as its recipient sees (or will see) it, links included: without a mail server
 * this is how the couple passes a guest's private link on by hand.
 */
export async function previewMessage(ctx: AppContext, wedding: WeddingRow, id: string, origin: string): Promise<RenderedMessage> {
  const row = await requireMessageOf(ctx, wedding, id);
  try {
    const { subject, text, html, action } = await renderMessage({ app: ctx, origin }, row);
    return { message: toOutboxMessage(row, mailDelivery(ctx)), subject, text, html, action: action ?? null };
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
