import { useLingui } from "../../lib/i18n-react";
import type { ReactNode } from "react";
import { optionLabel, questionText } from "../../../contract/localized-text";
import { useGuestLocale } from "../invitation/use-guest-locale";
import type { Question } from "../../../contract/question";
import type { Answers } from "../../../contract/response";
import { answerOf } from "./person-cards";
import { PersonAnswerField } from "./question-field";

const LINK_BUTTON =
  "min-h-11 shrink-0 rounded-lg px-3 text-sm font-medium text-blush-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none";

/** A finished person folded to one line ("Ada Okafor · Attending · Chicken"), with Edit to open the card again. */
export function PersonSummary({ id, name, parts, onEdit, children }: { id: string; name: string; parts: string[]; onEdit: () => void; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-1 rounded-2xl border border-stone-200 bg-white py-1 ps-3 pe-1">
      <div className="flex items-center gap-2">
        <p id={`person-${id}`} tabIndex={-1} className="min-w-0 flex-1 text-sm text-stone-900 outline-none [overflow-wrap:anywhere]">
          {[name, ...parts].join(" · ")}
        </p>
        <button type="button" onClick={onEdit} className={LINK_BUTTON}>
          {i18n._({ id: "party.edit", message: "Edit" })}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
      {children}
    </div>
  );
}

/** Gives the first person's answer to everyone else coming who has not answered yet; each can still change their own. */
export function SameForEveryone({ question, value, onApply }: { question: Question; value: string; onApply: () => void }) {
  const { i18n } = useLingui();
  const locale = useGuestLocale();
  return (
    <button
      type="button"
      onClick={onApply}
      className="inline-flex min-h-11 w-fit items-center rounded-lg border border-blush-200 bg-blush-50 px-3 text-sm font-medium text-blush-700 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
    >
      {i18n._({ id: "party.sameForEveryone", message: "Same for everyone" })}
      <span className="sr-only">
        : {questionText(question, locale)}, {optionLabel(question, value, locale)}
      </span>
    </button>
  );
}

export interface SameOffer {
  /** How many others "same for everyone" would change for this question (0: no button). */
  others: (question: Question) => number;
  apply: (question: Question) => void;
}

/** The per-person questions of one person, inside their card; the first person's offer "same for everyone". */
export function PersonQuestions({
  questions,
  personId,
  answers,
  errors,
  onAnswer,
  same,
}: {
  questions: readonly Question[];
  personId: string;
  answers: Answers;
  errors: Record<string, string>;
  onAnswer: (question: Question, value: string) => void;
  same?: SameOffer;
}) {
  if (questions.length === 0) return null;
  return (
    <div className="grid min-w-0 gap-3 border-t border-stone-200 pt-3">
      {questions.map((question) => (
        <div key={question.id} className="grid min-w-0 gap-2">
          <PersonAnswerField
            question={question}
            personId={personId}
            value={answerOf(answers, question.id, personId)}
            error={errors[`responses.${question.id}.${personId}`]}
            onChange={(value) => onAnswer(question, value)}
          />
          {same && same.others(question) > 0 && (
            <SameForEveryone question={question} value={answerOf(answers, question.id, personId)} onApply={() => same.apply(question)} />
          )}
        </div>
      ))}
    </div>
  );
}

/** The offers of a folded first person, under their line. */
export function SameOffers({ questions, personId, answers, same }: { questions: readonly Question[]; personId: string; answers: Answers; same?: SameOffer }) {
  if (!same) return null;
  const offered = questions.filter((question) => same.others(question) > 0);
  if (offered.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2 pb-1">
      {offered.map((question) => (
        <SameForEveryone key={question.id} question={question} value={answerOf(answers, question.id, personId)} onApply={() => same.apply(question)} />
      ))}
    </div>
  );
}
