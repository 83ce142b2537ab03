import { useLingui } from "../../lib/i18n-react";
import { useState } from "react";
import type { FullWedding } from "../../../contract/full-wedding";
import type { LinkView } from "../../../contract/invitation";
import { isRsvpClosed } from "../../../contract/rules/deadline";
import { deadlinePassedMessage, refusalMessage, translateFields } from "../reply-form/field-messages";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { saveLinkReply } from "./api";
import { buildReply, draftFromView, localFieldKeys, peopleComing, shownQuestions, type PartyDraft } from "./reply-draft";

interface PartyFormInput {
  wedding: FullWedding;
  view: LinkView;
  token: string;
  onSaved: (view: LinkView) => void;
}

// The fields a card or the email box shows in place; any other message goes in the summary at the top.
const PLACED = /^(guests|seats|responses)\.|^guestEmail$/;

/** Moves focus to the first thing to fix, so a phone scrolls straight to it. */
function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-summary]')?.focus());
}

/**
 * A party's reply through its invitation link (docs/architecture.md, "Screens compose; hooks
 * fetch"): the draft, what it shows, its checks and the save; party-form.tsx lays them out.
 */
export function usePartyForm({ wedding, view, token, onSaved }: PartyFormInput) {
  const [draft, setDraft] = useState<PartyDraft>(() => draftFromView(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const { i18n } = useLingui();
  const set = (patch: Partial<PartyDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // The party's own questions: the page's public ones plus its private events' (docs/decisions/0019-events.md).
  const questions = view.questions ?? wedding.questions;
  const shown = shownQuestions(questions, view, draft);

  const submit = async (form: HTMLFormElement) => {
    if (pending) return;
    if (isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone)) {
      toast({
        title: i18n._({ id: "toast.deadlineTitle", message: "RSVP Deadline Passed" }),
        description: deadlinePassedMessage(i18n),
        variant: "destructive",
      });
      return;
    }
    const built = buildReply(questions, view, draft);
    if (!built.ok) {
      setErrors(translateFields(i18n, built.fields));
      return focusFirstError(form);
    }
    setErrors({});
    setPending(true);
    try {
      const saved = await saveLinkReply(token, wedding.uniqueCode, built.body);
      toast({
        title: i18n._({ id: "toast.submitted", message: "RSVP Submitted!" }),
        description: view.reply
          ? i18n._({ id: "toast.changesSaved", message: "Your changes are saved." })
          : i18n._({ id: "toast.thanksForLetting", message: "Thank you for letting the couple know." }),
        variant: "success",
      });
      onSaved(saved);
    } catch (error) {
      // Chosen by the error's code or field, in the guest's language: never the server's English (issue 16).
      const reason =
        (error instanceof ApiError ? refusalMessage(i18n, error.body) : undefined) ??
        (error instanceof ApiError
          ? i18n._({ id: "toast.failedDescription", message: "There was an error submitting your RSVP. Please try again." })
          : i18n._({ id: "common.checkConnection", message: "Check your connection and try again." }));
      if (error instanceof ApiError && Object.keys(error.fields).length) {
        setErrors(translateFields(i18n, localFieldKeys(error.fields, draft)));
        focusFirstError(form);
      } else {
        // A refusal without fields (too many seats, the deadline): the server's own sentence, in place.
        setErrors({ form: reason });
        focusFirstError(form);
      }
      toast({ title: i18n._({ id: "toast.failed", message: "Submission Failed" }), description: reason, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return {
    draft,
    set,
    errors,
    /** Messages no field shows: the summary at the top lists them. */
    unplaced: Object.entries(errors).filter(([key]) => !PLACED.test(key)),
    pending,
    closed: isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone),
    questions,
    shown,
    people: peopleComing(view, draft),
    // Per-person questions are asked in each person's card; the party's own questions follow.
    partyQuestions: shown.questions.filter((question) => question.answerScope !== "individual" && !question.eventId),
    submit,
  };
}
