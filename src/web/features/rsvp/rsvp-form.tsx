import { useRef, useState, type FormEvent } from "react";
import { isYesAnswer } from "../../../contract/rules/attendance";
import { isAdultsOnly } from "../../../contract/rules/children-policy";
import type { GuestResponse } from "../../../contract/response";
import { DEADLINE_PASSED_MESSAGE, isRsvpClosed } from "../../../contract/rules/deadline";
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
}

interface RsvpFormProps {
  wedding: FullWedding;
  /** Set when the guest opened their private link: the form saves over their earlier answer. */
  editing?: { access: EditAccess; response: GuestResponse };
  onDone: (done: RsvpDone) => void;
}

const DEADLINE_TOAST = { title: "RSVP Deadline Passed", description: DEADLINE_PASSED_MESSAGE } as const;

export function RsvpForm({ wedding, editing, onDone }: RsvpFormProps) {
  const { draft, set, errors, clearErrors, showErrors, showRefusal, formRef } = useReplyDraft(editing?.response);
  const [pending, setPending] = useState(false);
  // One Idempotency-Key per form instance: a double tap or a retry stores the reply once.
  const keyed = useRef(newKeyedSend<Submission>());

  const closed = isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone);
  const { attendance } = formVisibility(wedding.questions, draft.answers);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // Checked again at the tap: the deadline may have passed while the page was open.
    if (isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone)) {
      toast({ ...DEADLINE_TOAST, variant: "destructive" });
      return;
    }
    const built = buildSubmission(wedding.questions, draft);
    if (!built.ok) return showErrors(built.fields);
    clearErrors();
    setPending(true);
    try {
      const attending = attendance ? isYesAnswer(String(draft.answers[attendance.id] ?? ""), attendance) : true;
      const access = await sendRsvp(wedding.id, built.body, keyed.current, editing?.access);
      onDone({ access, attending });
      toast({ title: "RSVP Submitted!", description: editing ? "Your changes are saved." : "Thank you for letting the couple know.", variant: "success" });
    } catch (error) {
      if (isDeadlineRefusal(error)) {
        toast({ ...DEADLINE_TOAST, variant: "destructive" });
      } else {
        const message = showRefusal(error);
        toast({ title: "Submission Failed", description: message || "There was an error submitting your RSVP. Please try again.", variant: "destructive" });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} aria-labelledby="rsvp-heading" className="grid gap-6">
      {closed && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">RSVPs are closed</p>
          <p className="text-sm">{DEADLINE_PASSED_MESSAGE}</p>
        </div>
      )}
      <UnplacedErrors errors={errors} />
      {/* A disabled fieldset disables every input and button inside it at once. */}
      <fieldset disabled={closed || pending} className="grid min-w-0 gap-6">
        {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
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
          adultsOnly={isAdultsOnly(wedding.childrenPolicy)}
        />
        <Button type="submit" pending={pending} pendingLabel="Sending…" className="min-h-13 w-full rounded-xl text-base shadow-sm">
          {closed ? "RSVP Closed" : editing ? "Save Changes" : "Submit RSVP"}
        </Button>
      </fieldset>
    </form>
  );
}
