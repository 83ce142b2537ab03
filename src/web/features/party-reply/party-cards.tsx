import { useLingui } from "../../lib/i18n-react";
import type { LinkView } from "../../../contract/invitation";
import type { Question } from "../../../contract/question";
import { PersonQuestions, PersonSummary, SameOffers, type SameOffer } from "../reply-form/person-card";
import {
  answerParts,
  applyToEveryone,
  focusCard,
  hasErrorFor,
  othersToMatch,
  personFinished,
  setAnswer,
  useFoldedCards,
  type PersonCardView,
} from "../reply-form/person-cards";
import { draftFromView, fullName, peopleComing, perPersonQuestions, type PartyDraft } from "./reply-draft";

interface PartyCardsInput {
  questions: readonly Question[];
  view: LinkView;
  draft: PartyDraft;
  set: (patch: Partial<PartyDraft>) => void;
  errors: Record<string, string>;
}

/**
 * The invitation's people as cards (issue 15): each guest's and named seat's own questions in
 * their card, a finished card folded to one line, and "same for everyone" from the first
 * person coming. A reply opened again starts folded: it is already finished.
 */
export function usePartyCards({ questions, view, draft, set, errors }: PartyCardsInput) {
  const { i18n } = useLingui();
  const perPerson = perPersonQuestions(questions, draft.answers);
  const attendingWord = i18n._({ id: "party.attending", message: "Attending" });
  const childWord = i18n._({ id: "party.child", message: "Child" });
  const guestIds = new Set(view.party.guests.map((guest) => guest.id));
  const cards = useFoldedCards(() => (view.reply ? [...guestIds, ...draftFromView(view).seats.map((seat) => seat.id)] : []));
  const coming = peopleComing(view, draft).map((person) => person.id);
  const firstId = coming[0];

  const finishedIn = (state: PartyDraft, id: string) => {
    if (guestIds.has(id)) return state.attending[id] === false || (state.attending[id] === true && personFinished(perPerson, state.answers, id));
    const seat = state.seats.find((candidate) => candidate.id === id);
    return Boolean(seat?.name.trim()) && personFinished(perPerson, state.answers, id);
  };
  const foldFinished = (state: PartyDraft, ids: readonly string[]) => cards.fold(ids.filter((id) => finishedIn(state, id)));

  const same: SameOffer | undefined = firstId
    ? {
        others: (question) => othersToMatch(question, draft.answers, firstId, coming).length,
        apply: (question) => {
          const next = { ...draft, answers: applyToEveryone(draft.answers, question, firstId, coming) };
          set({ answers: next.answers });
          foldFinished(next, coming);
          focusCard(firstId);
        },
      }
    : undefined;

  /** A tap on Attending / Not attending, or "Everyone's coming" for all at once. */
  const onAttendance = (attending: PartyDraft["attending"]) => {
    const next = { ...draft, attending };
    set({ attending });
    const changed = Object.keys(attending).filter((id) => attending[id] !== draft.attending[id]);
    // "Everyone's coming": the cards it finishes (no question each) fold at once; a single tap waits for the guest to move on.
    if (changed.length > 1) foldFinished(next, changed);
  };

  const onAnswer = (id: string) => (question: Question, value: string) => {
    set({ answers: setAnswer(draft.answers, question.id, id, value) });
  };

  const card = (id: string, name: string, parts: string[], showQuestions: boolean): PersonCardView => {
    const sameHere = id === firstId ? same : undefined;
    const unfold = () => {
      cards.unfold(id);
      focusCard(id);
    };
    return {
      folded: cards.isFolded(id) && finishedIn(draft, id) && !hasErrorFor(errors, id),
      summary: (
        <PersonSummary id={id} name={name} parts={[...parts, ...answerParts(perPerson, draft.answers, id)]} onEdit={unfold}>
          <SameOffers questions={perPerson} personId={id} answers={draft.answers} same={sameHere} />
        </PersonSummary>
      ),
      details: showQuestions ? (
        <PersonQuestions questions={perPerson} personId={id} answers={draft.answers} errors={errors} onAnswer={onAnswer(id)} same={sameHere} />
      ) : null,
      cardProps: cards.cardProps(id, () => finishedIn(draft, id)),
    };
  };

  const guestCard = (guest: LinkView["party"]["guests"][number]) => {
    const attending = draft.attending[guest.id];
    return card(guest.id, fullName(guest), [attending ? attendingWord : i18n._({ id: "party.notAttending", message: "Not attending" })], attending === true);
  };
  const seatCard = (seat: PartyDraft["seats"][number]) => {
    const age = seat.age.trim();
    return card(seat.id, seat.name.trim(), [attendingWord, ...(seat.isChild ? [age ? `${childWord}, ${age}` : childWord] : [])], Boolean(seat.name.trim()));
  };
  return { guestCard, seatCard, onAttendance };
}
