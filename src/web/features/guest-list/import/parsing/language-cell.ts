import { LOCALES, type Locale } from "../../../../../contract/locales";

// English names beside each language's own (contract/locales.ts): a couple's spreadsheet says
// "Spanish" or "Español" or "es". Accents and case are ignored ("francais", "POLSKI").
const ENGLISH_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  pt: "Portuguese",
  pl: "Polish",
  ar: "Arabic",
};

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();

const BY_NAME = new Map<string, Locale>(
  LOCALES.flatMap(({ code, name }) => [[code, code] as const, [fold(name), code] as const, [fold(ENGLISH_NAMES[code]), code] as const]),
);

/** The language a "Language" cell names: a code ("es", "pt-BR"), its own name or its English name; null when blank or unknown. */
export function readLanguageCell(text: string): Locale | null {
  const key = fold(text);
  if (!key) return null;
  return BY_NAME.get(key) ?? BY_NAME.get(key.split(/[-_]/)[0] ?? "") ?? null;
}
