import { z } from "zod";
import { LENGTH } from "./limits";
import { requiredText } from "./text";

/**
 * What the couple sets and sends by email (issue 14): their own addresses for reply
 * notifications, invitations and reminders to guest-list parties, and the daily sending cap
 * (docs/security.md, "Mail").
 */

/** The couple's addresses for notifications: two people, at most. */
export const MAX_COUPLE_ADDRESSES = 2;
/** Parties one send may name: a whole list of 5,000 guests is fewer households than this. */
export const MAX_SEND_PARTIES = 2_500;
export const MAIL_TEXT_LENGTH = { subject: 150, message: 4000 } as const;

export const ZCoupleAddressMode = z.enum(["each", "digest", "none"]);
export type CoupleAddressMode = z.infer<typeof ZCoupleAddressMode>;
export const COUPLE_ADDRESS_MODE_LABELS: Record<CoupleAddressMode, string> = {
  each: "Each reply",
  digest: "Daily digest",
  none: "None",
};

export const ZCoupleAddress = z.object({
  id: z.string(),
  email: z.string(),
  mode: ZCoupleAddressMode,
  /** Nothing but the confirmation is sent until its link was opened. */
  confirmed: z.boolean(),
});
export type CoupleAddress = z.infer<typeof ZCoupleAddress>;

export const ZCoupleAddressInput = z.strictObject({
  email: z.string().trim().max(LENGTH.email).pipe(z.email("Enter a valid email address")),
  mode: ZCoupleAddressMode.default("each"),
});
export const ZCoupleAddressUpdate = z.strictObject({ mode: ZCoupleAddressMode });

/** Invitations and reminders a wedding may send today, and when that grows (docs/security.md). */
export const ZSendAllowance = z.object({
  limit: z.number(),
  sentToday: z.number(),
  /** When today's count starts again (the next UTC midnight), ISO 8601. */
  resetsAt: z.string(),
});
export type SendAllowance = z.infer<typeof ZSendAllowance>;

export const ZMailSettings = z.object({
  addresses: z.array(ZCoupleAddress),
  /** A reminder goes to parties that have not replied this many days before the RSVP deadline; null: none. */
  reminderDaysBefore: z.number().nullable(),
  allowance: ZSendAllowance,
});
export type MailSettings = z.infer<typeof ZMailSettings>;

export const ZReminderSetting = z.strictObject({
  reminderDaysBefore: z.number().int().min(1, "At least 1 day").max(60, "At most 60 days").nullable(),
});

export const ZBulkMailKind = z.enum(["invitation", "reminder"]);
export type BulkMailKind = z.infer<typeof ZBulkMailKind>;

/** What the couple writes: the link, the event's details and the opt-out are added to it. */
export const ZBulkMailText = z.strictObject({
  kind: ZBulkMailKind,
  subject: requiredText(MAIL_TEXT_LENGTH.subject, "A subject is required"),
  message: requiredText(MAIL_TEXT_LENGTH.message, "A message is required"),
});

export const ZBulkMailSend = ZBulkMailText.extend({
  partyIds: z.array(z.string().max(64)).min(1, "Pick at least one party").max(MAX_SEND_PARTIES),
});
export type BulkMailSend = z.input<typeof ZBulkMailSend>;

export const ZBulkMailPreview = ZBulkMailText.extend({ partyId: z.string().max(64) });
export type BulkMailPreview = z.input<typeof ZBulkMailPreview>;

export const ZRenderedMail = z.object({ to: z.array(z.string()), subject: z.string(), html: z.string(), text: z.string() });
export type RenderedMail = z.infer<typeof ZRenderedMail>;

export const ZBulkMailResult = z.object({
  /** Messages queued: one per party, to its guests' addresses. */
  queued: z.number(),
  /** Parties left out, and why (no email, opted out, already replied). */
  skipped: z.array(z.object({ partyId: z.string(), reason: z.enum(["no_email", "opted_out", "replied"]) })),
  allowance: ZSendAllowance,
});
export type BulkMailResult = z.infer<typeof ZBulkMailResult>;

/** The texts a couple starts from; `{names}` is filled in per party by the server. */
export const MAIL_TEMPLATES: Record<BulkMailKind, { label: string; subject: string; message: string }[]> = {
  invitation: [
    {
      label: "Warm",
      subject: "You're invited to our wedding",
      message: "Dear {names},\n\nWe would love you to celebrate with us. Your invitation has everything you need, and you can reply in a minute.\n\nWith love",
    },
    {
      label: "Formal",
      subject: "An invitation to our wedding",
      message: "Dear {names},\n\nWe request the pleasure of your company at our wedding. Kindly reply through your personal invitation below.",
    },
    {
      label: "Short",
      subject: "Save your seat at our wedding",
      message: "Hi {names}! We're getting married and we'd love you there. Tap your invitation below to reply.",
    },
  ],
  reminder: [
    {
      label: "Gentle",
      subject: "A gentle reminder to reply",
      message: "Dear {names},\n\nWe haven't heard from you yet and would love to know if you can come. It only takes a minute.",
    },
    {
      label: "Deadline",
      subject: "Please reply before the deadline",
      message: "Hi {names},\n\nThe RSVP deadline is close. Please let us know whether you can join us, so we can plan the day.",
    },
  ],
};
