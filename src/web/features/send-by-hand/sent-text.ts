import { i18n } from "../host/host-i18n";
import type { InvitationsSent } from "../../../contract/send-by-hand";

/** When a link was marked sent, in the wedding's time zone with the zone named (docs/design.md section 8): "Nov 27, 2026, 10:04 AM (Europe/Madrid)". */
export function sentTimeText(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    const time = new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(
      date,
    );
    return `${time} (${timeZone})`;
  } catch {
    return date.toISOString();
  }
}

/** "12 of 60 households", the count the guest list, the dashboard and the send-by-hand screen all show. */
export function sentOfText(count: InvitationsSent): string {
  return i18n._({
    id: "sendByHand.sentOf",
    message: "{sent} of {parties, plural, one {# household} other {# households}}",
    values: { sent: count.sent.toLocaleString("en"), parties: count.parties },
  });
}

/** "8 by email · 4 by hand" (a household both emailed and marked counts once above, and in both here). */
export function sentHowText(count: InvitationsSent): string {
  return i18n._({
    id: "sendByHand.sentHow",
    message: "{emailed} by email · {byHand} by hand",
    values: { emailed: count.emailed.toLocaleString("en"), byHand: count.byHand.toLocaleString("en") },
  });
}
