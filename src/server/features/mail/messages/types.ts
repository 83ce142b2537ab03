import type { AppContext } from "../../../context";
import type { OutboxRow } from "../../../db/schema";
import type { MailAction } from "./layout";
import type { Audience } from "./private-links";

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** A message ready for the transport (or for the couple's Outbox preview). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Its call to action (the layout's first button) when the couple may have it: their Outbox offers it to copy. */
  action?: MailAction;
  /** Rendered for the couple with a recipient's own link left out (messages/private-links.ts). */
  withheld?: boolean;
  attachments?: MailAttachment[];
  /** Extra headers (e.g. List-Unsubscribe on bulk mail; RFC 8058). */
  headers?: Record<string, string>;
}

export interface RenderContext {
  app: AppContext;
  /** Where links point: PUBLIC_URL when sending; the couple's own origin in the Outbox preview. */
  origin: string;
  /** Who reads it: the recipient gets every link; the couple's preview never holds the recipient's own (private-links.ts). */
  audience: Audience;
}

/**
 * Turns an outbox row into its message, reading what it names (wedding, reply, party) as they
 * are now. Throws `MessageGone` when the thing it is about no longer exists: the worker fails
 * the message with that reason instead of retrying.
 */
export type MailRenderer = (ctx: RenderContext, row: OutboxRow) => Promise<RenderedMail>;

export class MessageGone extends Error {}
