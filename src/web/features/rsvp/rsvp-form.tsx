import { useLingui } from "../../lib/i18n-react";
import { useRef, useState, type FormEvent } from "react";
import { isYesAnswer } from "../../../contract/rules/attendance";
import type { Answers, GuestResponse } from "../../../contract/response";
import { isRsvpClosed } from "../../../contract/rules/deadline";
import { deadlinePassedMessage } from "../reply-form/field-messages";
import { formVisibility } from "../../../contract/rules/visibility";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import type { FullWedding } from "../../../contract/full-wedding";
import { isDeadlineRefusal, sendRsvp } from "./api";
import type { EditAccess } from "./edit-link";
import { buildSubmission, type Submission } from "../reply-form/form-state";
import { newKeyedSend } from "../reply-form/keyed-send";
import { RsvpFields, UnplacedErrors, useReplyDraft } from "../reply-form/rsvp-fields";

export interface RsvpDone {
  access: EditAccess;
  attending: boolean;
  /** What was sent: the thank-you's calendar holds the events it accepted (docs/decisions/0019-events.md). */
  answers?: Answers;
}

interface RsvpFormProps {
  wedding: FullWedding;
  /** Set when the guest opened their private link: the form saves over their earlier answer. */
  editing?: { access: EditAccess; response: GuestResponse };
  onDone: (done: RsvpDone) => void;
}

export function RsvpForm({ wedding, editing, onDone }: RsvpFormProps) {
  const { draft, set, errors, clearErrors, showErrors, showRefusal, formRef } = useReplyDraft(editing?.response);
  const [pending, setPending] = useState(false);
  const { i18n } = useLingui();
  const deadlineToast = () => ({
    title: i18n._({ id: "toast.deadlineTitle", message: "RSVP Deadline Passed" }),
    description: deadlinePassedMessage(i18n),
    variant: "destructive" as const,
  });
  // One Idempotency-Key per form instance: a double tap or a retry stores the reply once.
  const keyed = useRef(newKeyedSend<Submission>());

  const closed = isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone);
  const { attendance } = formVisibility(wedding.questions, draft.answers);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // Checked again at the tap: the deadline may have passed while the page was open.
    if (isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone)) {
      toast(deadlineToast());
      return;
    }
    const built = buildSubmission(wedding.questions, draft);
    if (!built.ok) return showErrors(built.fields);
    clearErrors();
    setPending(true);
    try {
      const attending = attendance ? isYesAnswer(String(draft.answers[attendance.id] ?? ""), attendance) : true;
      const access = await sendRsvp(wedding.id, built.body, keyed.current, editing?.access);
      onDone({ access, attending, answers: built.body.responses });
      toast({
        title: i18n._({ id: "toast.submitted", message: "RSVP Submitted!" }),
        description: editing
          ? i18n._({ id: "toast.changesSaved", message: "Your changes are saved." })
          : i18n._({ id: "toast.thanksForLetting", message: "Thank you for letting the couple know." }),
        variant: "success",
      });
    } catch (error) {
      if (isDeadlineRefusal(error)) {
        toast(deadlineToast());
      } else {
        const message = showRefusal(error);
        toast({
          title: i18n._({ id: "toast.failed", message: "Submission Failed" }),
          description: message || i18n._({ id: "toast.failedDescription", message: "There was an error submitting your RSVP. Please try again." }),
          variant: "destructive",
        });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} aria-labelledby="rsvp-heading" className="grid gap-6">
      {closed && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{i18n._({ id: "form.closed", message: "RSVPs are closed" })}</p>
          <p className="text-sm">{deadlinePassedMessage(i18n)}</p>
        </div>
      )}
      <UnplacedErrors errors={errors} />
      {/* A disabled fieldset disables every input and button inside it at once. */}
      <fieldset disabled={closed || pending} className="grid min-w-0 gap-6">
        {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
        <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the honeypot is hidden from people; only bots read its label */}
          <label htmlFor="rsvp-website">Website</label>
          <input
            id="rsvp-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={draft.website}
            onChange={(e) => set({ website: e.target.value })}
          />
        </div>
        <RsvpFields
          questions={wedding.questions}
          draft={draft}
          errors={errors}
          onChange={set}
          voice="guest"
          adultsOnly={wedding.adultsOnly}
          events={wedding.events}
          weddingDate={wedding.date}
        />
        <Button
          type="submit"
          pending={pending}
          pendingLabel={i18n._({ id: "form.sending", message: "Sending…" })}
          className="min-h-13 w-full rounded-xl text-base shadow-sm"
        >
          {closed
            ? i18n._({ id: "form.closedButton", message: "RSVP Closed" })
            : editing
              ? i18n._({ id: "form.saveChanges", message: "Save Changes" })
              : i18n._({ id: "form.submit", message: "Submit RSVP" })}
        </Button>
      </fieldset>
    </form>
  );
}
