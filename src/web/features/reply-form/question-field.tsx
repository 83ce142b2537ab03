import { useLingui } from "../../lib/i18n-react";
import type { ReactNode } from "react";
import type { Question } from "../../../contract/question";
import type { Answer } from "../../../contract/response";
import { inputClass } from "../../components/ui/field";
import { RadioCards } from "./radio-cards";
import { optionLabel, questionText } from "../../../contract/localized-text";
import { useGuestLocale } from "../invitation/use-guest-locale";

interface QuestionFieldProps {
  question: Question;
  answer: Answer | undefined;
  people: { id: string; name: string }[];
  errors: Record<string, string>;
  onChange: (answer: Answer) => void;
  /** Fades in when it appears after an answer; the first question is simply there. */
  reveal?: boolean;
  /** Under a per-person question with several people: the couple's dialog speaks of "the party", not "your party". */
  answerEach?: string;
}

const REVEAL = "transition duration-300 ease-out starting:translate-y-2 starting:opacity-0";

function Asterisk() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700">
      *
    </span>
  );
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** One control of the right kind: radio cards, a line, a paragraph or a number. */
function Control({
  question,
  id,
  label,
  value,
  onChange,
  error,
  compact,
}: {
  question: Question;
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  compact?: boolean;
}) {
  const errorId = `${id}-error`;
  const locale = useGuestLocale();
  if (question.type === "radio") {
    return (
      <fieldset className="grid min-w-0 gap-2" data-field={id}>
        <legend className="mb-2 text-sm font-medium text-stone-800">{label}</legend>
        <RadioCards
          name={id}
          options={question.options}
          labelOf={(option) => optionLabel(question, option, locale)}
          value={value}
          onChange={onChange}
          required={question.required}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          compact={compact}
        />
        <ErrorText id={errorId} message={error} />
      </fieldset>
    );
  }
  const common = {
    id,
    value,
    required: question.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: inputClass,
  };
  return (
    <div className="grid gap-1.5" data-field={id}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {question.type === "textarea" ? (
        <textarea {...common} rows={2} maxLength={2000} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={question.type === "number" ? "decimal" : undefined}
          maxLength={question.type === "number" ? 20 : 500}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

/** One person's answer to a per-person question, inside that person's card (issue 15): labelled by the question. */
export function PersonAnswerField({
  question,
  personId,
  value,
  error,
  onChange,
}: {
  question: Question;
  personId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const label = (
    <>
      <bdi>{questionText(question, useGuestLocale())}</bdi>
      {question.required && <Asterisk />}
    </>
  );
  return <Control question={question} id={`q-${question.id}-${personId}`} label={label} value={value} onChange={onChange} error={error} compact />;
}

/**
 * A question of the couple's. Party scope: one answer for everyone. Individual scope:
 * one control per person, each labelled with that person's name (docs/spec.md section 3).
 */
export function QuestionField({ question, answer, people, errors, onChange, reveal = true, answerEach }: QuestionFieldProps) {
  const { i18n } = useLingui();
  const base = `q-${question.id}`;
  const title = (
    <>
      <bdi>{questionText(question, useGuestLocale())}</bdi>
      {question.required && <Asterisk />}
    </>
  );
  if (question.answerScope !== "individual") {
    return (
      <div className={reveal ? REVEAL : undefined}>
        <Control
          question={question}
          id={base}
          label={<span className="text-base font-semibold text-stone-900">{title}</span>}
          value={typeof answer === "string" ? answer : ""}
          onChange={onChange}
          error={errors[`responses.${question.id}`]}
        />
      </div>
    );
  }
  const perPerson = typeof answer === "object" && answer ? answer : {};
  const groupError = errors[`responses.${question.id}`];
  return (
    <fieldset
      className={`${reveal ? REVEAL : ""} grid min-w-0 gap-4 rounded-2xl border border-stone-200 bg-stone-50/60 px-[min(1rem,4vw)] py-4`}
      data-field={base}
    >
      <legend className="px-1 text-base font-semibold text-stone-900">{title}</legend>
      {people.length > 1 && (
        <p className="-mt-2 text-sm text-stone-600">{answerEach ?? i18n._({ id: "form.answerEach", message: "Answer for each person in your party." })}</p>
      )}
      {people.map((person) => (
        <Control
          key={person.id}
          question={question}
          id={`${base}-${person.id}`}
          label={person.name}
          value={perPerson[person.id] ?? ""}
          onChange={(value) => onChange({ ...perPerson, [person.id]: value })}
          error={errors[`responses.${question.id}.${person.id}`]}
          compact
        />
      ))}
      <ErrorText id={`${base}-error`} message={groupError} />
    </fieldset>
  );
}
