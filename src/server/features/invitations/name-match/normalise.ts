/**
 * Names as guests type them and as couples store them, reduced to comparable tokens for the
 * invitation lookup (docs/decisions/0012-guest-list.md): "José", "jose" and "JOSE" are one
 * name; "O'Brien" is "obrien"; "Mary-Jane" is "mary", "jane" (and "maryjane" when stored).
 */

// Letters NFD does not take apart: each folds to what an English keyboard would type.
const FOLDS: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  đ: "d",
  Đ: "d",
  ð: "d",
  Ð: "d",
  ł: "l",
  Ł: "l",
  þ: "th",
  Þ: "th",
  ı: "i",
  ĸ: "k",
};
const FOLD_PATTERN = new RegExp(`[${Object.keys(FOLDS).join("")}]`, "g");

/** Words guests add around a name that are not part of it ("Mr and Mrs Okafor", "The Okafor family"). */
const NOISE = new Set([
  "and",
  "the",
  "family",
  "household",
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "dr",
  "prof",
  "jr",
  "sr",
  "ii",
  "iii",
  "plus",
  "guest",
  "guests",
  "of",
]);

/** Lower case, accents and marks stripped, special letters folded, apostrophes dropped. */
export function foldName(raw: string): string {
  return (
    raw
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .replace(FOLD_PATTERN, (letter) => FOLDS[letter]!)
      .toLowerCase()
      // O'Brien, D’Angelo: the apostrophe joins, it does not separate.
      .replace(/['’‘`´ʼ]/g, "")
  );
}

/** The words of a name: anything that is not a letter or digit separates (hyphens, dots, commas, "&"). */
function words(raw: string): string[] {
  return foldName(raw)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** What a guest typed, as tokens to look up: noise words dropped, hyphenated names split. */
export function queryTokens(raw: string): string[] {
  const tokens = words(raw).filter((word) => !NOISE.has(word));
  // A guest who typed only noise ("The family") still gets an honest not_found, not everyone.
  return [...new Set(tokens)];
}

/**
 * The tokens a stored name answers to: each word, and for a compound ("Mary-Jane",
 * "Garcia Lopez") the words run together too, so "Maryjane" and "GarciaLopez" find it.
 */
export function storedTokens(raw: string): string[] {
  const parts = words(raw);
  const tokens = new Set(parts);
  if (parts.length > 1) tokens.add(parts.join(""));
  return [...tokens];
}
