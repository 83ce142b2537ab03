import { useSyncExternalStore, type ComponentType } from "react";
import type { I18n } from "@lingui/core";
import type { GuestEvent } from "../../../contract/events";
import type { Wedding } from "../../../contract/wedding";

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

let code = "";
let party: GuestEvent[] | undefined;
let Schedule: ComponentType<ScheduleProps> | undefined;
// Bumped on every change: the snapshot useSyncExternalStore compares.
let version = 0;
const listeners = new Set<() => void>();
const snapshot = () => version;
const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));
const changed = () => {
  version++;
  listeners.forEach((listener) => listener());
};

/** A party's own list, from its invitation link (its private events included). */
export function showPartyEvents(weddingCode: string, events?: GuestEvent[]): void {
  code = weddingCode;
  party = events;
  changed();
}

/**
 * The schedule is its own chunk (a wedding of one event never downloads it), loaded before the
 * first render when there is something to list, so the server-painted card does not move. The
 * server, which renders synchronously, provides it directly.
 */
export function provideSchedule(component: ComponentType<ScheduleProps>): void {
  Schedule = component;
  changed();
}

export const loadSchedule = async (events?: readonly unknown[]): Promise<void> => {
  if (!Schedule && events?.length) provideSchedule((await import("./event-schedule")).EventSchedule);
};

/** The reader's events and the schedule that lists them (undefined until its chunk is in). */
export function useGuestEvents(wedding: EventsWedding): { events: GuestEvent[]; Schedule?: ComponentType<ScheduleProps> } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const events = (code === wedding.uniqueCode ? party : wedding.events) ?? [];
  if (events.length && !Schedule) loadSchedule(events).catch(() => undefined);
  return { events, Schedule };
}
