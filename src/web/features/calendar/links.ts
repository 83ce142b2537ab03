import { compactUtc, type CalendarEvent } from "../../../contract/calendar/event";
import { isoInZone } from "../../../contract/time-zone";

/** An all-day event's day in each form (20270612, 2027-06-12); a timed one's instants. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Google's template link: the instants in UTC (the `Z` form, which Google reads the same whatever
 * the reader's zone) and `ctz`, the wedding's zone, which the new event is filed in
 * (docs/decisions/0031-wedding-time-zone.md).
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const stamp = event.allDay ? (date: Date) => compactUtc(date).slice(0, 8) : compactUtc;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${stamp(event.start)}/${stamp(event.end)}`,
    ...(event.allDay ? {} : { ctz: event.timeZone }),
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/**
 * Outlook's compose deep link names the same things subject, body, startdt and enddt; the times
 * are the wedding's wall clock with its offset (2027-06-12T17:00:00+02:00), one instant whatever
 * zone the reader's Outlook is in.
 */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: event.allDay ? day(event.start) : isoInZone(event.start, event.timeZone),
    enddt: event.allDay ? day(event.end) : isoInZone(event.end, event.timeZone),
    ...(event.allDay ? { allday: "true" } : {}),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
