import { z } from "zod";
import { LENGTH } from "./limits";
import { LOCALE_CODES, type Locale } from "./locales";
import { text } from "./text";

/**
 * The couple's own texts in the other languages they offer (issue 16, decision 0018). The
 * canonical texts are in the invitation's language (`locale`); a translation is kept per
 * offered language, and a blank one falls back to the canonical text.
 */
export const ZLocale = z.enum(LOCALE_CODES as [Locale, ...Locale[]]);

/** The texts of a wedding that a translation may carry. */
export const WEDDING_TEXT_FIELDS = ["message", "childrenPolicy", "giftPreferences"] as const;
export type WeddingTextField = (typeof WEDDING_TEXT_FIELDS)[number];

export type WeddingTranslation = { message?: string; childrenPolicy?: string; giftPreferences?: string };
export type WeddingTranslations = Partial<Record<Locale, WeddingTranslation>>;
export type QuestionTranslation = { question?: string; options?: string[] };
export type QuestionTranslations = Partial<Record<Locale, QuestionTranslation>>;

/**
 * An extra event's texts that a translation may carry (issue 29, item 9): its name, dress code and
 * description. Its venue and address are names of places, kept as written, like the wedding's venue.
 */
export const EVENT_TEXT_FIELDS = ["name", "dressCode", "description"] as const;
export type EventTextField = (typeof EVENT_TEXT_FIELDS)[number];
export type EventTranslation = Partial<Record<EventTextField, string>>;
export type EventTranslations = Partial<Record<Locale, EventTranslation>>;

/** Read side: what `/full`, the pages' embedded data and the host reads carry. */
export const ZWeddingTranslations = z.partialRecord(
  ZLocale,
  z.object({ message: z.string().optional(), childrenPolicy: z.string().optional(), giftPreferences: z.string().optional() }),
);
export const ZQuestionTranslations = z.partialRecord(ZLocale, z.object({ question: z.string().optional(), options: z.array(z.string()).optional() }));
export const ZEventTranslations = z.partialRecord(
  ZLocale,
  z.object({ name: z.string().optional(), dressCode: z.string().optional(), description: z.string().optional() }),
);

/** A translated text: trimmed and checked like the canonical field; blank means "not translated". */
const translatedText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : undefined));

/**
 * Write side. Keys are plain strings here so that an unknown or not-offered language gets one
 * clear message naming it (`checkTranslationKeys`), rather than a record-key error.
 */
export const ZWeddingTranslationsInput = z.record(
  z.string().max(16),
  z.strictObject({
    message: translatedText(LENGTH.message),
    childrenPolicy: translatedText(LENGTH.policy),
    giftPreferences: translatedText(LENGTH.policy),
  }),
);

/** Option translations are aligned by index with the options; a blank entry falls back. */
export const ZQuestionTranslationsInput = z.record(
  z.string().max(16),
  z.strictObject({
    question: translatedText(LENGTH.question),
    options: z.array(text(LENGTH.option)).max(20).optional(),
  }),
);

/** An event's translations as written: per language, each text blank ("not translated") or checked like the original. */
export const ZEventTranslationsInput = z.record(
  z.string().max(16),
  z.strictObject({
    name: translatedText(LENGTH.eventName),
    dressCode: translatedText(LENGTH.dressCode),
    description: translatedText(LENGTH.eventDescription),
  }),
);

/** The offered languages: known codes, no duplicates (the invitation's own is checked with it). */
export const ZLocaleList = z
  .array(ZLocale)
  .min(1, "Offer at least the invitation's language")
  .refine((list) => new Set(list).size === list.length, "A language is listed twice");

/** Problems with a wedding's language settings, by field (empty: fine). */
export function languageProblems(locale: Locale, locales: readonly Locale[], translationKeys: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!locales.includes(locale)) problems.locales = `The offered languages must include the invitation's language (${locale})`;
  for (const key of translationKeys) {
    if (key === locale) problems[`translations.${key}`] = `The invitation is written in ${key}: its texts are the canonical ones, not a translation`;
    else if (!locales.includes(key as Locale)) problems[`translations.${key}`] = `${key} is not one of the offered languages`;
  }
  return problems;
}

/** The offered languages with the invitation's own first. */
export function orderLocales(locale: Locale, locales: readonly Locale[]): Locale[] {
  return [locale, ...locales.filter((code) => code !== locale)];
}

/** Drops the translations of languages that are not offered (or are now the canonical one). */
export function keepOfferedTranslations<T>(translations: Partial<Record<string, T>>, locale: Locale, locales: readonly Locale[]): Partial<Record<Locale, T>> {
  const kept: Partial<Record<Locale, T>> = {};
  for (const code of locales) {
    const entry = translations[code];
    if (code !== locale && entry !== undefined) kept[code] = entry;
  }
  return kept;
}

/** A wedding translation without its blank fields; undefined when nothing is left. */
export function compactWeddingTranslation(entry: WeddingTranslation): WeddingTranslation | undefined {
  const kept: WeddingTranslation = {};
  for (const field of WEDDING_TEXT_FIELDS) if (entry[field]) kept[field] = entry[field];
  return Object.keys(kept).length ? kept : undefined;
}

/** An event translation without its blank fields; undefined when nothing is left. */
export function compactEventTranslation(entry: EventTranslation): EventTranslation | undefined {
  const kept: EventTranslation = {};
  for (const field of EVENT_TEXT_FIELDS) if (entry[field]) kept[field] = entry[field];
  return Object.keys(kept).length ? kept : undefined;
}

/** A question translation without blanks; option entries keep their places (blank = fall back). */
export function compactQuestionTranslation(entry: QuestionTranslation, optionCount: number): QuestionTranslation | undefined {
  const kept: QuestionTranslation = {};
  if (entry.question) kept.question = entry.question;
  if (optionCount > 0 && entry.options?.some(Boolean)) kept.options = entry.options.slice(0, optionCount);
  return Object.keys(kept).length ? kept : undefined;
}
