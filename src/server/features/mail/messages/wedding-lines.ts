import type { I18n } from "@lingui/core";
import { localeDirection, type Locale } from "../../../../contract/locales";
import type { Wedding } from "../../../../contract/wedding";
import { formatWeddingDate, formatWeddingTime } from "../../../../contract/wedding-date";
import { zonePlace } from "../../../../contract/time-zone";
import { serverI18n } from "../../../i18n";
import type { MailBlock, MailDocument } from "./layout";

/** What a guest-facing message needs to speak the guest's language (issue 16). */
export interface MailLanguage {
  locale: Locale;
  i18n: I18n;
  dir: "ltr" | "rtl";
}

export function mailLanguage(locale: Locale): MailLanguage {
  return { locale, i18n: serverI18n(locale), dir: localeDirection(locale) };
}

/** The document's language attributes and the Content-Language header (RFC 3282) of a message in `language`. */
export function languageOf({ locale, dir }: MailLanguage): Pick<MailDocument, "lang" | "dir" | "colon"> {
  return { lang: locale, dir, colon: locale === "fr" ? "\u202f:" : ":" };
}
export const contentLanguage = ({ locale }: MailLanguage) => ({ "Content-Language": locale });

/**
 * The wedding's time in the reader's language, named after its zone's place ("3:00 PM (Madrid time)"):
 * a mail cannot know where it is read, so guests abroad would misread it (docs/decisions/0031-wedding-time-zone.md).
 * A zone that names no place (UTC) gets no label.
 */
export function timeLine(wedding: Pick<Wedding, "time" | "timeZone">, language: MailLanguage): string {
  return zonedTime(wedding.time, wedding.timeZone, language);
}

/** The wedding's day and time on one line. */
export function whenLine(wedding: Pick<Wedding, "date" | "time" | "timeZone">, language: MailLanguage): string {
  return dayAndTime(formatWeddingDate(wedding.date, language.locale), timeLine(wedding, language), language);
}

/** A day and a time joined as the language writes them: the catalogue owns the comma (Arabic writes "،"). */
export function dayAndTime(date: string, time: string, { i18n }: MailLanguage): string {
  return i18n._({ id: "mail.when.dateAndTime", message: "{date}, {time}", values: { date, time } });
}

/** Any wall-clock time of the wedding's ("" or "15:00", to `end` if given) with its zone's place, as timeLine writes the main one. */
export function zonedTime(clock: string | null | undefined, timeZone: string, { locale, i18n }: MailLanguage, end?: string | null): string {
  const start = formatWeddingTime(clock ?? "", locale, i18n._({ id: "mail.time.tbd", message: "Time TBD" }));
  const time = clock && end ? `${start} – ${formatWeddingTime(end, locale)}` : start;
  const zone = zonePlace(timeZone);
  if (!clock || !zone) return time;
  return i18n._({ id: "mail.time.inZone", message: "{time} ({zone} time)", values: { time, zone } });
}

/** Date, time and venue, as the confirmation shows them. */
export function eventDetails(wedding: Pick<Wedding, "date" | "time" | "timeZone" | "venue">, language: MailLanguage): MailBlock {
  const { i18n, locale } = language;
  return {
    type: "details",
    rows: [
      { label: i18n._({ id: "mail.details.date", message: "Date" }), value: formatWeddingDate(wedding.date, locale) },
      { label: i18n._({ id: "mail.details.time", message: "Time" }), value: timeLine(wedding, language) },
      { label: i18n._({ id: "mail.details.venue", message: "Venue" }), value: wedding.venue },
    ],
  };
}
