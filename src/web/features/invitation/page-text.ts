import type { Locale } from "../../../contract/locales";
import type { GuestScreenName } from "../../../contract/screens";
import type { Wedding } from "../../../contract/wedding";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import type { I18n } from "../../../contract/translator";
import { i18n as pageI18n } from "../../lib/i18n";

// The words around a guest page that the server writes (title, link preview) and the language
// switch rewrites: one source for both, in the active language.

/**
 * "Ana García & Tom Becker" as plain text (the page's title, its link preview, the photo's text),
 * joined by the page language's word as the hero joins them (couple-names.tsx: "&", in Arabic "و").
 */
export const coupleNames = (wedding: Pick<Wedding, "partner1" | "partner2">, i18n: I18n = pageI18n) =>
  `${wedding.partner1} ${i18n._({ id: "invitation.and", message: "&" })} ${wedding.partner2}`;

/** "Saturday, June 12th, 2027 at 3:30 PM", or the date alone when the time is to be decided. */
export function weddingWhen(wedding: Pick<Wedding, "date" | "time">, locale: Locale): string {
  const i18n = pageI18n;
  const date = formatWeddingDate(wedding.date, locale);
  if (!/^(\d{1,2}):(\d{2})/.test(wedding.time ?? "")) return date;
  return i18n._({ id: "page.when", message: "{date} at {time}", values: { date, time: formatWeddingTime(wedding.time, locale) } });
}

export function timeTbd(i18n: I18n = pageI18n): string {
  return i18n._({ id: "invitation.timeTbd", message: "Time TBD" });
}

export function guestPageTitle(page: GuestScreenName, wedding: Pick<Wedding, "partner1" | "partner2">): string {
  const i18n = pageI18n;
  const names = coupleNames(wedding);
  if (page === "table") return i18n._({ id: "page.title.table", message: "{names} · Find Your Table", values: { names } });
  return page === "rsvp"
    ? i18n._({ id: "page.title.rsvp", message: "{names} · RSVP", values: { names } })
    : i18n._({ id: "page.title.saveTheDate", message: "{names} · Save the Date", values: { names } });
}

export function guestPageDescription(page: GuestScreenName, wedding: Pick<Wedding, "date" | "time" | "venue">, locale: Locale): string {
  const i18n = pageI18n;
  const values = { when: weddingWhen(wedding, locale), venue: wedding.venue };
  if (page === "table") return i18n._({ id: "page.description.table", message: "Find your table: {when} · {venue}.", values });
  return page === "rsvp"
    ? i18n._({ id: "page.description.rsvp", message: "{when} · {venue}. Kindly reply online.", values })
    : i18n._({ id: "page.description.saveTheDate", message: "Save the date: {when} · {venue}.", values });
}

export function photoAlt(wedding: Pick<Wedding, "partner1" | "partner2">, i18n: I18n = pageI18n): string {
  return i18n._({ id: "invitation.photoAlt", message: "Photo of {names}", values: { names: coupleNames(wedding, i18n) } });
}

export function notFoundTitle(): string {
  const i18n = pageI18n;
  return i18n._({ id: "page.title.notFound", message: "Wedding Not Found" });
}
