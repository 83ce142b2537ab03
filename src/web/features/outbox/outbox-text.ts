import { i18n } from "../host/host-i18n";
import type { MailDelivery, MailKind, OutboxMessage } from "../../../contract/mail";

/** What kind of email a message is, as the couple reads it. */
export function kindLabel(kind: MailKind): string {
  const labels: Record<MailKind, string> = {
    "guest-confirmation": i18n._({ id: "outbox.kindGuestConfirmation", message: "Guest confirmation" }),
    "couple-notification": i18n._({ id: "outbox.kindNotification", message: "Reply notification" }),
    "couple-digest": i18n._({ id: "outbox.kindDigest", message: "Daily digest" }),
    "couple-address-confirmation": i18n._({ id: "outbox.kindAddressConfirmation", message: "Address confirmation" }),
    invitation: i18n._({ id: "outbox.kindInvitation", message: "Invitation" }),
    reminder: i18n._({ id: "outbox.kindReminder", message: "Reminder" }),
  };
  return labels[kind];
}

// One select key per kind (a select's keys are plain words).
const KIND_KEY: Record<MailKind, string> = {
  "guest-confirmation": "guestConfirmation",
  "couple-notification": "notification",
  "couple-digest": "digest",
  "couple-address-confirmation": "addressConfirmation",
  invitation: "invitation",
  reminder: "reminder",
};

/** The toast after Retry: a whole sentence for each kind of email ("The invitation to ann@example.com will be tried again."). */
export function retriedText(message: Pick<OutboxMessage, "kind" | "recipient">): string {
  return i18n._({
    id: "outbox.retried",
    message:
      "{kind, select, guestConfirmation {The guest confirmation to {recipient} will be tried again.} notification {The reply notification to {recipient} will be tried again.} digest {The daily digest to {recipient} will be tried again.} addressConfirmation {The address confirmation to {recipient} will be tried again.} invitation {The invitation to {recipient} will be tried again.} other {The reminder to {recipient} will be tried again.}}",
    values: { kind: KIND_KEY[message.kind], recipient: message.recipient },
  });
}

/** The status as the couple reads it: a queued message on a server without mail is held, not late. */
export function statusText(message: Pick<OutboxMessage, "status">, delivery: MailDelivery): string {
  if (message.status === "queued") {
    if (delivery === "held") return i18n._({ id: "outbox.statusHeld", message: "Held: not sent" });
    return delivery === "off" ? i18n._({ id: "outbox.statusPaused", message: "Paused" }) : i18n._({ id: "outbox.statusQueued", message: "Queued" });
  }
  if (message.status === "sending") return i18n._({ id: "outbox.statusSending", message: "Sending" });
  if (message.status === "skipped") return i18n._({ id: "outbox.statusSkipped", message: "Not sent" });
  return message.status === "sent" ? i18n._({ id: "outbox.statusSent", message: "Sent" }) : i18n._({ id: "outbox.statusFailed", message: "Failed" });
}

export const STATUS_CLASS: Record<OutboxMessage["status"], string> = {
  queued: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  skipped: "bg-stone-200 text-stone-900",
};
