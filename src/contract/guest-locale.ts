import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from "./locales";

/**
 * The languages a wedding's guest pages offer (issue 16): the invitation's own `locale` and the
 * `locales` the couple chose (first is `locale`). A wedding saved before languages existed
 * carries neither and speaks English only.
 */
export interface OfferedLocales {
  locale: Locale;
  locales: readonly Locale[];
}

export function offeredLocales(wedding: object): OfferedLocales {
  const fields = wedding as { locale?: unknown; locales?: unknown };
  const locale = isLocale(fields.locale) ? fields.locale : DEFAULT_LOCALE;
  const listed = Array.isArray(fields.locales) ? fields.locales.filter(isLocale) : [];
  const locales = [locale, ...listed.filter((entry) => entry !== locale)];
  return { locale, locales: [...new Set(locales)] };
}

/**
 * The language a guest page is shown in, the same on the server's first paint and in the app:
 * an explicit `?lang=` (the language switch writes it, a shared link keeps it), else the
 * browser's Accept-Language among the offered ones, else the invitation's own language. A
 * language the wedding does not offer is never shown: it falls back to the invitation's own.
 * No remembered choice (cookie): the address already carries it, and the HTML then varies on
 * Accept-Language alone (docs/decisions/0017-guest-languages.md).
 */
export function chooseGuestLocale(wedding: object, requested: string | null | undefined, acceptLanguage: string | undefined): Locale {
  const { locale, locales } = offeredLocales(wedding);
  if (requested) return isLocale(requested) && locales.includes(requested) ? requested : locale;
  return negotiateLocale(acceptLanguage, locales, locale);
}

/** The `lang` query parameter of a guest page address ("" when absent). */
export function requestedLocale(search: string): string {
  return new URLSearchParams(search).get("lang") ?? "";
}
