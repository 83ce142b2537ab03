import type { Locale } from "./locales";
import type { EventTextField, EventTranslations, QuestionTranslations, WeddingTextField, WeddingTranslations } from "./translations";

// Plain functions with type-only imports, so the guest bundle can read the couple's texts in
// the guest's language without zod (decision 0018). Every miss falls back to the canonical text.

type TranslatedWedding = { message: string | null; childrenPolicy: string | null; giftPreferences: string | null; translations?: WeddingTranslations };
type TranslatedQuestion = { question: string; options: readonly string[]; translations?: QuestionTranslations };

/** The wedding's message, children policy or gift preferences in `locale`, else the canonical text. */
export function weddingText(wedding: TranslatedWedding, field: WeddingTextField, locale: Locale | undefined): string | null {
  const translated = locale ? wedding.translations?.[locale]?.[field]?.trim() : undefined;
  return translated || wedding[field];
}

type TranslatedEvent = { [F in EventTextField]: F extends "name" ? string : string | null } & { translations?: EventTranslations };

/** An extra event's name, dress code or description in `locale`, else as the couple wrote it. */
export function eventText<F extends EventTextField>(event: TranslatedEvent, field: F, locale: Locale | undefined): TranslatedEvent[F] {
  const translated = locale ? event.translations?.[locale]?.[field]?.trim() : undefined;
  return translated || event[field];
}

/** The question's text in `locale`, else the canonical text. */
export function questionText(question: TranslatedQuestion, locale: Locale | undefined): string {
  const translated = locale ? question.translations?.[locale]?.question?.trim() : undefined;
  return translated || question.question;
}

/**
 * How a canonical option reads in `locale`. Only the label changes: the value a guest submits
 * and the couple counts stays the canonical option, whatever language the guest reads.
 */
export function optionLabel(question: TranslatedQuestion, option: string, locale: Locale | undefined): string {
  if (!locale) return option;
  const index = question.options.indexOf(option);
  const translated = index >= 0 ? question.translations?.[locale]?.options?.[index]?.trim() : undefined;
  return translated || option;
}
