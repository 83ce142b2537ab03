import type { MailDelivery, MailKind, OutboxMessage } from "../../../contract/mail";

export const KIND_LABEL: Record<MailKind, string> = {
  "guest-confirmation": "Guest confirmation",
  "couple-notification": "Reply notification",
  "couple-digest": "Daily digest",
  "couple-address-confirmation": "Address confirmation",
  invitation: "Invitation",
  reminder: "Reminder",
};

/** The status as the couple reads it: a queued message on a server without mail is held, not late. */
export function statusText(message: Pick<OutboxMessage, "status">, delivery: MailDelivery): string {
  if (message.status === "queued") return delivery === "held" ? "Held: not sent" : delivery === "off" ? "Paused" : "Queued";
  if (message.status === "sending") return "Sending";
  return message.status === "sent" ? "Sent" : "Failed";
}

export const STATUS_CLASS: Record<OutboxMessage["status"], string> = {
  queued: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
};
