import { z } from "zod";
import { PARTY_PAGE_SIZE } from "./guest-list";
import { ZMailDelivery } from "./mail";
import { ZLocale } from "./translations";

/**
 * Sending by hand (issue 29 item 6, docs/decisions/0035-sending-by-hand.md): each household's
 * invitation as a message in its own language, with its invitation link, for the couple to send
 * through WhatsApp, SMS or their own mail app, and a "sent" mark that counts with the invitation emails sent.
 */

/** The invitation templates a message may use (contract/mail-settings.ts MAIL_TEMPLATES.invitation, in this order: warm, formal, short). */
export const HAND_MESSAGE_STYLES = ["short", "warm", "formal"] as const;
export const ZHandMessageStyle = z.enum(HAND_MESSAGE_STYLES);
export type HandMessageStyle = z.infer<typeof ZHandMessageStyle>;

export const ZPartiesToSendQuery = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PARTY_PAGE_SIZE).default(PARTY_PAGE_SIZE),
  style: ZHandMessageStyle.default("short"),
});

/** One household to send to: its message is already in its language, its link inside it. */
export const ZPartyToSend = z.object({
  id: z.string(),
  name: z.string(),
  /** The language its message is written in (its own, else the wedding's). */
  locale: ZLocale,
  dir: z.enum(["ltr", "rtl"]),
  /** The first phone number and email address among its guests, as the couple typed them. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Its invitation link, opening in its language. */
  link: z.string(),
  /** For an email from the couple's own mail app. */
  subject: z.string(),
  /** The whole message, the link on a line of its own. */
  message: z.string(),
  sentByHandAt: z.string().nullable(),
});
export type PartyToSend = z.infer<typeof ZPartyToSend>;

/**
 * Households whose invitation was sent: an invitation email delivered to the mail server, or their
 * link marked sent by hand; each counted once. ("Invited" on the guest list counts the seats on it.)
 */
export const ZInvitationsSent = z.object({
  parties: z.number(),
  sent: z.number(),
  emailed: z.number(),
  byHand: z.number(),
});
export type InvitationsSent = z.infer<typeof ZInvitationsSent>;

export const ZPartiesToSendPage = z.object({
  /** `held`: no mail server, every household is listed; otherwise only those without an email address. */
  delivery: ZMailDelivery,
  parties: z.array(ZPartyToSend),
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type PartiesToSendPage = z.infer<typeof ZPartiesToSendPage>;

export const ZSentByHandInput = z.strictObject({ sent: z.boolean() });
export type SentByHandInput = z.infer<typeof ZSentByHandInput>;

export const ZSentByHandResult = z.object({ partyId: z.string(), sentByHandAt: z.string().nullable(), counts: ZInvitationsSent });
export type SentByHandResult = z.infer<typeof ZSentByHandResult>;
