import type { CalendarEvent } from "../../../contract/calendar/event";
import { compactUtc } from "../../../contract/calendar/ics";

function isoUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** An all-day event's day in each form (20270612, 2027-06-12); a timed one's instants. */
const day = (date: Date) => date.toISOString().slice(0, 10);

export function googleCalendarUrl(event: CalendarEvent): string {
  const stamp = event.allDay ? (date: Date) => compactUtc(date).slice(0, 8) : compactUtc;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${stamp(event.start)}/${stamp(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook's compose deep link names the same things subject, body, startdt and enddt. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: event.allDay ? day(event.start) : isoUtc(event.start),
    enddt: event.allDay ? day(event.end) : isoUtc(event.end),
    ...(event.allDay ? { allday: "true" } : {}),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
