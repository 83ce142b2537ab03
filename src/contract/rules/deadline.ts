/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/**
 * The RSVP closes after 23:59:59.999 on the deadline date in the wedding's time zone
 * (docs/design.md section 4). Server and browser call this same function.
 */
export function isRsvpClosed(rsvpDeadline: string | null | undefined, timeZone: string, now: Date = new Date()): boolean {
  if (!rsvpDeadline) return false;
  return todayIn(timeZone, now) > rsvpDeadline;
}

/** What a guest is told once the RSVP has closed: the server's refusal and the form's notice say the same. */
export const DEADLINE_PASSED_MESSAGE = "The deadline for RSVPs has passed. Please contact the couple directly.";
