/**
 * The languages a guest can read the invitation in (issue 16): one list for the web app,
 * the server's pages, the emails and the calendar text. Plain data with no imports, so the
 * guest bundle can carry it. `name` is the language's own name, as a switch shows it to
 * someone who reads only that language.
 */
export const LOCALES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "de", name: "Deutsch", dir: "ltr" },
  { code: "it", name: "Italiano", dir: "ltr" },
  { code: "pt", name: "Português", dir: "ltr" },
  { code: "pl", name: "Polski", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
] as const;

export type Locale = (typeof LOCALES)[number]["code"];
export type TextDirection = (typeof LOCALES)[number]["dir"];

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((locale) => locale.code);

/** A wedding made before languages existed, or that never chose one, speaks English. */
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): TextDirection {
  return LOCALES.find((entry) => entry.code === locale)?.dir ?? "ltr";
}

export function localeName(locale: Locale): string {
  return LOCALES.find((entry) => entry.code === locale)?.name ?? locale;
}

/**
 * The language a first visit gets: the first of the browser's Accept-Language ranges (by
 * q-value, then order) whose primary subtag the couple offers, else the invitation's own
 * language. "pt-BR" matches "pt"; "*" and unknown tags match nothing.
 */
export function negotiateLocale(acceptLanguage: string | undefined, offered: readonly Locale[], fallback: Locale): Locale {
  if (!acceptLanguage) return fallback;
  const ranges = acceptLanguage
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (isLocale(range.primary) && offered.includes(range.primary)) return range.primary;
  }
  return fallback;
}
