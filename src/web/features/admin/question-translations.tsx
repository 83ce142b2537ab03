import { i18n } from "../host/host-i18n";
import { withElements } from "../../lib/i18n-react";
import { useId } from "react";
import { localeDirection, type Locale } from "../../../contract/locales";
import { LENGTH } from "../../../contract/limits";
import { parseOptionLines } from "../../../contract/question";
import { inputClass } from "../../components/ui/field";
import { englishName } from "../host/language-names";
import { untranslatedQuestionTexts, type DraftLanguages, type DraftQuestion, type DraftTranslation } from "./question-drafts";

// The question's number for screen readers, inside the same sentence as the visible label.
const srOnly = { 0: <span className="sr-only" /> };

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
              {withElements(
                i18n._({ id: "admin.questionTranslation", message: "{language} translation<0> of question {n}</0>", values: { language, n } }),
                srOnly,
              )}
              {missing > 0 && (
                <span className="ml-2 font-normal text-stone-600">
                  {i18n._({ id: "admin.untranslatedCount", message: "· {count} untranslated", values: { count: missing } })}
                </span>
              )}
            </summary>
            <div className="grid gap-3 pb-3">
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-${code}-q`} className="text-sm font-medium text-stone-800">
                  {i18n._({ id: "admin.questionIn", message: "Question {n} in {language}", values: { n, language } })}
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
                    {withElements(
                      i18n._({
                        id: "admin.optionIn",
                        message: "Option {option} in {language}<0> (question {n})</0>",
                        values: { option: index + 1, language, n },
                      }),
                      srOnly,
                    )}
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
