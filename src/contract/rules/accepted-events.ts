import type { Answers } from "../response";
import { PRIMARY_ID } from "../ids";
import { eventYesPeople } from "./event-attendance";

type EventQuestion = Parameters<typeof eventYesPeople>[0][number];

/**
 * What a reply accepted, for the guest's calendar, schedule and confirmation: the wedding when
 * its own attendance says so, and each extra event someone in the party said yes to (an event
 * that asks nothing counts as accepted). `events` is the reader's own list (event-audience.ts).
 */
export function acceptedEvents<E extends { id: string }>(
  questions: readonly EventQuestion[],
  answers: Answers,
  events: readonly E[],
  mainAccepted: boolean,
): { main: boolean; extra: E[] } {
  return { main: mainAccepted, extra: events.filter((event) => (eventYesPeople(questions, answers, event.id, PRIMARY_ID)?.size ?? 1) > 0) };
}

/** What a calendar and a schedule list: what was accepted, or the wedding itself when nothing was (as a wedding of one event always did). */
export function calendarSelection<E>(accepted: { main: boolean; extra: E[] }): { main: boolean; extra: E[] } {
  return accepted.main || accepted.extra.length ? accepted : { main: true, extra: [] };
}
