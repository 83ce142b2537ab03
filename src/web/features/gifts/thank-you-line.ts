import { i18n } from "../host/host-i18n";
import type { ThankYouReminder } from "../../../contract/gifts";

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A gift's day ("2026-11-27", as stored) as the list says it: "27 Nov 2026". */
export function giftDay(iso: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time of day for Date, not text a person reads
  return dayMonthYear.format(new Date(`${iso}T00:00:00Z`));
}

/** "12 thank-yous still owed; three months after the wedding is 26 Feb." (issue 32 item 4) */
export function thankYouLine(reminder: ThankYouReminder): string {
  return i18n._({
    id: "gifts.owedLine",
    message: "{owed, plural, one {# thank-you still owed} other {# thank-yous still owed}}; three months after the wedding is {date}.",
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a time of day for Date, not text a person reads
    values: { owed: reminder.owed, date: dayMonth.format(new Date(`${reminder.thankBy}T00:00:00Z`)) },
  });
}
