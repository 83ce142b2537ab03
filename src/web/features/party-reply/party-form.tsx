import { useLingui } from "../../lib/i18n-react";
import { lazy, Suspense, useEffect, type FormEvent } from "react";
import type { FullWedding } from "../../../contract/full-wedding";
import type { LinkView } from "../../../contract/invitation";
import { deadlinePassedMessage } from "../reply-form/field-messages";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { QuestionField } from "../reply-form/question-field";
import { GuestChoices } from "./guest-choices";
import { usePartyCards } from "./party-cards";
import { everyone } from "./reply-draft";
import { usePartyForm } from "./use-party-form";
import { EMAIL_PATTERN } from "../../../contract/email-pattern";

interface PartyFormProps {
  wedding: FullWedding;
  view: LinkView;
  token: string;
  onSaved: (view: LinkView) => void;
}

// Each extra event under its heading (docs/decisions/0019-events.md): a chunk fetched as the form mounts, only for a party with events.
const loadEvents = () => import("./event-replies");
const EventReplies = lazy(() => loadEvents().then((module) => ({ default: module.EventReplies })));
export const EventSummary = lazy(() => loadEvents().then((module) => ({ default: module.EventSummary })));
// The open seats show after someone's "yes", and only for a party the couple gave seats: their own chunk too.
const loadSeats = () => import("./open-seats");
const OpenSeats = lazy(() => loadSeats().then((module) => ({ default: module.OpenSeats })));

/** The party's reply: one tap per invited guest, the open seats, then the couple's questions for those coming. */
export function PartyForm({ wedding, view, token, onSaved }: PartyFormProps) {
  const { draft, set, errors, unplaced, pending, closed, questions, shown, people, partyQuestions, submit } = usePartyForm({ wedding, view, token, onSaved });
  const { i18n } = useLingui();
  const cards = usePartyCards({ questions, view, draft, set, errors });
  const coming = people.length > 0;
  const events = view.events ?? [];
  const seatsOffered = view.party.extraSeats > 0;
  useEffect(() => {
    if (events.length) void loadEvents();
    if (seatsOffered) void loadSeats();
  }, [events.length, seatsOffered]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget);
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="party-heading" className="grid min-w-0 gap-6" noValidate>
      {closed && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{i18n._({ id: "form.closed", message: "RSVPs are closed" })}</p>
          <p className="text-sm">{deadlinePassedMessage(i18n)}</p>
        </div>
      )}
      {unplaced.length > 0 && (
        <div data-error-summary tabIndex={-1} role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">{i18n._({ id: "form.checkAnswers", message: "Please check your answers" })}</p>
          <ul className="mt-1 list-disc ps-5">
            {unplaced.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {/* A disabled fieldset disables everything inside at once; the grid is on an inner div, since
          Chrome sizes a grid fieldset's column to its widest content and 200% text then overflows. */}
      <fieldset disabled={closed || pending} className="min-w-0">
        <div className="grid gap-6">
          {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
          <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the honeypot is hidden from people; only bots read its label */}
            <label htmlFor="party-website">Website</label>
            <input id="party-website" tabIndex={-1} autoComplete="off" value={draft.website} onChange={(e) => set({ website: e.target.value })} />
          </div>
          <GuestChoices guests={view.party.guests} attending={draft.attending} errors={errors} onChange={cards.onAttendance} card={cards.guestCard} />
          {coming && seatsOffered && (
            <Suspense>
              <OpenSeats
                seats={draft.seats}
                allowance={view.party.extraSeats}
                errors={errors}
                onChange={(seats) => set({ seats })}
                card={cards.seatCard}
                adultsOnly={wedding.adultsOnly}
              />
            </Suspense>
          )}
          {shown.waiting && shown.questions.length === 0 && questions.length > (shown.attendance ? 1 : 0) && (
            <p className="-mt-2 text-sm text-stone-600">
              {i18n._({ id: "invitationReply.chooseToSeeRest", message: "Choose for everyone above to see the rest of the questions." })}
            </p>
          )}
          {partyQuestions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              answer={draft.answers[question.id]}
              people={people}
              errors={errors}
              onChange={(answer) => set({ answers: { ...draft.answers, [question.id]: answer } })}
            />
          ))}
          {!shown.waiting && events.length > 0 && (
            <Suspense>
              <EventReplies
                events={events}
                weddingDate={wedding.date}
                questions={shown.questions}
                people={everyone(view, draft)}
                answers={draft.answers}
                errors={errors}
                onChange={(id, answer) => set({ answers: { ...draft.answers, [id]: answer } })}
              />
            </Suspense>
          )}
          {!shown.waiting && (
            <TextField
              label={i18n._({ id: "invitationReply.emailOptional", message: "Email (optional)" })}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              // The server's own rule, so "joan@example" is caught before sending (src/contract/email-pattern.ts).
              pattern={EMAIL_PATTERN}
              title={i18n._({ id: "form.emailHint", message: "An email address such as joan@example.com" })}
              // The couple's own address for the household is never shown here, nor a hint of it (decision 0022): only that they have one.
              hint={
                view.party.emailOnFile
                  ? i18n._({
                      id: "invitationReply.emailOnFileHint",
                      message: "The couple already has an email address for you. Type one only if you'd like them to use another.",
                    })
                  : i18n._({ id: "invitationReply.emailHint", message: "Only if you'd like the couple to be able to write to you." })
              }
              value={draft.guestEmail}
              onChange={(e) => set({ guestEmail: e.target.value })}
              error={errors.guestEmail}
            />
          )}
          <Button
            type="submit"
            pending={pending}
            pendingLabel={i18n._({ id: "form.sending", message: "Sending…" })}
            className="min-h-13 w-full rounded-xl text-base shadow-sm"
          >
            {closed
              ? i18n._({ id: "form.closedButton", message: "RSVP Closed" })
              : view.reply
                ? i18n._({ id: "form.saveChanges", message: "Save Changes" })
                : i18n._({ id: "invitationReply.send", message: "Send Our Reply" })}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
