import type { Wedding } from "../../../contract/wedding";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locales";
import { keepOfferedTranslations, languageProblems, orderLocales, compactWeddingTranslation, type WeddingTranslations } from "../../../contract/translations";
import type { WeddingRow } from "../../db/schema";
import { AppError } from "../../errors";

/** The stored language settings as the contract reads them; a row from before them reads as English only. */
export function readLanguages(row: Pick<WeddingRow, "locale" | "locales" | "translations">): Pick<Wedding, "locale" | "locales" | "translations"> {
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const locales = orderLocales(locale, (row.locales ?? []).filter(isLocale));
  return { locale, locales, translations: keepOfferedTranslations(row.translations ?? {}, locale, locales) };
}

type LanguageInput = {
  locale?: Locale;
  locales?: Locale[];
  translations?: Record<string, { message?: string; childrenPolicy?: string; giftPreferences?: string }>;
};

/**
 * The language columns to store for a create (no `current`) or an edit: checked together, 400
 * naming the field when they disagree, nothing stored. Languages no longer offered lose their
 * translations (decision 0018). Without `locales`, a new invitation language takes the old one's
 * place in the offered list.
 */
export function resolveLanguages(input: LanguageInput, current?: Pick<Wedding, "locale" | "locales" | "translations">) {
  const before = current ?? { locale: DEFAULT_LOCALE, locales: [DEFAULT_LOCALE], translations: {} };
  const locale = input.locale ?? before.locale;
  const locales = input.locales ?? (current ? [...new Set(before.locales.map((code) => (code === before.locale ? locale : code)))] : [locale]);
  const problems = languageProblems(locale, locales, Object.keys(input.translations ?? {}));
  if (Object.keys(problems).length) {
    const [field, message] = Object.entries(problems)[0]!;
    throw new AppError("validation_failed", `Invalid body: ${field}: ${message}`, problems);
  }
  const merged: WeddingTranslations = { ...before.translations };
  for (const [code, entry] of Object.entries(input.translations ?? {})) {
    const compact = compactWeddingTranslation(entry);
    if (compact) merged[code as Locale] = compact;
    else delete merged[code as Locale];
  }
  const offered = orderLocales(locale, locales);
  return { locale, locales: offered, translations: keepOfferedTranslations(merged, locale, offered) };
}
