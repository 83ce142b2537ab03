import { i18n } from "../host/host-i18n";
import { withElements } from "../../lib/i18n-react";
import { useId } from "react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Trash2 from "lucide-react/icons/trash-2";
import { ZQuestionType, type AnswerScope, type QuestionAudience, type QuestionType } from "../../../contract/question";
import { inputClass } from "../../components/ui/field";
import type { DraftLanguages, DraftQuestion } from "./question-drafts";
import { QuestionTranslations } from "./question-translations";

const typeLabel = (type: QuestionType): string =>
  ({
    text: i18n._({ id: "admin.typeShortAnswer", message: "Short answer" }),
    textarea: i18n._({ id: "admin.typeParagraph", message: "Paragraph" }),
    radio: i18n._({ id: "admin.typeMultipleChoice", message: "Multiple choice" }),
    number: i18n._({ id: "admin.typeNumber", message: "Number" }),
  })[type];

// The visible label with the question's number for screen readers, as one sentence per label.
const srOnly = { 0: <span className="sr-only" /> };

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
          {i18n._({ id: "admin.questionNumber", message: "Question {n}", values: { n } })}
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
            aria-label={i18n._({ id: "admin.moveQuestionUp", message: "Move question {n} up", values: { n } })}
          >
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => position < total - 1 && onMove(1)}
            aria-disabled={position === total - 1 || undefined}
            aria-label={i18n._({ id: "admin.moveQuestionDown", message: "Move question {n} down", values: { n } })}
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} text-red-700 hover:bg-red-50`}
            onClick={onRemove}
            aria-label={i18n._({ id: "admin.removeQuestion", message: "Remove question {n}", values: { n } })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className="mt-2 grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-stone-800">
            {withElements(i18n._({ id: "admin.questionLabel", message: "Question<0> {n}</0>", values: { n } }), srOnly)}
          </label>
          <input
            id={`${id}-text`}
            className={inputClass}
            value={draft.question}
            maxLength={300}
            placeholder={i18n._({ id: "admin.questionPlaceholder", message: "e.g. Any song requests?" })}
            onChange={(event) => onChange({ question: event.target.value })}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-type`} className="text-sm font-medium text-stone-800">
              {withElements(i18n._({ id: "admin.answerType", message: "Answer type<0> for question {n}</0>", values: { n } }), srOnly)}
            </label>
            <select id={`${id}-type`} className={inputClass} value={draft.type} onChange={(event) => onChange({ type: event.target.value as QuestionType })}>
              {ZQuestionType.options.map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-scope`} className="text-sm font-medium text-stone-800">
              {withElements(i18n._({ id: "admin.answeredBy", message: "Answered by<0> for question {n}</0>", values: { n } }), srOnly)}
            </label>
            <select
              id={`${id}-scope`}
              className={inputClass}
              value={draft.answerScope}
              onChange={(event) => onChange({ answerScope: event.target.value as AnswerScope })}
            >
              <option value="party">{i18n._({ id: "admin.scopeParty", message: "The whole party" })}</option>
              <option value="individual">{i18n._({ id: "admin.scopeIndividual", message: "Each guest separately" })}</option>
            </select>
          </div>
        </div>
        {draft.type === "radio" && (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-options`} className="text-sm font-medium text-stone-800">
              {withElements(i18n._({ id: "admin.options", message: "Options (one per line)<0> for question {n}</0>", values: { n } }), srOnly)}
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
          {withElements(i18n._({ id: "admin.questionRequired", message: "Required<0> (question {n})</0>", values: { n } }), srOnly)}
        </label>
        {/* Who is asked (contract/rules/asked.ts): the attendance question is everyone's and a meal question is for guests who are coming, whatever this says. */}
        {!draft.role && (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-audience`} className="text-sm font-medium text-stone-800">
              {withElements(i18n._({ id: "admin.askWho", message: "Ask<0> question {n}</0>", values: { n } }), srOnly)}
            </label>
            <select
              id={`${id}-audience`}
              className={`${inputClass} sm:max-w-xs`}
              value={draft.audience}
              aria-describedby={`${id}-audience-hint`}
              onChange={(event) => onChange({ audience: event.target.value as QuestionAudience })}
            >
              <option value="attending">{i18n._({ id: "admin.askComing", message: "Guests who are coming" })}</option>
              <option value="everyone">{i18n._({ id: "admin.askEveryone", message: "Everyone" })}</option>
            </select>
            <p id={`${id}-audience-hint`} className="text-xs text-stone-600">
              {draft.audience === "attending"
                ? i18n._({ id: "admin.askComingHint", message: "Guests who can't come are not asked this." })
                : i18n._({ id: "admin.askEveryoneHint", message: "Guests who can't come are asked this too." })}
            </p>
          </div>
        )}
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
