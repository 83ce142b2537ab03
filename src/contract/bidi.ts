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

/** `\u202E` and the rest written as JSON escapes, after an even number of backslashes (an odd one escapes the backslash). */
const ESCAPED_EXPLICIT = /(?<!\\)((?:\\\\)*)\\u(?:202[a-eA-E]|206[6-9])/g;

/**
 * A JSON text whose strings, once parsed, hold no embeddings, overrides or isolates, whether
 * they were written raw or as `\u` escapes. Marks stay. Cheaper than visiting every parsed string.
 */
export function stripBidiControlsFromJson(json: string): string {
  const raw = stripBidiControls(json);
  return raw.includes("\\u") ? raw.replace(ESCAPED_EXPLICIT, "$1") : raw;
}
