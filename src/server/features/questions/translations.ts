import type { Locale } from "../../../contract/locales";
import { compactQuestionTranslation, type QuestionTranslations } from "../../../contract/translations";
import type { WeddingRow } from "../../db/schema";
import { AppError } from "../../errors";
import { readLanguages } from "../weddings";

type TranslationInput = Record<string, { question?: string; options?: string[] }>;

/**
 * A question's translations as stored: only for the wedding's offered languages other than the
 * invitation's own, one option translation per option (aligned by index), blanks dropped
 * (decision 0018). A mismatch is a 400 naming the field (`prefix` places it in a set), nothing stored.
 */
export function checkQuestionTranslations(
  wedding: Pick<WeddingRow, "locale" | "locales" | "translations">,
  options: readonly string[],
  input: TranslationInput,
  prefix = "",
): QuestionTranslations {
  const { locale, locales } = readLanguages(wedding);
  const checked: QuestionTranslations = {};
  for (const [code, entry] of Object.entries(input)) {
    const field = `${prefix}translations.${code}`;
    if (code === locale) refuse(field, `The invitation is written in ${code}: the question's own text is the canonical one`);
    if (!locales.includes(code as Locale)) refuse(field, `${code} is not one of the offered languages`);
    if (entry.options && options.length > 0 && entry.options.length !== options.length) {
      refuse(`${field}.options`, `Give one translation per option (${options.length}); leave one blank to show the original`);
    }
    const compact = compactQuestionTranslation(entry, options.length);
    if (compact) checked[code as Locale] = compact;
  }
  return checked;
}

/**
 * What an edit that changes the options but sends no translations keeps: the option translations
 * only while they still line up with the options one for one.
 */
export function keepAlignedTranslations(translations: QuestionTranslations, options: readonly string[]): QuestionTranslations {
  const kept: QuestionTranslations = {};
  for (const [code, entry] of Object.entries(translations) as Array<[Locale, { question?: string; options?: string[] }]>) {
    const compact = compactQuestionTranslation(entry.options?.length === options.length ? entry : { question: entry.question }, options.length);
    if (compact) kept[code] = compact;
  }
  return kept;
}

function refuse(field: string, message: string): never {
  throw new AppError("validation_failed", `Invalid body: ${field}: ${message}`, { [field]: message });
}
