import { formatISO, isValid, parseISO } from "date-fns";
import type { Locale } from "../../../../contract/locales";
import { formatWeddingDate } from "../../../../contract/wedding-date";

// Turns what the couple typed into pieces that read well inside a sentence.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Beyond this a venue is an address, not a name: the sentence uses its first part. */
const LONG_VENUE = 40;
const MAX_VENUE_IN_SENTENCE = 80;

function cleanText(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** A name as written, minus stray whitespace and trailing separators. */
export function cleanName(value: string): string {
  return cleanText(value).replace(/[\s,;:]+$/, "");
}

/**
 * '2027-06-12' -> 'Saturday, June 12th, 2027' (the invitation's own format, in `locale` as the
 * guest page writes it: 'sábado, 12 de junio de 2027'); unreadable text -> null.
 */
export function writeDate(value: string, locale?: Locale): string | null {
  const text = cleanText(value);
  if (!text) return null;
  if (ISO_DATE.test(text)) return isValid(parseISO(text)) ? formatWeddingDate(text, locale) : null;
  // A date already written out ("June 12, 2027") is reformatted; anything vaguer is left out
  // rather than risk "on sometime next summer".
  if (/[a-z]/i.test(text) && /\b\d{4}\b/.test(text)) {
    const date = new Date(text);
    return isValid(date) ? formatWeddingDate(formatISO(date, { representation: "date" }), locale) : null;
  }
  return null;
}

/** 'The Orangery, Kew Gardens, Richmond TW9 3AE, United Kingdom' -> 'The Orangery'. */
export function shortVenue(value: string): string | null {
  let venue = cleanText(value).replace(/[\s,;:.]+$/, "");
  if (venue.length > LONG_VENUE && venue.includes(",")) {
    const parts = venue
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    venue = parts[0] ?? venue;
    // A street address ("12 Mill Lane") or a very short first part needs the next part to mean anything.
    if (parts[1] && (/^\d/.test(venue) || venue.length < 8)) venue = `${venue}, ${parts[1]}`;
  }
  if (!venue || venue.length > MAX_VENUE_IN_SENTENCE) return null;
  return venue;
}

/** Last guard against seams: doubled spaces, space before punctuation, doubled full stops. */
export function tidySentence(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/\.{2,}/g, ".")
    .replace(/([!?])\./g, "$1")
    .trim();
}
