import { z } from "zod";

/** Every message the app writes (docs/decisions/0013); each kind has its renderer in src/server/features/mail/messages/. */
export const MAIL_KINDS = ["guest-confirmation", "couple-notification", "couple-digest", "couple-address-confirmation", "invitation", "reminder"] as const;
export const ZMailKind = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof ZMailKind>;

/**
 * queued: waiting (or held: no mail server); sending: claimed by a worker; sent; failed: given up,
 * with the reason; skipped: not sent on purpose (the address asked for nothing more, or a bound on
 * mail to it was reached), with the reason (docs/decisions/0021-mail-to-strangers.md).
 */
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed", "skipped"] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof ZMailStatus>;

/** The outbox page size: a page is one indexed read, newest first. */
export const OUTBOX_PAGE_SIZE = 50;

/** One message on the couple's Outbox screen. */
export const ZOutboxMessage = z.object({
  id: z.string(),
  kind: ZMailKind,
  recipient: z.string(),
  recipientName: z.string().nullable(),
  status: ZMailStatus,
  attempts: z.number(),
  /** Why the last attempt failed (or why the message is held), in words the couple can act on. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The guest-list party it went to, if any. */
  partyId: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

/**
 * Whether this instance delivers mail: `smtp` sends; `held` means no mail server is configured
 * (messages wait in the outbox; an invitation's link is shown to share by hand, a link meant for its
 * recipient never is: docs/decisions/0021-mail-to-strangers.md); `off` means
 * an operator stopped all sending (MAIL_SENDING=off).
 */
export const ZMailDelivery = z.enum(["smtp", "held", "off"]);
export type MailDelivery = z.infer<typeof ZMailDelivery>;

export const ZOutboxPage = z.object({
  messages: z.array(ZOutboxMessage),
  delivery: ZMailDelivery,
  /** Pass as `after` for the next (older) page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type OutboxPage = z.infer<typeof ZOutboxPage>;

export const ZOutboxPageQuery = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(OUTBOX_PAGE_SIZE).default(OUTBOX_PAGE_SIZE),
});

/** A message as its recipient sees it, for the Outbox preview. */
export const ZRenderedMessage = z.object({
  message: ZOutboxMessage,
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The message's call to action when it is the couple's (a party's invitation link), for them to copy and send by hand. */
  action: z.object({ label: z.string(), url: z.string() }).nullable(),
  /** The message carries a link that is its recipient's own (a confirmation, an edit or a stop link): shown here without it. */
  withheld: z.boolean(),
});
export type RenderedMessage = z.infer<typeof ZRenderedMessage>;
