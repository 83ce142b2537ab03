import { useLingui } from "../../lib/i18n-react";
import { PRIMARY_ID } from "../../../contract/ids";
import type { Question } from "../../../contract/question";
import type { FormDraft, MemberDraft } from "./form-state";
import { relationshipLabel } from "./relationship-label";
import { PersonQuestions, PersonSummary, SameOffers, type SameOffer } from "./person-card";
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
} from "./person-cards";

interface MemberCardsInput {
  /** The per-person questions shown now (the party is coming). */
  questions: readonly Question[];
  draft: FormDraft;
  onChange: (patch: Partial<FormDraft>) => void;
  errors: Record<string, string>;
  /** The main guest before their name is typed: "You" on the guest's form, "Main guest" in the couple's dialog. */
  unnamed: string;
}

/**
 * The open form's party as cards (issue 15): the guest and each member with their own questions
 * in their card, folded to one line when finished, and "same for everyone" from the guest's own
 * answer. An earlier reply opened again starts folded.
 */
export function useMemberCards({ questions, draft, onChange, errors, unnamed }: MemberCardsInput) {
  const { i18n } = useLingui();
  const cards = useFoldedCards(() => (Object.keys(draft.answers).length ? [PRIMARY_ID, ...draft.members.map((member) => member.id)] : []));
  const named = draft.members.filter((member) => member.name.trim()).map((member) => member.id);
  const everyone = [PRIMARY_ID, ...named];

  const finishedIn = (state: FormDraft, id: string) =>
    (id === PRIMARY_ID || Boolean(state.members.find((member) => member.id === id)?.name.trim())) && personFinished(questions, state.answers, id);

  const same: SameOffer = {
    others: (question) => othersToMatch(question, draft.answers, PRIMARY_ID, everyone).length,
    apply: (question) => {
      const next = { ...draft, answers: applyToEveryone(draft.answers, question, PRIMARY_ID, everyone) };
      onChange({ answers: next.answers });
      cards.fold(everyone.filter((id) => finishedIn(next, id)));
      focusCard(PRIMARY_ID);
    },
  };

  const onAnswer = (id: string) => (question: Question, value: string) => {
    onChange({ answers: setAnswer(draft.answers, question.id, id, value) });
  };

  const card = (id: string, name: string, parts: string[]): PersonCardView => {
    const sameHere = id === PRIMARY_ID && named.length > 0 ? same : undefined;
    return {
      folded: cards.isFolded(id) && finishedIn(draft, id) && !hasErrorFor(errors, id),
      summary: (
        <PersonSummary
          id={id}
          name={name}
          parts={[...parts, ...answerParts(questions, draft.answers, id)]}
          onEdit={() => {
            cards.unfold(id);
            focusCard(id);
          }}
        >
          <SameOffers questions={questions} personId={id} answers={draft.answers} same={sameHere} />
        </PersonSummary>
      ),
      details: <PersonQuestions questions={questions} personId={id} answers={draft.answers} errors={errors} onAnswer={onAnswer(id)} same={sameHere} />,
      cardProps: cards.cardProps(id, () => finishedIn(draft, id)),
    };
  };

  const selfCard = () => card(PRIMARY_ID, draft.guestName.trim() || unnamed, []);
  const memberCard = (member: MemberDraft) => {
    const word = member.relationship === "guest" ? undefined : relationshipLabel(i18n, member.relationship);
    const age = member.relationship === "child" ? member.age.trim() : "";
    return card(member.id, member.name.trim(), word ? [age ? `${word}, ${age}` : word] : []);
  };
  return { selfCard, memberCard, asksEachPerson: questions.length > 0 };
}
