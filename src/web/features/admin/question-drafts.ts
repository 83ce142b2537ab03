import { i18n } from "../host/host-i18n";
import { DEFAULT_QUESTION_TEXTS, defaultQuestions } from "../../../contract/default-questions";
import type { Locale } from "../../../contract/locales";
import { coupleTextsIn, type TranslatableQuestion } from "../../../contract/untranslated-texts";
import {
  parseOptionLines,
  type QuestionRole,
  type AnswerScope,
  type Question,
  type QuestionAudience,
  type QuestionDraft,
  type QuestionType,
} from "../../../contract/question";

/** One question as the editor holds it: options as the textarea's lines. */
export interface DraftQuestion {
  key: string;
  id?: string;
  question: string;
  type: QuestionType;
  optionsText: string;
  required: boolean;
  answerScope: AnswerScope;
  audience: QuestionAudience;
  /** Kept as it came (issue 16): an edited default question stays the attendance or meal question. */
  role?: QuestionRole | null;
  /** Per other offered language: the question and one entry per option line, blank = not translated. */
  translations: Partial<Record<Locale, DraftTranslation>>;
}

export interface DraftTranslation {
  question: string;
  options: string[];
}

/** The invitation's language and the others offered, which the translation inputs follow. */
export interface DraftLanguages {
  locale: Locale;
  others: readonly Locale[];
}

let counter = 0;
const newKey = () => `q${Date.now().toString(36)}${(counter++).toString(36)}`;

export function draftFrom(
  question: Pick<Question, "question" | "type" | "options" | "required" | "answerScope" | "audience"> &
    Partial<Pick<Question, "role" | "translations">> & { id?: string },
): DraftQuestion {
  const translations: DraftQuestion["translations"] = {};
  for (const [code, entry] of Object.entries(question.translations ?? {}) as Array<[Locale, { question?: string; options?: string[] }]>) {
    translations[code] = { question: entry.question ?? "", options: question.options.map((_, index) => entry.options?.[index] ?? "") };
  }
  return {
    key: question.id ?? newKey(),
    id: question.id,
    question: question.question,
    type: question.type,
    optionsText: question.options.join("\n"),
    required: question.required,
    answerScope: question.answerScope,
    audience: question.audience,
    role: question.role,
    translations,
  };
}

/** The four default questions in the invitation's language, translated into the other offered ones. */
export const defaultDrafts = (locale: Locale = "en", offered: readonly Locale[] = [locale]): DraftQuestion[] =>
  defaultQuestions(locale, offered).map((question) => draftFrom(question));

/** Which default question (by position) a draft still is, word for word, in `locale`; -1 if none. */
function defaultIndexOf(draft: DraftQuestion, locale: Locale): number {
  return DEFAULT_QUESTION_TEXTS[locale].findIndex(
    (texts) => texts.question === draft.question.trim() && texts.options.join("\n") === parseOptionLines(draft.optionsText).join("\n"),
  );
}

/**
 * The drafts after the couple changes languages (issue 16). A default question the couple has not
 * reworded gets the offered languages' default wording where it has no translation yet; on a new
 * wedding (nothing answered yet) it also follows a new invitation language.
 */
export function relocaliseDrafts(drafts: readonly DraftQuestion[], from: Locale, to: DraftLanguages, isNew: boolean): DraftQuestion[] {
  return drafts.map((draft) => {
    const index = defaultIndexOf(draft, from);
    if (index < 0) return draft;
    const own = DEFAULT_QUESTION_TEXTS[to.locale][index]!;
    const next = isNew && from !== to.locale ? { ...draft, question: own.question, optionsText: own.options.join("\n"), translations: {} } : draft;
    if (!isNew && from !== to.locale) return draft;
    const translations = { ...next.translations };
    for (const code of to.others) {
      const filled = translations[code];
      if (filled && (filled.question || filled.options.some(Boolean))) continue;
      const texts = DEFAULT_QUESTION_TEXTS[code][index]!;
      translations[code] = { question: texts.question, options: [...texts.options] };
    }
    return { ...next, translations };
  });
}

export const blankDraft = (): DraftQuestion => ({
  key: newKey(),
  question: "",
  type: "text",
  optionsText: "",
  required: false,
  answerScope: "party",
  audience: "everyone",
  translations: {},
});

export interface PreparedQuestions {
  questions: QuestionDraft[];
  /** Position in `questions` -> editor key, to put the server's field errors on the right card. */
  keys: string[];
  errors: Record<string, string>;
}

/** The translations to send: offered languages only, one entry per option (blank = the original shows). */
function preparedTranslations(draft: DraftQuestion, options: readonly string[], languages: DraftLanguages): QuestionDraft["translations"] {
  const translations: NonNullable<QuestionDraft["translations"]> = {};
  for (const code of languages.others) {
    const entry = draft.translations[code];
    if (!entry) continue;
    const question = entry.question.trim();
    const translated = options.map((_, index) => entry.options[index]?.trim() ?? "");
    if (!question && !translated.some(Boolean)) continue;
    translations[code] = { question, ...(options.length ? { options: translated } : {}) };
  }
  return translations;
}

/** The drafts as the contract reads the couple's texts (contract/untranslated-texts.ts), keyed by editor key. */
export function translatableDrafts(drafts: readonly DraftQuestion[]): TranslatableQuestion[] {
  return drafts.map((draft) => ({
    id: draft.key,
    question: draft.question,
    options: draft.type === "radio" ? parseOptionLines(draft.optionsText) : [],
    translations: draft.translations,
  }));
}

/** How many of the couple's question texts still have no translation into `locale` (the one rule: contract/untranslated-texts.ts). */
export function untranslatedQuestionTexts(drafts: readonly DraftQuestion[], locale: Locale): number {
  const noWeddingTexts = { locale, locales: [], message: null, childrenPolicy: null, giftPreferences: null };
  return coupleTextsIn({ wedding: noWeddingTexts, questions: translatableDrafts(drafts) }, locale).filter((text) => !text.translation).length;
}

/** docs/spec.md 5: blank questions are skipped; radio options trimmed, blank lines dropped. */
export function prepareQuestions(drafts: readonly DraftQuestion[], languages?: DraftLanguages): PreparedQuestions {
  const questions: QuestionDraft[] = [];
  const keys: string[] = [];
  const errors: Record<string, string> = {};
  for (const draft of drafts) {
    const text = draft.question.trim();
    if (!text) continue;
    const options = draft.type === "radio" ? parseOptionLines(draft.optionsText) : [];
    if (draft.type === "radio" && options.length < 2)
      errors[draft.key] = i18n._({ id: "admin.optionsNeeded", message: "A choice question needs at least two options, one per line." });
    questions.push({
      ...(draft.id ? { id: draft.id } : {}),
      question: text,
      type: draft.type,
      options,
      required: draft.required,
      answerScope: draft.answerScope,
      audience: draft.audience,
      ...(draft.role !== undefined ? { role: draft.role } : {}),
      // With the wedding's languages known, always sent: a translation cleared in the editor is cleared on the server.
      ...(languages ? { translations: preparedTranslations(draft, options, languages) } : {}),
    });
    keys.push(draft.key);
  }
  return { questions, keys, errors };
}

/** Maps server field errors such as "questions.2.options" onto editor keys. */
export function serverQuestionErrors(fields: Record<string, string>, keys: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^questions\.(\d+)/.exec(path);
    const key = match ? keys[Number(match[1])] : undefined;
    if (key) errors[key] ??= message;
  }
  return errors;
}
