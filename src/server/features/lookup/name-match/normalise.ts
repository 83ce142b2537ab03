import { nameWords } from "../../../../contract/person-identity";

/**
 * Names as guests type them and as couples store them, reduced to comparable tokens for the
 * invitation lookup (docs/decisions/0012-guest-list.md). The folding is the product's one
 * answer to "is this the same person?" (contract/person-identity.ts): "José", "jose" and "JOSE"
 * are one name; "O'Brien" is "obrien"; "Mary-Jane" is "mary", "jane" (and "maryjane" when
 * stored). What is the lookup's own: the words guests type around a name, and compounds.
 */

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

/** What a guest typed, as tokens to look up: noise words dropped, hyphenated names split. */
export function queryTokens(raw: string): string[] {
  const tokens = nameWords(raw).filter((word) => !NOISE.has(word));
  // A guest who typed only noise ("The family") still gets an honest not_found, not everyone.
  return [...new Set(tokens)];
}

/**
 * The tokens a stored name answers to: each word, and for a compound ("Mary-Jane",
 * "Garcia Lopez") the words run together too, so "Maryjane" and "GarciaLopez" find it.
 */
export function storedTokens(raw: string): string[] {
  const parts = nameWords(raw);
  const tokens = new Set(parts);
  if (parts.length > 1) tokens.add(parts.join(""));
  return [...tokens];
}
