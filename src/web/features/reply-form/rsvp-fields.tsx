import { useLingui } from "../../lib/i18n-react";
import { Fragment, lazy, Suspense, useEffect, useRef, useState } from "react";
import type { GuestEvent } from "../../../contract/events";
import type { Question } from "../../../contract/question";
import { askedOf, replyPeople } from "../../../contract/rules/asked";
import { formVisibility } from "../../../contract/rules/visibility";
import { TextField } from "../../components/ui/field";
import type { GuestResponse } from "../../../contract/response";
import { ApiError } from "../../lib/api";
import { draftFromResponse, peopleOf, type FormDraft } from "./form-state";
import { useMemberCards } from "./member-cards";
import { EMAIL_PATTERN, EMAIL_PATTERN_HINT } from "../../../contract/email-pattern";
import { QuestionField } from "./question-field";
import { refusalMessage, translateFields } from "./field-messages";

interface RsvpFieldsProps {
  questions: readonly Question[];
  draft: FormDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<FormDraft>) => void;
  /**
   * "guest" answers for themself; the couple's words (HostWords) type in an answer a guest gave
   * by phone or card, where the email may be unknown, and speak of the guest, not to them.
   */
  voice: "guest" | HostWords;
  /** The couple's wedding is for adults only: the party section says so (issue 15). */
  adultsOnly?: boolean;
  /** The extra events the reader sees: each event's questions go under its heading (docs/decisions/0019-events.md). */
  events?: readonly GuestEvent[];
  /** The wedding's day, for an event with no day of its own (the events' order). */
  weddingDate?: string | null;
  /** A household's guests not coming to the wedding: asked its events only (the couple's correction of a link reply). */
  declined?: readonly { id: string; name: string }[];
}

/**
 * What the couple's "add / correct a response" dialog says where the guest's form speaks to the
 * guest ("You", "your party"). From the host catalogue, passed in by the dialog: the guest's
 * bundle carries no host message (its JS budget, src/web/guest-first-load.test.ts).
 */
export interface HostWords {
  /** The main guest, until their name is typed ("You" on the guest's form). */
  mainGuest: string;
  /** The name field's label. */
  guestName: string;
  /** The party list's heading ("Who's coming with you?" on the guest's form). */
  partyHeading: string;
  /** The line under it ("Add anyone in your party, …"). */
  partyIntro: string;
  /** Under a per-person question with several people ("Answer for each person in your party."). */
  answerEach: string;
  /** The heading of the errors no field shows ("Please check your answers"). */
  checkAnswers: string;
}

// The party list appears after a yes: its own chunk, fetched as the form mounts so it is there
// before the guest needs it (docs/decisions/0019-events.md, what part 2 won for the budget).
const loadPartyMembers = () => import("./party-members");
const PartyMembers = lazy(() => loadPartyMembers().then((module) => ({ default: module.PartyMembers })));
// Each extra event under its heading, as on the invitation link: the same chunk, fetched as the form mounts.
const loadEvents = () => import("../party-reply/event-replies");
const EventReplies = lazy(() => loadEvents().then((module) => ({ default: module.EventReplies })));

/**
 * The reply's fields, shared by the guest's form and the couple's "add / correct a response"
 * dialog: contact details, then the questions as the visibility rules reveal them, with the
 * party list after the attendance answer.
 */
export function RsvpFields({ questions, draft, errors, onChange, voice, adultsOnly, events, weddingDate, declined = [] }: RsvpFieldsProps) {
  const { i18n } = useLingui();
  const shownNow = formVisibility(questions, draft.answers);
  const { showParty, attendance } = shownNow;
  const given = attendance && draft.answers[attendance.id];
  const attendanceAnswered = typeof given === "string" && given.trim() !== "";
  // Each question only to the people it is for (contract/rules/asked.ts, issue 29 item 4): after a
  // "no", what the couple meant for everyone and the events the guest may still come to.
  const replied = replyPeople(
    questions,
    draft.answers,
    peopleOf(draft, showParty, "").map((person) => person.id),
    declined.map((person) => person.id),
  );
  const visible = shownNow.visible.filter((question) => askedOf(question, questions, draft.answers, replied).asked.length > 0);
  const host = voice === "guest" ? undefined : voice;
  const guest = !host;
  // The main guest before their name is typed: "You" to the guest, "Main guest" to the couple.
  const unnamed = host?.mainGuest ?? i18n._({ id: "party.you", message: "You" });
  const people = peopleOf(draft, showParty, unnamed);
  // With the party shown, per-person questions are asked in each person's card (issue 15).
  // An extra event's questions are under its own heading instead, when the form lists that event.
  const grouped = (question: Question) => Boolean(question.eventId && events?.some((event) => event.id === question.eventId));
  const inCards = (question: Question) => showParty && question.answerScope === "individual" && !grouped(question);
  const cards = useMemberCards({ questions: visible.filter(inCards), draft, onChange, errors, unnamed });
  useEffect(() => {
    void loadPartyMembers().catch(() => undefined);
    if (events?.length) void loadEvents().catch(() => undefined);
  }, [events?.length]);
  const party = (
    <Suspense fallback={null}>
      <PartyMembers
        i18n={i18n}
        members={draft.members}
        onChange={(members) => onChange({ members })}
        errors={errors}
        heading={host?.partyHeading}
        intro={host?.partyIntro}
        self={cards.asksEachPerson ? { name: draft.guestName.trim() || unnamed, view: cards.selfCard() } : undefined}
        card={cards.memberCard}
        adultsOnly={adultsOnly}
      />
    </Suspense>
  );
  return (
    <>
      <div className="grid gap-4">
        <TextField
          label={host?.guestName ?? i18n._({ id: "form.yourName", message: "Your name" })}
          required
          autoComplete={guest ? "name" : "off"}
          maxLength={100}
          value={draft.guestName}
          onChange={(e) => onChange({ guestName: e.target.value })}
          error={errors.guestName}
        />
        <TextField
          label={i18n._({ id: "form.email", message: "Email" })}
          type="email"
          required={guest}
          hint={guest ? undefined : i18n._({ id: "form.optional", message: "Optional" })}
          autoComplete={guest ? "email" : "off"}
          inputMode="email"
          maxLength={254}
          pattern={EMAIL_PATTERN}
          title={guest ? i18n._({ id: "form.emailHint", message: "An email address such as joan@example.com" }) : EMAIL_PATTERN_HINT}
          value={draft.guestEmail}
          onChange={(e) => onChange({ guestEmail: e.target.value })}
          error={errors.guestEmail}
        />
        <TextField
          label={i18n._({ id: "form.phone", message: "Phone" })}
          type="tel"
          autoComplete={guest ? "tel" : "off"}
          maxLength={40}
          hint={i18n._({ id: "form.optional", message: "Optional" })}
          value={draft.guestPhone}
          onChange={(e) => onChange({ guestPhone: e.target.value })}
          error={errors.guestPhone}
        />
      </div>
      {/* Attendance, then who is coming, then the rest: per-person questions come after the names they ask about. */}
      {visible.map((question, index) => (
        <Fragment key={question.id}>
          {!inCards(question) && !grouped(question) && (
            <QuestionField
              question={question}
              answer={draft.answers[question.id]}
              people={people}
              errors={errors}
              onChange={(answer) => onChange({ answers: { ...draft.answers, [question.id]: answer } })}
              reveal={index > 0}
              answerEach={host?.answerEach}
            />
          )}
          {index === 0 && attendance && showParty && party}
        </Fragment>
      ))}
      {/* Only once an event's question shows (after the attendance answer): the server-painted form never waits for the chunk. */}
      {events?.length && visible.some(grouped) ? (
        <Suspense fallback={null}>
          <EventReplies
            events={events}
            weddingDate={weddingDate ?? null}
            questions={visible}
            people={[...people, ...declined.filter((person) => !people.some((asked) => asked.id === person.id))]}
            answers={draft.answers}
            errors={errors}
            onChange={(id, answer) => onChange({ answers: { ...draft.answers, [id]: answer } })}
            answerEach={host?.answerEach}
          />
        </Suspense>
      ) : null}
      {/* Only before the answer: after a "no" with nothing else for everyone, there is nothing more to see (issue 29 item 4). */}
      {attendance && !attendanceAnswered && questions.length > 1 && (
        <p className="-mt-2 text-sm text-stone-600">
          {i18n._({ id: "form.answerToSeeRest", message: "Choose an answer above to see the rest of the questions." })}
        </p>
      )}
      {!attendance && party}
    </>
  );
}

const PLACED = new Set(["guestName", "guestEmail", "guestPhone", "partyMembers"]);

/**
 * Errors no field shows (e.g. from a question removed meanwhile), listed in one summary that
 * takes focus when it is the first thing to fix. `title`: the couple's words (HostWords.checkAnswers).
 */
export function UnplacedErrors({ errors, title }: { errors: Record<string, string>; title?: string }) {
  const { i18n } = useLingui();
  const unplaced = Object.entries(errors).filter(([key]) => !PLACED.has(key) && !key.startsWith("responses.") && !key.startsWith("members."));
  if (unplaced.length === 0) return null;
  return (
    <div data-error-summary tabIndex={-1} role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{title ?? i18n._({ id: "form.checkAnswers", message: "Please check your answers" })}</p>
      <ul className="mt-1 list-disc ps-5">
        {unplaced.map(([key, message]) => (
          <li key={key}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to the first field to fix, so a phone scrolls straight to it. */
function focusFirstError(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-summary]');
  target?.focus();
}

/**
 * A reply form's state, for the guest's form and the couple's dialog alike: the draft (from an
 * earlier answer when there is one), its field errors, and focus moved to the first to fix.
 */
export function useReplyDraft(earlier?: GuestResponse) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<FormDraft>(() => draftFromResponse(earlier));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<FormDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const showErrors = (fields: Record<string, string>) => {
    setErrors(translateFields(i18n, fields));
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };
  /** Shows a refused save's field errors; returns the sentence for the toast ("" if none). */
  const showRefusal = (error: unknown): string => {
    if (!(error instanceof ApiError)) return "";
    if (Object.keys(error.fields).length) showErrors(error.fields);
    // A field's own sentence, or one chosen by the error's code, in the guest's language: never the server's English.
    return refusalMessage(i18n, error.body) ?? "";
  };
  return { draft, set, errors, clearErrors: () => setErrors({}), showErrors, showRefusal, formRef };
}
