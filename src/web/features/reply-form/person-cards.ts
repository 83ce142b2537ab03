import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Question } from "../../../contract/question";
import type { Answers } from "../../../contract/response";
import { optionLabel } from "../../../contract/localized-text";
import { activeLocale } from "../../lib/i18n";

/**
 * A family's reply, one card per person (issue 15, "a shorter family reply"): a person's own
 * questions sit in their card, a finished card folds to one line, and the first person's
 * answer can be given to everyone else in one tap.
 */

export const answerOf = (answers: Answers, questionId: string, personId: string): string => {
  const answer = answers[questionId];
  return typeof answer === "object" && answer ? (answer[personId] ?? "") : "";
};

export function setAnswer(answers: Answers, questionId: string, personId: string, value: string): Answers {
  const current = answers[questionId];
  const perPerson = typeof current === "object" && current ? current : {};
  return { ...answers, [questionId]: { ...perPerson, [personId]: value } };
}

/** Finished: every choice and every required question of theirs answered (an optional text may stay blank). */
export function personFinished(questions: readonly Question[], answers: Answers, personId: string): boolean {
  return questions.every((question) => (question.type !== "radio" && !question.required) || answerOf(answers, question.id, personId).trim() !== "");
}

/** Their answers in the couple's order, for the one-line summary ("Ada Okafor · Attending · Chicken"). */
export function answerParts(questions: readonly Question[], answers: Answers, personId: string): string[] {
  // A chosen option reads in the guest's language (the stored value stays the couple's own).
  return questions
    .map((question) => {
      const answer = answerOf(answers, question.id, personId).trim();
      return question.type === "radio" ? optionLabel(question, answer, activeLocale()) : answer;
    })
    .filter(Boolean);
}

/**
 * The people "same for everyone" fills: everyone else who has not answered yet. An answer someone
 * already chose is theirs; it is never overwritten by a shortcut.
 */
export function othersToMatch(question: Question, answers: Answers, firstId: string, peopleIds: readonly string[]): string[] {
  if (!answerOf(answers, question.id, firstId).trim()) return [];
  return peopleIds.filter((id) => id !== firstId && !answerOf(answers, question.id, id).trim());
}

export function applyToEveryone(answers: Answers, question: Question, firstId: string, peopleIds: readonly string[]): Answers {
  const value = answerOf(answers, question.id, firstId);
  return othersToMatch(question, answers, firstId, peopleIds).reduce((next, id) => setAnswer(next, question.id, id, value), answers);
}

/** Whether a field error belongs to this person's card, which then stays open to show it. */
export const hasErrorFor = (errors: Record<string, string>, personId: string) =>
  Object.keys(errors).some(
    (key) =>
      key.endsWith(`.${personId}`) || key.startsWith(`guests.${personId}`) || key.startsWith(`seats.${personId}.`) || key.startsWith(`members.${personId}.`),
  );

/**
 * Which cards are folded. A finished card folds when the guest moves on: a tap or focus outside
 * it. Never on the tap inside it that finished it: an optional note ("dietary restrictions") may
 * follow, and arrow keys move through a radio group. A tap folds cards only once its click is
 * done, so nothing moves under a finger between press and release.
 */
export function useFoldedCards(initial: () => Iterable<string>) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set(initial()));
  const finishedOf = useRef(new Map<string, () => boolean>());
  const touched = useRef(new Set<string>());
  const fold = (ids: Iterable<string>) => setFolded((current) => new Set([...current, ...ids]));
  const unfold = (id: string) =>
    setFolded((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });

  useEffect(() => {
    let pressing = false;
    const foldLeft = (target: EventTarget | null) => {
      // A target the click itself removed (Edit turning into the open card) tells nothing of where the guest went.
      if (!(target instanceof Node) || !target.isConnected) return;
      const left = [...touched.current].filter((id) => !document.getElementById(`person-${id}`)?.contains(target) && finishedOf.current.get(id)?.());
      if (left.length === 0) return;
      for (const id of left) touched.current.delete(id);
      setFolded((current) => new Set([...current, ...left]));
    };
    const press = () => (pressing = true);
    const cancel = () => (pressing = false);
    const click = (event: MouseEvent) => {
      pressing = false;
      setTimeout(() => foldLeft(event.target), 0);
    };
    const focus = (event: FocusEvent) => {
      if (!pressing) foldLeft(event.target);
    };
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointercancel", cancel, true);
    document.addEventListener("click", click, true);
    document.addEventListener("focusin", focus, true);
    return () => {
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointercancel", cancel, true);
      document.removeEventListener("click", click, true);
      document.removeEventListener("focusin", focus, true);
    };
  }, []);

  /** Props for an open card's element: the guest is in this card now. */
  const cardProps = (id: string, finished: () => boolean) => {
    finishedOf.current.set(id, finished);
    const enter = () => touched.current.add(id);
    return { onPointerDown: enter, onFocus: enter };
  };
  return { isFolded: (id: string) => folded.has(id), fold, unfold, cardProps };
}

/** What a list of people needs to draw one person: folded line or open card, their questions, and the card's handlers. */
export interface PersonCardView {
  folded: boolean;
  summary: ReactNode;
  details: ReactNode;
  cardProps: ReturnType<ReturnType<typeof useFoldedCards>["cardProps"]>;
}

/** Moves focus to a person's line or card once it renders, so the tap that folded it does not drop focus to the page. */
export function focusCard(id: string) {
  requestAnimationFrame(() => document.getElementById(`person-${id}`)?.focus({ preventScroll: true }));
}
