import { i18n } from "../host/host-i18n";
import { useId, useState, type FormEvent } from "react";
import { parseOptionLines, type Question } from "../../../contract/question";
import { Button } from "../../components/ui/button";
import { TextAreaField, TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import type { JustDeleted } from "../trash/undo-status";
import { useAddEventQuestion, useDeleteQuestion } from "./api";

interface EventQuestionsProps {
  weddingId: string;
  eventId: string;
  eventName: string;
  questions: readonly Question[];
  /** A removed question goes to the trash: the screen's "Deleted … Undo" line says so (docs/decisions/0049-trash.md). */
  onDeleted?: (deleted: JustDeleted) => void;
}

/**
 * An event's own questions (its meal choice): asked of each guest coming to that event, after
 * their yes to it (docs/decisions/0019-events.md). The attendance question is the event's own.
 */
export function EventQuestions({ weddingId, eventId, eventName, questions, onDeleted }: EventQuestionsProps) {
  const id = useId();
  const own = questions.filter((question) => question.eventId === eventId && !question.eventAttendance);
  const add = useAddEventQuestion(weddingId);
  const remove = useDeleteQuestion(weddingId);
  const [text, setText] = useState("");
  const [options, setOptions] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    const lines = parseOptionLines(options);
    if (!text.trim()) return setErrors({ question: i18n._({ id: "events.questionRequired", message: "Question text is required" }) });
    if (lines.length === 1) return setErrors({ options: i18n._({ id: "events.optionsRequired", message: "A choice question needs at least two options" }) });
    add.mutate(
      { question: text, type: lines.length ? "radio" : "text", options: lines, eventId },
      {
        onSuccess: () => {
          setText("");
          setOptions("");
          setErrors({});
        },
        onError: (error) =>
          setErrors(
            error instanceof ApiError && Object.keys(error.fields).length
              ? error.fields
              : { question: i18n._({ id: "events.questionFailed", message: "Could not add the question." }) },
          ),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h4 id={`${id}-title`} className="font-medium text-stone-900">
        {i18n._({ id: "events.questionsFor", message: "Questions for {eventName}", values: { eventName } })}
      </h4>
      <p className="text-sm text-stone-700">
        {i18n._({ id: "events.questionsIntro", message: "Asked of each guest who says yes to this event, such as their meal for its caterer." })}
      </p>
      {own.length > 0 && (
        <ul className="grid gap-2">
          {own.map((question) => (
            <li key={question.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2">
              <span className="min-w-0 break-words">
                {question.question}
                {question.options.length > 0 && <span className="text-sm text-stone-600"> ({question.options.join(", ")})</span>}
              </span>
              <Button
                type="button"
                variant="ghost"
                onClick={() =>
                  remove.mutate(question.id, {
                    onSuccess: () => onDeleted?.({ ids: [question.id], label: question.question }),
                    onError: () =>
                      toast({
                        title: i18n._({ id: "events.notRemoved", message: "Not removed" }),
                        description: i18n._({ id: "events.pleaseTryAgain", message: "Please try again." }),
                        variant: "destructive",
                      }),
                  })
                }
              >
                {i18n._({ id: "events.remove", message: "Remove" })}
                <span className="sr-only"> {question.question}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onAdd} noValidate className="grid gap-3">
        <TextField
          label={i18n._({ id: "events.newQuestion", message: "New question" })}
          placeholder={i18n._({ id: "events.newQuestionPlaceholder", message: "Meal choice" })}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={errors.question}
          maxLength={300}
        />
        <TextAreaField
          label={i18n._({ id: "events.choices", message: "Choices, one per line" })}
          hint={i18n._({ id: "events.choicesHint", message: "Leave empty for a written answer." })}
          value={options}
          onChange={(e) => setOptions(e.target.value)}
          error={errors.options}
          rows={3}
        />
        <div>
          <Button type="submit" variant="secondary" pending={add.isPending} pendingLabel={i18n._({ id: "events.adding", message: "Adding…" })}>
            {i18n._({ id: "events.addQuestion", message: "Add question" })}
          </Button>
        </div>
      </form>
    </section>
  );
}
