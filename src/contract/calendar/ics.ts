import { compactUtc, type CalendarEvent } from "./event";

export { compactUtc };

const CRLF = "\r\n";

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * RFC 5545 section 3.1: lines longer than 75 octets are folded with CRLF and one space.
 * Counting UTF-8 octets per code point means a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
      // A continuation line starts with a space, which counts towards its 75 octets.
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** 20270612: an all-day event's DATE value. */
const compactDay = (date: Date) => compactUtc(date).slice(0, 8);

function eventLines(event: CalendarEvent, now: Date): string[] {
  const when = event.allDay
    ? [`DTSTART;VALUE=DATE:${compactDay(event.start)}`, `DTEND;VALUE=DATE:${compactDay(event.end)}`]
    : [`DTSTART:${compactUtc(event.start)}`, `DTEND:${compactUtc(event.end)}`];
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${compactUtc(now)}`,
    ...when,
    // RFC 5545 section 3.2.10: the language of the text, for readers that speak several.
    `SUMMARY;LANGUAGE=${event.language}:${escapeText(event.title)}`,
    `DESCRIPTION;LANGUAGE=${event.language}:${escapeText(event.details)}`,
    `LOCATION:${escapeText(event.location)}`,
    "END:VEVENT",
  ];
}

/**
 * A calendar of one VEVENT per event (docs/decisions/0019-events.md); times in UTC (computed
 * from the wedding's zone), so no VTIMEZONE is needed.
 */
export function buildIcs(events: CalendarEvent | readonly CalendarEvent[], now: Date = new Date()): string {
  const list: readonly CalendarEvent[] = Array.isArray(events) ? events : [events as CalendarEvent];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Forever RSVP//Wedding RSVP//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...list.flatMap((event) => eventLines(event, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name people recognise in their downloads folder. */
export function icsFileName(event: CalendarEvent): string {
  const slug = event.title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .toLowerCase();
  return `${slug || "wedding"}.ics`;
}
