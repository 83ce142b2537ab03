import { DEFAULT_LOCALE, localeName, type Locale } from "../../../contract/locales";

// Host screens stay English (issue 16): a language is named in itself and in English, so the
// couple and a grandmother reading over their shoulder both find it.
const englishNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "language" }) : undefined;

export function englishName(locale: Locale): string {
  return englishNames?.of(locale) ?? locale;
}

/** "Español (Spanish)"; English is just "English". */
export function languageLabel(locale: Locale): string {
  const own = localeName(locale);
  const english = englishName(locale);
  return own === english || locale === DEFAULT_LOCALE ? english : `${own} (${english})`;
}
