import { DEFAULT_LOCALE, type Locale } from "./locales";

// One formatter for the wedding's date and time everywhere (guest pages, host screens, the
// server-painted pages, the emails, the offline writer). Names come from Intl in the reader's
// language (issue 16). English keeps docs/spec.md section 2's exact form, date-fns's
// "EEEE, MMMM do, yyyy" and "h:mm a" (wedding-date.test.ts checks both against date-fns):
// Intl has no ordinal days and puts a narrow no-break space before "PM".
// The date is a calendar day, not an instant: it is read and written in UTC so no zone moves it.

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The Intl formatter of a wedding date in `locale`: weekday, day, month and year written out. */
export function weddingDateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format;
}

/** The Intl formatter of a wall-clock time in `locale` (its own 12- or 24-hour habit). */
export function weddingTimeFormat(locale: Locale): Intl.DateTimeFormat {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    timeFormats.set(locale, format);
  }
  return format;
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${["th", "st", "nd", "rd"][day % 10] ?? "th"}`;
}

function calendarDay(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date;
}

/** Saturday, June 12th, 2027 in English (docs/spec.md section 2); "sábado, 12 de junio de 2027" in Spanish. */
export function formatWeddingDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = calendarDay(iso);
  if (!date) return iso;
  if (locale !== "en") return weddingDateFormat(locale).format(date);
  const parts = weddingDateFormat("en").formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("month")} ${ordinal(date.getUTCDate())}, ${String(date.getUTCFullYear()).padStart(4, "0")}`;
}

/**
 * '15:30' reads '3:30 PM' in English, '15:30' in German; no time reads `tbd`, which a
 * translated page passes in its own language.
 */
export function formatWeddingTime(time: string | null | undefined, locale: Locale = DEFAULT_LOCALE, tbd = "Time TBD"): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? "");
  if (!match) return tbd;
  const hour = Number(match[1]);
  if (locale === "en") return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? "AM" : "PM"}`;
  return weddingTimeFormat(locale).format(new Date(Date.UTC(2000, 0, 1, hour, Number(match[2]))));
}
