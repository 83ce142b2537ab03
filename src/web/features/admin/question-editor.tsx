import { i18n } from "../host/host-i18n";
import { useRef, useState } from "react";
import Plus from "lucide-react/icons/plus";
import { MAX_QUESTIONS } from "../../../contract/limits";
import { Button } from "../../components/ui/button";
import { blankDraft, type DraftLanguages, type DraftQuestion } from "./question-drafts";
import { QuestionItem } from "./question-item";

interface QuestionEditorProps {
  drafts: DraftQuestion[];
  onChange: (drafts: DraftQuestion[]) => void;
  errors: Record<string, string>;
  /** The other offered languages get a translation disclosure per question (issue 16). */
  languages?: DraftLanguages;
}

/** Add, edit, reorder and remove RSVP questions. The list order is the order guests see. */
export function QuestionEditor({ drafts, onChange, errors, languages }: QuestionEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusLater = (find: (within: HTMLDivElement) => HTMLElement | null) =>
    requestAnimationFrame(() => {
      if (root.current) find(root.current)?.focus();
    });
  const update = (key: string, patch: Partial<DraftQuestion>) => onChange(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= drafts.length) return;
    const next = [...drafts];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    setAnnouncement(
      i18n._({ id: "admin.questionMoved", message: "Question moved to position {position} of {total}.", values: { position: target + 1, total: next.length } }),
    );
  };
  const remove = (key: string) => {
    const index = drafts.findIndex((draft) => draft.key === key);
    const neighbour = drafts[index + 1] ?? drafts[index - 1];
    onChange(drafts.filter((draft) => draft.key !== key));
    setAnnouncement(i18n._({ id: "admin.questionRemoved", message: "Question {n} removed.", values: { n: index + 1 } }));
    // Keyboard users keep their place: the next question (or the add button) takes focus.
    focusLater((within) =>
      neighbour ? within.querySelector<HTMLElement>(`[data-draft="${neighbour.key}"] input`) : within.querySelector<HTMLElement>("[data-add-question]"),
    );
  };
  const add = () => {
    const draft = blankDraft();
    onChange([...drafts, draft]);
    setAnnouncement(i18n._({ id: "admin.questionAdded", message: "Question {n} added.", values: { n: drafts.length + 1 } }));
    focusLater((within) => within.querySelector<HTMLElement>(`[data-draft="${draft.key}"] input`));
  };

  return (
    <div ref={root} className="grid gap-3">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {drafts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-sm text-stone-700">
          {i18n._({
            id: "admin.noQuestions",
            message: "No questions yet. Guests will still give their name, email and party; add a question to ask anything else.",
          })}
        </p>
      ) : (
        <ol className="grid gap-3">
          {drafts.map((draft, index) => (
            <QuestionItem
              key={draft.key}
              draft={draft}
              position={index}
              total={drafts.length}
              error={errors[draft.key]}
              languages={languages}
              onChange={(patch) => update(draft.key, patch)}
              onMove={(delta) => move(index, delta)}
              onRemove={() => remove(draft.key)}
            />
          ))}
        </ol>
      )}
      <Button data-add-question variant="secondary" onClick={add} disabled={drafts.length >= MAX_QUESTIONS} className="w-full sm:w-fit">
        <Plus className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "admin.addQuestion", message: "Add Question" })}
      </Button>
    </div>
  );
}
