import nodemailer, { type Transporter } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { stripBidiControls } from "../../../contract/bidi";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { MailConfig } from "../../mail-config";
import type { OutboxRow } from "../../db/schema";
import type { RenderedMail } from "./messages/types";

/** Parallel SMTP connections per instance: enough for the drain budget, few enough for any provider's limits. */
export const SMTP_CONNECTIONS = 5;

export interface MailTransport {
  send(row: OutboxRow, message: RenderedMail): Promise<void>;
  close(): void;
}

/**
 * The SMTP transport (nodemailer, pooled), or undefined without SMTP_URL: then nothing is sent
 * and every message waits in the outbox. Timeouts are well inside the claim lease, so a send
 * that hangs gives its message back as a temporary failure long before another worker could
 * take it over (docs/decisions/0013).
 */
export function createMailTransport(config: MailConfig): MailTransport | undefined {
  if (!config.smtpUrl) return undefined;
  const transporter: Transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: 500,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(config.dkim ? { dkim: config.dkim } : {}),
  } as SMTPPool.Options);
  const from = mailbox(config.from);
  return {
    async send(row, message) {
      await transporter.sendMail({
        from,
        // An object, not a string: nodemailer encodes a non-ASCII name per RFC 2047 and never parses it as addresses.
        to: row.recipientName ? { name: displayName(row.recipientName), address: row.recipient } : row.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        headers: message.headers,
        // Stable across retries and instances: a repeat after a crash is the same message to the receiver.
        messageId: row.messageId,
        date: new Date(),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * A display name as mail clients show it beside the address: no bidi controls at all, marks
 * included (contract/bidi.ts), so a name cannot reorder the address shown after it.
 */
function displayName(name: string): string {
  return stripBidiControls(name, { keepMarks: false });
}

/** MAIL_FROM (checked at start-up by mail-config.ts) as name and address, its name made safe to show. */
function mailbox(from: string): string | { name: string; address: string } {
  const [sender] = addressparser(from, { flatten: true });
  return sender?.name ? { name: displayName(sender.name), address: sender.address } : from;
}

export type FailureKind = "temporary" | "permanent";

/**
 * SMTP's own classes (RFC 5321 section 4.2.1): a 5xx reply is permanent for this message, a 4xx
 * or no reply at all (refused connection, timeout, dropped socket) is worth another try. A 5xx
 * to the login is the operator's settings, not the message: it is retried, so fixing SMTP_URL
 * delivers what waited.
 */
export function classifyFailure(error: unknown): { kind: FailureKind; reason: string } {
  const failure = error as { responseCode?: number; code?: string; response?: string; message?: string };
  const reason = (failure.response || failure.message || String(error)).replace(/\s+/g, " ").slice(0, 500);
  if (typeof failure.responseCode === "number" && failure.responseCode >= 500 && failure.code !== "EAUTH") return { kind: "permanent", reason };
  return { kind: "temporary", reason };
}
