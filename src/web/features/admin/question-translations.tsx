import { useId } from "react";
import { localeDirection, type Locale } from "../../../contract/locales";
import { LENGTH } from "../../../contract/limits";
import { parseOptionLines } from "../../../contract/question";
import { inputClass } from "../../components/ui/field";
import { englishName } from "./language-names";
import { untranslatedQuestionTexts, type DraftLanguages, type DraftQuestion, type DraftTranslation } from "./question-drafts";

interface QuestionTranslationsProps {
  draft: DraftQuestion;
  n: number;
  languages: DraftLanguages;
  onChange: (translations: DraftQuestion["translations"]) => void;
}

/**
 * One disclosure per other offered language: the question and each option in it, the original as
 * the placeholder. Blank is allowed: guests then see the original (decision 0018).
 */
export function QuestionTranslations({ draft, n, languages, onChange }: QuestionTranslationsProps) {
  const id = useId();
  const options = draft.type === "radio" ? parseOptionLines(draft.optionsText) : [];
  const set = (code: Locale, patch: Partial<DraftTranslation>) => {
    const current = draft.translations[code] ?? { question: "", options: [] };
    onChange({ ...draft.translations, [code]: { ...current, ...patch } });
  };
  return (
    <div className="grid gap-2">
      {languages.others.map((code) => {
        const entry = draft.translations[code];
        const language = englishName(code);
        const missing = untranslatedQuestionTexts([draft], code);
        return (
          <details key={code} className="rounded-lg border border-stone-200 px-3">
            <summary className="min-h-11 cursor-pointer py-2.5 text-sm font-medium text-stone-800">
              {language} translation<span className="sr-only"> of question {n}</span>
              {missing > 0 && <span className="ml-2 font-normal text-stone-600">· {missing} untranslated</span>}
            </summary>
            <div className="grid gap-3 pb-3">
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-${code}-q`} className="text-sm font-medium text-stone-800">
                  Question {n} in {language}
                </label>
                <input
                  id={`${id}-${code}-q`}
                  className={inputClass}
                  lang={code}
                  dir={localeDirection(code)}
                  maxLength={LENGTH.question}
                  placeholder={draft.question}
                  value={entry?.question ?? ""}
                  onChange={(event) => set(code, { question: event.target.value })}
                />
              </div>
              {options.map((option, index) => (
                <div key={index} className="grid gap-1.5">
                  <label htmlFor={`${id}-${code}-o${index}`} className="text-sm font-medium text-stone-800">
                    Option {index + 1} in {language}
                    <span className="sr-only"> (question {n})</span>
                  </label>
                  <input
                    id={`${id}-${code}-o${index}`}
                    className={inputClass}
                    lang={code}
                    dir={localeDirection(code)}
                    maxLength={LENGTH.option}
                    placeholder={option}
                    value={entry?.options[index] ?? ""}
                    onChange={(event) => {
                      const next = options.map((_, i) => entry?.options[i] ?? "");
                      next[index] = event.target.value;
                      set(code, { options: next });
                    }}
                  />
                </div>
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
