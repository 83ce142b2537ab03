import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../contract/locales";
import { messages as calendarAr } from "../locales/calendar/ar";
import { messages as calendarDe } from "../locales/calendar/de";
import { messages as calendarEn } from "../locales/calendar/en";
import { messages as calendarEs } from "../locales/calendar/es";
import { messages as calendarFr } from "../locales/calendar/fr";
import { messages as calendarIt } from "../locales/calendar/it";
import { messages as calendarPl } from "../locales/calendar/pl";
import { messages as calendarPt } from "../locales/calendar/pt";
import { messages as mailAr } from "../locales/mail/ar";
import { messages as mailDe } from "../locales/mail/de";
import { messages as mailEn } from "../locales/mail/en";
import { messages as mailEs } from "../locales/mail/es";
import { messages as mailFr } from "../locales/mail/fr";
import { messages as mailIt } from "../locales/mail/it";
import { messages as mailPl } from "../locales/mail/pl";
import { messages as mailPt } from "../locales/mail/pt";

/**
 * The server's text in the guest's language (issue 16): the guest-facing emails, the pages
 * their links open, the calendar event they carry, and the invitation lookup's question. One Lingui instance per locale, made
 * once, holding the compiled mail and calendar catalogues (the ids never collide: `mail.*`
 * and `calendar.*`). The catalogues are imported statically: they are small, and a server
 * started from an `--omit=dev` install has no compiler. Decision record: docs/decisions/0013.
 */
const CATALOGUES: Record<Locale, Messages> = {
  en: { ...mailEn, ...calendarEn },
  es: { ...mailEs, ...calendarEs },
  fr: { ...mailFr, ...calendarFr },
  de: { ...mailDe, ...calendarDe },
  it: { ...mailIt, ...calendarIt },
  pt: { ...mailPt, ...calendarPt },
  pl: { ...mailPl, ...calendarPl },
  ar: { ...mailAr, ...calendarAr },
};

const instances = new Map<Locale, I18n>();

export function serverI18n(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The wedding's own language: the invitation's, which the couple chooses; English for a wedding from before languages. */
export function weddingLocale(wedding: { locale?: string | null }): Locale {
  return isLocale(wedding.locale) ? wedding.locale : DEFAULT_LOCALE;
}

/** A stored language (a reply's, a party's), or the wedding's when none was stored. */
export function messageLocale(stored: string | null | undefined, wedding: { locale?: string | null }): Locale {
  return isLocale(stored) ? stored : weddingLocale(wedding);
}
