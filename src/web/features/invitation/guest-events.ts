import type { ComponentType } from "react";
import type { I18n } from "../../../contract/translator";
import type { GuestEvent } from "../../../contract/events";
import type { Wedding } from "../../../contract/wedding";
import { partyList } from "./party-list";

/**
 * The events the reader may see (docs/decisions/0019-events.md): the server decided them once
 * (the public's in the page's data, a party's in its invitation); the page never decides again.
 * A party's link replaces the public list with its own when it opens.
 */
export type EventsWedding = Wedding & { events?: GuestEvent[] };

export interface ScheduleProps {
  wedding: Wedding;
  events: readonly GuestEvent[];
  /** The page's, passed down so the chunk needs no i18n module of its own. */
  i18n: I18n;
}

const list = partyList<GuestEvent, ScheduleProps>(async () => (await import("./event-schedule")).EventSchedule);

/** A party's own list, from its invitation link (its private events included). */
export const showPartyEvents = list.showParty;

/**
 * The schedule is its own chunk (a wedding of one event never downloads it), loaded before the
 * first render when there is something to list, so the server-painted card does not move.
 */
export const provideSchedule = list.provide;
export const loadSchedule = list.load;

/** The reader's events and the schedule that lists them (undefined until its chunk is in). */
export function useGuestEvents(wedding: EventsWedding): { events: GuestEvent[]; Schedule?: ComponentType<ScheduleProps> } {
  const { items, View } = list.useItems(wedding.uniqueCode, wedding.events);
  if (items.length && !View) loadSchedule(items).catch(() => undefined);
  return { events: items, Schedule: View };
}
