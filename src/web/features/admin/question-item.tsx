import { useId } from "react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Trash2 from "lucide-react/icons/trash-2";
import type { AnswerScope, QuestionType } from "../../../contract/question";
import { inputClass } from "../../components/ui/field";
import type { DraftLanguages, DraftQuestion } from "./question-drafts";
import { QuestionTranslations } from "./question-translations";

const TYPE_LABEL: Record<QuestionType, string> = {
  text: "Short answer",
  textarea: "Paragraph",
  radio: "Multiple choice",
  number: "Number",
};

// aria-disabled rather than disabled: a button that becomes the first after "move up" keeps keyboard focus.
const ICON_BUTTON =
  "inline-flex h-11 w-11 items-center justify-center rounded-lg text-stone-700 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

interface QuestionItemProps {
  draft: DraftQuestion;
  position: number;
  total: number;
  error?: string;
  languages?: DraftLanguages;
  onChange: (patch: Partial<DraftQuestion>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

export function QuestionItem({ draft, position, total, error, languages, onChange, onMove, onRemove }: QuestionItemProps) {
  const id = useId();
  const n = position + 1;
  return (
    <li
      data-draft={draft.key}
      className={`rounded-xl border bg-white p-3 sm:p-4 ${error ? "border-red-400" : "border-stone-200"}`}
      aria-labelledby={`${id}-heading`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`${id}-heading`} className="text-sm font-semibold text-stone-700">
          Question {n}
          {draft.required && (
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          )}
        </h4>
        <div className="flex flex-wrap">
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => position > 0 && onMove(-1)}
            aria-disabled={position === 0 || undefined}
            aria-label={`Move question ${n} up`}
          >
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => position < total - 1 && onMove(1)}
            aria-disabled={position === total - 1 || undefined}
            aria-label={`Move question ${n} down`}
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </button>
          <button type="button" className={`${ICON_BUTTON} text-red-700 hover:bg-red-50`} onClick={onRemove} aria-label={`Remove question ${n}`}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className="mt-2 grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-stone-800">
            Question<span className="sr-only"> {n}</span>
          </label>
          <input
            id={`${id}-text`}
            className={inputClass}
            value={draft.question}
            maxLength={300}
            placeholder="e.g. Any song requests?"
            onChange={(event) => onChange({ question: event.target.value })}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-type`} className="text-sm font-medium text-stone-800">
              Answer type<span className="sr-only"> for question {n}</span>
            </label>
            <select id={`${id}-type`} className={inputClass} value={draft.type} onChange={(event) => onChange({ type: event.target.value as QuestionType })}>
              {(Object.keys(TYPE_LABEL) as QuestionType[]).map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABEL[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-scope`} className="text-sm font-medium text-stone-800">
              Answered by<span className="sr-only"> for question {n}</span>
            </label>
            <select
              id={`${id}-scope`}
              className={inputClass}
              value={draft.answerScope}
              onChange={(event) => onChange({ answerScope: event.target.value as AnswerScope })}
            >
              <option value="party">The whole party</option>
              <option value="individual">Each guest separately</option>
            </select>
          </div>
        </div>
        {draft.type === "radio" && (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-options`} className="text-sm font-medium text-stone-800">
              Options (one per line)<span className="sr-only"> for question {n}</span>
            </label>
            <textarea
              id={`${id}-options`}
              rows={3}
              className={inputClass}
              value={draft.optionsText}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange({ optionsText: event.target.value })}
            />
          </div>
        )}
        <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-blush-600"
            checked={draft.required}
            onChange={(event) => onChange({ required: event.target.checked })}
          />
          Required<span className="sr-only"> (question {n})</span>
        </label>
        <div className="-mt-2 grid">
          <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-blush-600"
              checked={draft.audience === "attending"}
              aria-describedby={`${id}-audience-hint`}
              onChange={(event) => onChange({ audience: event.target.checked ? "attending" : "everyone" })}
            />
            Attending guests only<span className="sr-only"> (question {n})</span>
          </label>
          <p id={`${id}-audience-hint`} className="pl-7 text-xs text-stone-600">
            Guests who can't come are not asked this.
          </p>
        </div>
        {languages && languages.others.length > 0 && (
          <QuestionTranslations draft={draft} n={n} languages={languages} onChange={(translations) => onChange({ translations })} />
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
