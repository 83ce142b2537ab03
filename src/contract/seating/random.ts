/**
 * A seeded pseudo-random generator (mulberry32): the search draws every choice from it, never
 * from Math.random or the clock, so one seed always gives one plan (docs/decisions/0025).
 */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, n). */
  below: (n: number) => number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, below: (n) => Math.floor(next() * n) };
}

/** A seed for the k-th independent stream of a run (so chains do not share draws). */
export function deriveSeed(seed: number, k: number): number {
  let h = (seed ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Fisher-Yates, in place. */
export function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
