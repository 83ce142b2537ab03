import { i18n } from "../host/host-i18n";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { Question } from "../../../contract/question";
import type { Wedding } from "../../../contract/wedding";
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
}

export const NEW_WEDDING: AdminState = { step: "entry", wedding: null, drafts: [], hostKey: null, questionsSaved: true };

export function editState(wedding: Wedding, questions: Question[], step: AdminStep): AdminState {
  // The main event's questions: an extra event's are edited on the Events screen (docs/decisions/0019-events.md).
  return { step, wedding, drafts: questions.filter((question) => !question.eventId).map(draftFrom), hostKey: null, questionsSaved: true };
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
            })
          }
        />
      )}
      {state.step === "rsvp-questions" && state.wedding && (
        <QuestionsStep
          wedding={state.wedding}
          drafts={state.drafts}
          onDraftsChange={setDrafts}
          onDone={(saved) => go({ step: "complete", ...(saved ? { drafts: saved.map(draftFrom), questionsSaved: true } : {}) })}
        />
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
