// The wedding's time zone (docs/decisions/0031-wedding-time-zone.md): its date and times are
// wall-clock times where it happens, and every instant a guest's calendar gets is worked out from
// that zone here, never from the zone of the reader's device. Pure and zod-free: the guest
// pages use it, so it stays small.

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** How far `timeZone` is ahead of UTC at the instant `at`, in minutes (Madrid in June: 120). Throws for a zone Intl does not know. */
export function zoneOffsetMinutes(timeZone: string, at: Date | number): number {
  const time = Math.floor(+at / 1000) * 1000;
  const parts = offsetFormat(timeZone).formatToParts(new Date(time));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return (Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - time) / 60_000;
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock day and time happen in an IANA zone, as RFC 5545 section 3.3.5 reads a
 * local time: a time that happens twice (clocks going back) is its first occurrence, one that never
 * happens (clocks going forward) is read with the offset before the gap, so 02:30 on the spring
 * change day is 03:30 summer time. An unknown zone falls back to UTC.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  try {
    // The offsets a day either side: a zone changes them at most once in that span.
    const before = zoneOffsetMinutes(timeZone, wall - DAY_MS) * 60_000;
    const after = zoneOffsetMinutes(timeZone, wall + DAY_MS) * 60_000;
    const fits = [wall - before, wall - after].filter((utc) => zoneOffsetMinutes(timeZone, utc) * 60_000 === wall - utc);
    return new Date(fits.length ? Math.min(...fits) : wall - before);
  } catch {
    return new Date(wall);
  }
}

/** The day after an ISO date (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "+02:00": an offset in minutes as ISO 8601 writes it. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** "2027-06-12T17:00:00+02:00": an instant as the wall clock of `timeZone` reads it, with its offset. */
export function isoInZone(at: Date, timeZone: string): string {
  let offset = 0;
  try {
    offset = zoneOffsetMinutes(timeZone, at);
  } catch {
    // An unknown zone: the instant in UTC, which says the same thing.
  }
  const local = new Date(Math.floor(at.getTime() / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${offsetText(offset)}`;
}

/** A zone that names no place: the default of a wedding made before its zone was asked for, or an offset. */
export function isPlacelessZone(timeZone: string | null | undefined): boolean {
  return !timeZone || /^(?:Etc\/)?(?:UTC|UCT|GMT|Universal|Zulu|Greenwich)(?:[+-]\d+)?$/i.test(timeZone);
}

const names = new Map<string, Intl.DateTimeFormat | null>();

/**
 * The zone's everyday name in `locale` ("Central European Time", "hora de Europa central",
 * "توقيت وسط أوروبا"), as Intl words it at the instant `at`; empty for a zone that names no place
 * or that this Intl cannot name. Written beside the wedding's times where a guest abroad reads them.
 */
export function zoneName(timeZone: string | null | undefined, locale: string, at: Date): string {
  if (!timeZone || isPlacelessZone(timeZone)) return "";
  const key = `${locale}|${timeZone}`;
  let format = names.get(key);
  if (format === undefined) {
    format = null;
    // "longGeneric" is ES2021's; an older engine knows "long" ("Central European Summer Time").
    for (const timeZoneName of ["longGeneric", "long"] as const) {
      try {
        format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName });
        break;
      } catch {
        // Try the next, or name nothing.
      }
    }
    names.set(key, format);
  }
  const name = format?.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "";
  // A bare offset ("GMT+01:00") is no name: say nothing rather than that.
  return /^(?:GMT|UTC|غرينتش)[+\-−]?[\d:]*$/.test(name) ? "" : name;
}

/**
 * The place a zone is named after ("Europe/Madrid" reads "Madrid", "America/Argentina/Buenos_Aires"
 * "Buenos Aires"), as guests read it in "3:00 PM (Madrid time)"; empty for a zone that names no place.
 */
export function zonePlace(timeZone: string | null | undefined): string {
  if (!timeZone || isPlacelessZone(timeZone) || !timeZone.includes("/")) return "";
  return timeZone.slice(timeZone.lastIndexOf("/") + 1).replace(/_/g, " ");
}

/**
 * Whether a reader in `readerZone` would read the wedding's wall clock at `at` differently: their
 * offset then is not the wedding zone's (a Parisian reads a Madrid time as it is).
 */
export function readsDifferently(weddingZone: string, readerZone: string, at: Date): boolean {
  try {
    return zoneOffsetMinutes(weddingZone, at) !== zoneOffsetMinutes(readerZone, at);
  } catch {
    return false;
  }
}
