import { useRef, useState, type FormEvent } from "react";
import type { GuestResponse } from "../../../contract/response";
import { isRsvpClosed } from "../../../contract/rules/deadline";
import { formVisibility } from "../../../contract/rules/visibility";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import type { FullWedding } from "../../../contract/full-wedding";
import { saveOwnResponse, submitRsvp } from "./api";
import type { EditAccess } from "./edit-link";
import { buildSubmission, newIdempotencyKey, type Submission } from "../reply-form/form-state";
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

export const DEADLINE_TOAST = {
  title: "RSVP Deadline Passed",
  description: "The deadline for RSVPs has passed. Please contact the couple directly.",
} as const;

export function RsvpForm({ wedding, editing, onDone }: RsvpFormProps) {
  const { draft, set, errors, clearErrors, showErrors, showRefusal, formRef } = useReplyDraft(editing?.response);
  const [pending, setPending] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  // The body first sent under that key while its fate is unknown (the answer never arrived).
  const firstSent = useRef<Submission | null>(null);

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
      const attending = attendance ? /yes|there/i.test(String(draft.answers[attendance.id] ?? "")) : true;
      if (editing) {
        await saveOwnResponse(editing.access.id, editing.access.token, built.body);
        onDone({ access: editing.access, attending });
      } else {
        // A retry resends the body first sent under the key (the server refuses the key with
        // another body, decision 0003) and gets the reply that attempt stored, or stores it now.
        // If the guest changed an answer since, the change is saved over it with the token that came back.
        firstSent.current ??= built.body;
        const sent = firstSent.current;
        const result = await submitRsvp(wedding.id, sent, idempotencyKey.current).catch((error: unknown) => {
          // A refusal (4xx) stored nothing, so the next attempt may send the new body, except a
          // 429 (that attempt was not even looked at: an earlier one's fate is still unknown).
          if (error instanceof ApiError && error.status < 500 && error.status !== 429) firstSent.current = null;
          throw error;
        });
        if (JSON.stringify(sent) !== JSON.stringify(built.body)) await saveOwnResponse(result.id, result.editToken, built.body);
        firstSent.current = null;
        onDone({ access: { id: result.id, token: result.editToken }, attending });
      }
      toast({ title: "RSVP Submitted!", description: editing ? "Your changes are saved." : "Thank you for letting the couple know.", variant: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && error.body?.error.code !== "forbidden") {
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
          <p className="text-sm">The deadline for RSVPs has passed. Please contact the couple directly.</p>
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
        <RsvpFields questions={wedding.questions} draft={draft} errors={errors} onChange={set} voice="guest" />
        <Button type="submit" pending={pending} pendingLabel="Sending…" className="min-h-13 w-full rounded-xl text-base shadow-sm">
          {closed ? "RSVP Closed" : editing ? "Save Changes" : "Submit RSVP"}
        </Button>
      </fieldset>
    </form>
  );
}
