/**
 * Small typos in a name: the Damerau-Levenshtein distance (optimal string alignment: an
 * insertion, deletion, substitution or swap of two neighbours costs 1), given up as soon as it
 * must exceed a bound. Hand-written rather than a package: the npm ones (damerau-levenshtein,
 * talisman) fill the whole matrix and return the exact distance, while the lookup compares one
 * typed word with thousands of stored ones and only asks "within 1 or 2?"; the bound lets it
 * skip by length and stop after one row past the bound. See docs/decisions/0012-guest-list.md.
 */

/** Typos forgiven in a word of this many letters: none in short names (Ann/Amy), then 1, then 2. */
export function typoBound(length: number): number {
  if (length <= 3) return 0;
  return length <= 7 ? 1 : 2;
}

// Reused rows: the lookup calls this for many candidates per request, so no allocation per call.
const ROWS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/** The distance between a and b if it is at most `bound`, else `bound + 1`. */
export function boundedDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  if (a === b) return 0;
  const n = b.length;
  if (n >= 64 || a.length >= 64) return bound + 1;
  // Three rows are enough for the transposition step.
  let [before, previous, current] = ROWS;
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > bound) return bound + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, bound + 1);
}

/**
 * The word with up to `count` letters left out, itself included: two words within distance k
 * (an edit, or a swap) share at least one such variant when each side drops up to k letters
 * (the "symmetric delete" idea of SymSpell), so the lookup finds typo candidates by hashing
 * instead of comparing the typed word with every stored one.
 */
export function deletionVariants(word: string, count: number): Set<string> {
  const variants = new Set([word]);
  let frontier = [word];
  for (let round = 0; round < count; round++) {
    const next: string[] = [];
    for (const each of frontier) {
      for (let i = 0; i < each.length; i++) {
        const shorter = each.slice(0, i) + each.slice(i + 1);
        if (!variants.has(shorter)) {
          variants.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return variants;
}
