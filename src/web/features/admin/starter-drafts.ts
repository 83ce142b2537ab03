import { DEFAULT_LOCALE, type Locale } from "../../../contract/locales";
import { isStarterOrBlank, starterChoiceOf, starterText, type StarterChoice, type StarterField } from "../../../contract/starter-texts";
import type { DraftLanguages } from "./question-drafts";
import { translatedLocales, type WeddingFormInput } from "./wedding-form-schema";

type StarterValues = Pick<WeddingFormInput, "locale" | "locales" | "translations" | StarterField>;

/** One form value to set: the invitation's own text, or its translation into an offered language. */
export interface StarterWrite {
  path: StarterField | `translations.${Locale}.${StarterField}`;
  value: string;
}

const STARTER_FIELDS: readonly StarterField[] = ["childrenPolicy", "giftPreferences"];

const translationOf = (values: StarterValues, code: Locale, field: StarterField) => values.translations?.[code]?.[field];

/**
 * What a chip writes (issue 16): its sentence in the invitation's language, and in each other
 * offered language whose translation is blank or still a chip's sentence. Words the couple wrote
 * are never replaced; when the invitation's own text is theirs, its translations are theirs to
 * write too, so nothing is written at all.
 */
export function chipWrites<F extends StarterField>(values: StarterValues, field: F, choice: StarterChoice<F>): StarterWrite[] {
  if (!isStarterOrBlank(field, values[field])) return [];
  const writes: StarterWrite[] = [{ path: field, value: starterText(field, choice, values.locale ?? DEFAULT_LOCALE) }];
  for (const code of translatedLocales(values)) {
    if (isStarterOrBlank(field, translationOf(values, code, field)))
      writes.push({ path: `translations.${code}.${field}`, value: starterText(field, choice, code) });
  }
  return writes;
}

/**
 * What a change of languages rewrites, as the default questions follow it (question-drafts.ts):
 * a text that is still a chip's sentence moves to the new invitation language, and a newly
 * offered language gets the sentence where its translation is blank or a chip's sentence.
 */
export function languageWrites(values: StarterValues, from: DraftLanguages, to: DraftLanguages): StarterWrite[] {
  const writes: StarterWrite[] = [];
  const moved = from.locale !== to.locale;
  for (const field of STARTER_FIELDS) {
    const choice = starterChoiceOf(field, values[field]);
    if (!choice) continue;
    if (moved) writes.push({ path: field, value: starterText(field, choice, to.locale) });
    for (const code of to.others) {
      if (!moved && from.others.includes(code)) continue;
      if (isStarterOrBlank(field, translationOf(values, code, field)))
        writes.push({ path: `translations.${code}.${field}`, value: starterText(field, choice, code) });
    }
  }
  return writes;
}
