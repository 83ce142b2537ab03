// Unicode's bidirectional formatting characters (UAX #9): invisible, they reorder the text after
// them, so "Bo\u202Egnp.exe" shows as "Boexe.png" and a guest's name can turn the rest of a
// subject line or a CSV cell around (CVE-2021-42574, "Trojan Source"). No zod here: the guest
// pages may use this too (docs/decisions/0023-limits-across-instances.md).

/** Embeddings and overrides (LRE RLE PDF LRO RLO) and isolates (LRI RLI FSI PDI). */
const EXPLICIT = /[\u202A-\u202E\u2066-\u2069]/g;
/** The same, and the marks (LRM RLM ALM). */
const EXPLICIT_AND_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ANY = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * The text without the controls that can reorder what others see. Embeddings, overrides and
 * isolates always go. The marks (LRM, RLM, ALM) stay unless `keepMarks` is false: a mark only
 * sets the direction of the punctuation beside it, Arabic and Hebrew text uses them (so do dates
 * formatted in Arabic), and they cannot turn letters around; a file or display name needs none.
 * Letters of every script are untouched.
 */
export function stripBidiControls(text: string, { keepMarks = true }: { keepMarks?: boolean } = {}): string {
  if (!ANY.test(text)) return text;
  return text.replace(keepMarks ? EXPLICIT : EXPLICIT_AND_MARKS, "");
}
