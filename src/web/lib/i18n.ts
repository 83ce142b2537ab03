import type { Messages } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from "../../contract/locales";
import { smallI18n } from "./small-i18n";

/**
 * The pages' one translator (docs/decisions/0017-guest-languages.md; ours rather than Lingui's
 * `setupI18n`, for the guest pages' budget: lib/small-i18n.ts). The browser
 * activates one language at a time; the server loads all of them at boot and activates the
 * request's language just before each synchronous pre-render.
 */
export const i18n = smallI18n();

type Catalogue = () => Promise<{ messages: Messages }>;

// Literal import() calls, one per file, so the bundler makes one chunk per language (a guest
// downloads only theirs) and tsx can load them all on the server. The calendar text (filled by
// the mail work) travels with the page's language for the calendar buttons.
const GUEST: Record<Locale, Catalogue> = {
  en: () => import("../../locales/guest/en"),
  es: () => import("../../locales/guest/es"),
  fr: () => import("../../locales/guest/fr"),
  de: () => import("../../locales/guest/de"),
  it: () => import("../../locales/guest/it"),
  pt: () => import("../../locales/guest/pt"),
  pl: () => import("../../locales/guest/pl"),
  ar: () => import("../../locales/guest/ar"),
};
const CALENDAR: Record<Locale, Catalogue> = {
  en: () => import("../../locales/calendar/en"),
  es: () => import("../../locales/calendar/es"),
  fr: () => import("../../locales/calendar/fr"),
  de: () => import("../../locales/calendar/de"),
  it: () => import("../../locales/calendar/it"),
  pt: () => import("../../locales/calendar/pt"),
  pl: () => import("../../locales/calendar/pl"),
  ar: () => import("../../locales/calendar/ar"),
};

/**
 * A language's guest catalogue on its own, for an I18n instance of the caller's: the couple's
 * print screen prints guest-facing cards in the wedding's language while the screen stays English
 * (docs/decisions/0037-seating-print.md).
 */
export const guestCatalogue = (locale: Locale): Promise<Messages> => GUEST[locale]().then((module) => module.messages);

const loaded = new Map<Locale, Promise<void>>();

/** Fetches a language's catalogues once (both chunks at the same time). */
export function loadLocale(locale: Locale): Promise<void> {
  let loading = loaded.get(locale);
  if (!loading) {
    loading = Promise.all([GUEST[locale](), CALENDAR[locale]()]).then(([guest, calendar]) => {
      // One by one: the built guest catalogue is a list (vite.config.ts, compactMessages), which a spread would misnumber.
      i18n.load(locale, calendar.messages);
      i18n.load(locale, guest.messages);
    });
    loading.catch(() => loaded.delete(locale));
    loaded.set(locale, loading);
  }
  return loading;
}

/** Loads and switches to a language; in the browser `<html lang dir>` follow it. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  i18n.activate(locale);
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection(locale);
  }
}

/** The language the server painted the page in (its `<html lang>`); the couple's screens are English. */
export function paintedLocale(doc: Document = document): Locale {
  const lang = doc.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The active language, typed. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * A guest page address that keeps the language the guest chose (`?lang=`), for the places that
 * rewrite the address (opening an invitation, starting over): a reload stays in that language.
 */
export function keepLanguage(path: string, search: string = typeof window === "undefined" ? "" : window.location.search): string {
  const lang = new URLSearchParams(search).get("lang");
  if (!lang || !isLocale(lang)) return path;
  const [base = "", hash] = path.split("#");
  const joined = `${base}${base.includes("?") ? "&" : "?"}lang=${lang}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
