import type { I18n } from "../translator";
import { CALENDAR_EVENT_HOURS, DEFAULT_EVENT_TIME } from "../limits";
import type { GuestEvent } from "../events";
import type { Wedding } from "../wedding";
import { eventText, weddingText } from "../localized-text";
import { isLocale } from "../locales";
import { nextDay, zonedTimeToUtc } from "../time-zone";

export interface CalendarEvent {
  /** Stable per wedding, so importing the file twice updates the event instead of duplicating it. */
  uid: string;
  title: string;
  details: string;
  location: string;
  /** The language of `title` and `details` (BCP 47), for the .ics LANGUAGE parameter. */
  language: string;
  start: Date;
  end: Date;
  /** A day with no time given (an extra event without a start time): DTSTART;VALUE=DATE, the day only. */
  allDay?: boolean;
  /**
   * The wedding's IANA zone, where `start` and `end` are wall-clock times: the calendar links name it
   * so the guest's calendar shows the event in it (docs/decisions/0031-wedding-time-zone.md).
   */
  timeZone: string;
}

type EventWedding = Pick<Wedding, "id" | "partner1" | "partner2" | "date" | "time" | "venue" | "timeZone" | "message" | "uniqueCode"> &
  Partial<Pick<Wedding, "childrenPolicy" | "giftPreferences" | "translations">>;

/** Kept here for the files that import it with the calendar (contract/time-zone.ts). */
export { zonedTimeToUtc };

/**
 * 20270612T143000Z: the compact UTC form Google Calendar and iCalendar both read. Here rather than
 * in ics.ts, so the calendar links need not carry the .ics writer (a chunk of its own in the browser).
 */
export function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function rsvpUrl(origin: string, code: string): string {
  return `${origin}/rsvp/${encodeURIComponent(code)}`;
}

/**
 * docs/spec.md section 7: starts at the wedding time (15:00 when none), lasts four hours. The
 * title and description are in the language of `i18n`, which must have the calendar catalogue
 * (src/locales/calendar) loaded: the emails pass the server's, the guest pages the browser's.
 * The UID does not depend on it, so a guest who imports the event in two languages updates one event.
 */
export function weddingEvent(wedding: EventWedding, origin: string, i18n: I18n): CalendarEvent {
  const time = /^\d{1,2}:\d{2}/.test(wedding.time ?? "") ? wedding.time : DEFAULT_EVENT_TIME;
  const timeZone = wedding.timeZone || "UTC";
  const start = zonedTimeToUtc(wedding.date, time, timeZone);
  const end = new Date(start.getTime() + CALENDAR_EVENT_HOURS * 3_600_000);
  const names = { partner1: wedding.partner1, partner2: wedding.partner2 };
  const lines = [
    i18n._({ id: "calendar.event.details", message: "The wedding of {partner1} & {partner2} at {venue}.", values: { ...names, venue: wedding.venue } }),
  ];
  // The couple's message in the same language when they translated it (decision 0018).
  const message = weddingText({ childrenPolicy: null, giftPreferences: null, ...wedding }, "message", isLocale(i18n.locale) ? i18n.locale : undefined);
  if (message) lines.push("", message);
  lines.push("", i18n._({ id: "calendar.event.rsvp", message: "RSVP: {url}", values: { url: rsvpUrl(origin, wedding.uniqueCode) } }));
  return {
    uid: `wedding-${wedding.id}@forever-rsvp`,
    title: i18n._({ id: "calendar.event.title", message: "{partner1} & {partner2} Wedding", values: names }),
    details: lines.join("\n"),
    location: wedding.venue,
    language: i18n.locale,
    start,
    end,
    timeZone,
  };
}

/**
 * An extra event (docs/decisions/0019-events.md) as its own calendar entry: its day (the
 * wedding's when it has none), start and end in the wedding's zone (four hours when no end is
 * given; an end before the start is after midnight), or the whole day when it has no time. The
 * UID is the event's own, so re-importing updates it; the main event keeps the wedding's.
 */
export function extraEvent(wedding: EventWedding, event: GuestEvent, origin: string, i18n: I18n): CalendarEvent {
  const date = event.date ?? wedding.date;
  const zone = wedding.timeZone || "UTC";
  // The couple's texts in the calendar's language where they translated them (decision 0028).
  const locale = isLocale(i18n.locale) ? i18n.locale : undefined;
  const [name, description, dressCode] = [eventText(event, "name", locale), eventText(event, "description", locale), eventText(event, "dressCode", locale)];
  const title = i18n._({
    id: "calendar.extraEvent.title",
    message: "{event}: {partner1} & {partner2}",
    values: { event: name, partner1: wedding.partner1, partner2: wedding.partner2 },
  });
  const lines = [description ?? ""];
  if (dressCode) lines.push(i18n._({ id: "calendar.extraEvent.dressCode", message: "Dress code: {dressCode}", values: { dressCode } }));
  lines.push("", i18n._({ id: "calendar.event.rsvp", message: "RSVP: {url}", values: { url: rsvpUrl(origin, wedding.uniqueCode) } }));
  const base = {
    uid: `event-${event.id}@forever-rsvp`,
    title,
    details: lines.filter((line, index) => line || index > 0).join("\n"),
    language: i18n.locale,
    timeZone: zone,
  };
  const location = [event.venue, event.address].filter(Boolean).join(", ");
  if (!event.startTime) {
    const start = zonedTimeToUtc(date, "00:00", "UTC");
    return { ...base, location, start, end: new Date(start.getTime() + 86_400_000), allDay: true };
  }
  const start = zonedTimeToUtc(date, event.startTime, zone);
  // An end before the start is the next day's wall clock, which is not always 24 hours on (a clock change that night).
  const endDay = event.endTime && event.endTime <= event.startTime ? nextDay(date) : date;
  const end = event.endTime ? zonedTimeToUtc(endDay, event.endTime, zone) : new Date(start.getTime() + CALENDAR_EVENT_HOURS * 3_600_000);
  return { ...base, location, start, end };
}

/**
 * The guest's calendar: the wedding itself (when `main` says so) and the given extra events,
 * in order. Which events a guest may have is the privacy rule's (contract/rules/event-audience.ts)
 * and which they accepted is contract/rules/event-attendance.ts: this only writes them.
 */
export function guestCalendar(wedding: EventWedding, events: { main: boolean; extra: readonly GuestEvent[] }, origin: string, i18n: I18n): CalendarEvent[] {
  return [...(events.main ? [weddingEvent(wedding, origin, i18n)] : []), ...events.extra.map((event) => extraEvent(wedding, event, origin, i18n))];
}
