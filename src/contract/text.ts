import { z } from "zod";

// PostgreSQL cannot store U+0000 in text or jsonb, and other C0 controls are
// never legitimate in a name or an answer: refuse them at the edge so no input
// can reach the database and turn into a 5xx.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half of a surrogate pair: not text, and PostgreSQL's jsonb refuses it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Any control or surrogate at all: one cheap scan settles the common case (plain text).
const SUSPECT = /[\u0000-\u001F\u007F\uD800-\uDFFF]/;

/** True when a string holds characters a name or an answer never legitimately contains. */
export function hasForbiddenChars(value: string): boolean {
  if (!SUSPECT.test(value)) return false;
  return CONTROL_CHARS.test(value) || LONE_SURROGATE.test(value);
}

/** A trimmed single-field string with a length cap and no control characters. */
export function text(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !hasForbiddenChars(value), "Contains characters that are not allowed");
}

/** Like {@link text} but must not be blank. */
export function requiredText(max: number, message = "Required") {
  return text(max).pipe(z.string().min(1, message));
}

/** Calendar date as the browser's date input produces it. */
export const ZIsoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Not a real calendar date");

/** 24-hour clock time as the browser's time input produces it. */
export const ZClockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the format HH:MM (24-hour)");

// An IANA name ("Europe/Madrid", "America/Argentina/Buenos_Aires", "UTC"): never an offset or a
// phrase, which some engines also take.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** The zone as Intl spells it when only its case differs ("europe/madrid"), else as given; undefined when unknown. */
function knownTimeZone(zone: string): string | undefined {
  if (!IANA_NAME.test(zone)) return undefined;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    // An alias ("Asia/Kolkata", "Asia/Calcutta") is kept as the couple chose it: engines disagree on which is canonical.
    return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
  } catch {
    return undefined;
  }
}

/** The wedding's time zone: an IANA name this engine knows (docs/decisions/0031-wedding-time-zone.md). */
export const ZTimeZone = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => knownTimeZone(zone) !== undefined, "Unknown time zone (use an IANA name such as Europe/London)")
  .transform((zone) => knownTimeZone(zone)!);
