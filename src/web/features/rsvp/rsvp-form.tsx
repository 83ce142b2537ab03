import { Fragment, useRef, useState, type FormEvent } from "react";
import type { GuestResponse } from "../../../contract/response";
import { isRsvpClosed } from "../../../contract/rules/deadline";
import { formVisibility } from "../../../contract/rules/visibility";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import type { FullWedding } from "../invitation/use-wedding";
import { saveOwnResponse, submitRsvp } from "./api";
import type { EditAccess } from "./edit-link";
import { buildSubmission, draftFromResponse, newIdempotencyKey, peopleOf, type FormDraft } from "./form-state";
import { PartyMembers } from "./party-members";
import { QuestionField } from "./question-field";

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

/** Moves focus to the first field the guest needs to fix, so a phone scrolls straight to it. */
function focusFirstError(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-summary]');
  target?.focus();
}

export function RsvpForm({ wedding, editing, onDone }: RsvpFormProps) {
  const [draft, setDraft] = useState<FormDraft>(() => draftFromResponse(editing?.response));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);

  const closed = isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone);
  const { visible, showParty, attendance } = formVisibility(wedding.questions, draft.answers);
  const people = peopleOf(draft, showParty);
  const set = (patch: Partial<FormDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const showErrors = (fields: Record<string, string>) => {
    setErrors(fields);
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

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
    setErrors({});
    setPending(true);
    try {
      const attending = attendance ? /yes|there/i.test(String(draft.answers[attendance.id] ?? "")) : true;
      if (editing) {
        await saveOwnResponse(editing.access.id, editing.access.token, built.body);
        onDone({ access: editing.access, attending });
      } else {
        const result = await submitRsvp(wedding.id, built.body, idempotencyKey.current);
        onDone({ access: { id: result.id, token: result.editToken }, attending });
      }
      toast({ title: "RSVP Submitted!", description: editing ? "Your changes are saved." : "Thank you for letting the couple know.", variant: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && error.body?.error.code !== "forbidden") {
        toast({ ...DEADLINE_TOAST, variant: "destructive" });
      } else {
        if (error instanceof ApiError && Object.keys(error.fields).length) showErrors(error.fields);
        // A field error's own sentence reads better than the server's "responses.<id>: …" summary.
        const message = error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.reason) : "";
        toast({ title: "Submission Failed", description: message || "There was an error submitting your RSVP. Please try again.", variant: "destructive" });
      }
    } finally {
      setPending(false);
    }
  };

  const known = new Set(["guestName", "guestEmail", "guestPhone", "partyMembers", ...visible.map((q) => `responses.${q.id}`)]);
  const unplaced = Object.entries(errors).filter(([key]) => !known.has(key) && !key.startsWith("responses.") && !key.startsWith("members."));

  return (
    <form ref={formRef} onSubmit={onSubmit} aria-labelledby="rsvp-heading" className="grid gap-6">
      {closed && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">RSVPs are closed</p>
          <p className="text-sm">The deadline for RSVPs has passed. Please contact the couple directly.</p>
        </div>
      )}
      {unplaced.length > 0 && (
        <div data-error-summary tabIndex={-1} role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">Please check your answers</p>
          <ul className="mt-1 list-disc pl-5">
            {unplaced.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {/* A disabled fieldset disables every input and button inside it at once. */}
      <fieldset disabled={closed || pending} className="grid min-w-0 gap-6">
        <div className="grid gap-4">
          <TextField label="Your name" required autoComplete="name" maxLength={100} value={draft.guestName} onChange={(e) => set({ guestName: e.target.value })} error={errors.guestName} />
          <TextField label="Email" type="email" required autoComplete="email" inputMode="email" maxLength={254} value={draft.guestEmail} onChange={(e) => set({ guestEmail: e.target.value })} error={errors.guestEmail} />
          <TextField label="Phone" type="tel" autoComplete="tel" maxLength={40} hint="Optional" value={draft.guestPhone} onChange={(e) => set({ guestPhone: e.target.value })} error={errors.guestPhone} />
        </div>
        {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="rsvp-website">Website</label>
          <input id="rsvp-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={draft.website} onChange={(e) => set({ website: e.target.value })} />
        </div>
        {/* Attendance, then who is coming, then the rest: per-person questions come after the names they ask about. */}
        {visible.map((question, index) => (
          <Fragment key={question.id}>
            <QuestionField
              question={question}
              answer={draft.answers[question.id]}
              people={people}
              errors={errors}
              onChange={(answer) => set({ answers: { ...draft.answers, [question.id]: answer } })}
              reveal={index > 0}
            />
            {index === 0 && attendance && showParty && <PartyMembers members={draft.members} onChange={(members) => set({ members })} errors={errors} />}
          </Fragment>
        ))}
        {attendance && visible.length === 1 && wedding.questions.length > 1 && (
          <p className="-mt-2 text-sm text-stone-600">Choose an answer above to see the rest of the questions.</p>
        )}
        {!attendance && <PartyMembers members={draft.members} onChange={(members) => set({ members })} errors={errors} />}
        <Button type="submit" pending={pending} pendingLabel="Sending…" className="min-h-13 w-full rounded-xl text-base shadow-sm">
          {closed ? "RSVP Closed" : editing ? "Save Changes" : "Submit RSVP"}
        </Button>
      </fieldset>
    </form>
  );
}
