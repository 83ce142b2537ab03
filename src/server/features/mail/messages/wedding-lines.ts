import type { I18n } from "@lingui/core";
import { localeDirection, type Locale } from "../../../../contract/locales";
import type { Wedding } from "../../../../contract/wedding";
import { formatWeddingDate, formatWeddingTime } from "../../../../contract/wedding-date";
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

/** The wedding's time in the reader's language; without its zone, guests abroad misread it (UTC needs no label). */
export function timeLine(wedding: Pick<Wedding, "time" | "timeZone">, { locale, i18n }: MailLanguage): string {
  const time = formatWeddingTime(wedding.time, locale, i18n._({ id: "mail.time.tbd", message: "Time TBD" }));
  if (!wedding.time || !wedding.timeZone || wedding.timeZone === "UTC") return time;
  return i18n._({ id: "mail.time.inZone", message: "{time} ({zone} time)", values: { time, zone: wedding.timeZone.replace(/_/g, " ") } });
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
