import { i18n } from "../host/host-i18n";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { Question } from "../../../contract/question";
import type { RestoreResult } from "../../../contract/trash";
import type { Wedding } from "../../../contract/wedding";
import { queryClient } from "../../lib/query-client";
import { fullWeddingQuery } from "../host/api";
import { UndoStatus, type JustDeleted } from "../trash/undo-status";
import { CompleteStep } from "./complete-step";
import { EntryStep } from "./entry-step";
import { FormStep } from "./form-step";
import { defaultDrafts, draftFrom, type DraftQuestion } from "./question-drafts";
import { QuestionsStep } from "./questions-step";
import { StepIndicator } from "./step-indicator";
import { useDocumentTitle } from "../../components/use-document-title";

export type AdminStep = "entry" | "form" | "rsvp-questions" | "complete";

export interface AdminState {
  step: AdminStep;
  wedding: Wedding | null;
  drafts: DraftQuestion[];
  hostKey: string | null;
  questionsSaved: boolean;
  /** The main-event questions as last saved: a save that leaves one out deletes it into the trash (docs/decisions/0049-trash.md). */
  stored: Question[];
  /** What the last save deleted, for its "Deleted … Undo" line. */
  deleted: JustDeleted | null;
}

export const NEW_WEDDING: AdminState = { step: "entry", wedding: null, drafts: [], hostKey: null, questionsSaved: true, stored: [], deleted: null };

export function editState(wedding: Wedding, questions: Question[], step: AdminStep): AdminState {
  // The main event's questions: an extra event's are edited on the Events screen (docs/decisions/0019-events.md).
  const main = questions.filter((question) => !question.eventId);
  return { step, wedding, drafts: main.map(draftFrom), hostKey: null, questionsSaved: true, stored: main, deleted: null };
}

/** The questions a save left out of those stored before it: deleted into the trash, one entry each. */
function deletedBySave(stored: readonly Question[], saved: readonly Question[]): JustDeleted | null {
  const kept = new Set(saved.map((question) => question.id));
  const gone = stored.filter((question) => !kept.has(question.id));
  if (!gone.length) return null;
  return {
    ids: gone.map((question) => question.id),
    label:
      gone.length === 1 ? `“${gone[0]!.question}”` : i18n._({ id: "admin.deletedQuestions", message: "{count} questions", values: { count: gone.length } }),
  };
}

/** The questions a restore put back, read from the wedding as it is now. */
async function restoredQuestions(code: string, results: readonly RestoreResult[]): Promise<Question[]> {
  const ids = new Set(results.filter((result) => result.kind === "question").map((result) => result.id));
  if (!ids.size) return [];
  const full = await queryClient.fetchQuery({ ...fullWeddingQuery(code), staleTime: 0 });
  return full.questions.filter((question) => ids.has(question.id));
}

/** Added at the end of the list being edited (its edits kept), and to those stored. */
function withRestored(state: AdminState, back: readonly Question[]): AdminState {
  const ids = new Set(back.map((question) => question.id));
  return {
    ...state,
    drafts: [...state.drafts.filter((draft) => !draft.id || !ids.has(draft.id)), ...back.map(draftFrom)],
    stored: [...state.stored.filter((question) => !ids.has(question.id)), ...back],
  };
}

/** The /admin wizard; docs/spec.md section 4 lists its transitions. A known wedding means a save updates it. */
export function AdminFlow({ initial }: { initial: AdminState }) {
  const [state, setState] = useState(initial);
  const [, navigate] = useLocation();
  useDocumentTitle(
    state.step === "entry"
      ? i18n._({ id: "admin.titleEntry", message: "Manage my Wedding" })
      : state.step === "complete"
        ? i18n._({ id: "admin.titleComplete", message: "Share your wedding" })
        : state.wedding
          ? i18n._({ id: "admin.titleEdit", message: "Edit wedding" })
          : i18n._({ id: "admin.titleCreate", message: "Create your wedding" }),
  );
  const go = (patch: Partial<AdminState>) => {
    setState((previous) => ({ ...previous, ...patch }));
    window.scrollTo({ top: 0 });
  };
  const setDrafts = (drafts: DraftQuestion[]) => setState((previous) => ({ ...previous, drafts }));
  // Questions back from the trash join the list being edited, so the next save keeps them rather than deleting them again.
  const restored = (results: RestoreResult[]) => {
    if (!state.wedding) return;
    void restoredQuestions(state.wedding.uniqueCode, results).then(
      (back) => back.length && setState((previous) => withRestored(previous, back)),
      () => undefined,
    );
  };

  // A new step replaces the button that was pressed: move focus to the step's heading so
  // keyboard and screen-reader users start at the top of it (not on the first load, though).
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    document.querySelector<HTMLElement>("[data-step-heading]")?.focus({ preventScroll: true });
  }, [state.step]);

  return (
    <main id="main" className={`mx-auto w-full px-[min(1rem,4vw)] pt-8 pb-28 sm:px-6 sm:pt-12 ${state.step === "entry" ? "max-w-5xl" : "max-w-3xl"}`}>
      {state.step !== "entry" && <StepIndicator step={state.step} />}
      {state.step === "entry" && (
        <EntryStep onCreate={() => go({ ...NEW_WEDDING, step: "form", drafts: defaultDrafts() })} onOpened={(code) => navigate(`/dashboard/${code}`)} />
      )}
      {state.step === "form" && (
        <FormStep
          wedding={state.wedding}
          drafts={state.drafts}
          onDraftsChange={setDrafts}
          onBack={() => (state.wedding ? navigate(`/dashboard/${state.wedding.uniqueCode}`) : go({ step: "entry" }))}
          onSaved={(outcome) =>
            go({
              step: "complete",
              wedding: outcome.wedding,
              // Keep the host key from creation even if the couple edits again before leaving.
              hostKey: outcome.hostKey ?? state.hostKey,
              questionsSaved: outcome.questionsSaved,
              drafts: outcome.questionsSaved ? outcome.questions.map(draftFrom) : state.drafts,
              ...(outcome.questionsSaved ? { stored: outcome.questions, deleted: deletedBySave(state.stored, outcome.questions) } : {}),
            })
          }
        />
      )}
      {state.step === "rsvp-questions" && state.wedding && (
        <QuestionsStep
          wedding={state.wedding}
          drafts={state.drafts}
          onDraftsChange={setDrafts}
          onDone={(saved) =>
            go({
              step: "complete",
              ...(saved ? { drafts: saved.map(draftFrom), questionsSaved: true, stored: saved, deleted: deletedBySave(state.stored, saved) } : {}),
            })
          }
          onRestored={restored}
        />
      )}
      {state.step === "complete" && state.wedding && state.deleted && (
        <div className="mb-4">
          <UndoStatus weddingId={state.wedding.id} deleted={state.deleted} onRestored={restored} />
        </div>
      )}
      {state.step === "complete" && state.wedding && (
        <CompleteStep
          wedding={state.wedding}
          hostKey={state.hostKey}
          questionsSaved={state.questionsSaved}
          onEdit={() => go({ step: "form" })}
          onEditQuestions={() => go({ step: "rsvp-questions" })}
          onCreateAnother={() => {
            go(NEW_WEDDING);
            navigate("/admin", { replace: true });
          }}
        />
      )}
    </main>
  );
}
