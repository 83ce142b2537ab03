import type { SeatingPerson } from "./model";
import type { Units } from "./units";

/**
 * What the automatic seating prefers: people who know each other at one table. Each pair of
 * people from different units who share a table earns these points (docs/decisions/0025):
 * the same group ("college friends") says most, a shared tag less, the same side least.
 */
export const PAIR_POINTS = { group: 10, tag: 3, side: 1 } as const;
export type Preference = keyof typeof PAIR_POINTS;
export const PREFERENCES = Object.keys(PAIR_POINTS) as Preference[];

/** People compiled to small integers once, so the pair loop does no string work. */
export interface CompiledPeople {
  group: Int32Array;
  side: Int32Array;
  tags: Int32Array[];
}

export function compilePeople(people: readonly SeatingPerson[]): CompiledPeople {
  const ids = new Map<string, number>();
  const id = (kind: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value.trim() === "") return -1;
    const key = `${kind}:${value.trim().toLowerCase()}`;
    if (!ids.has(key)) ids.set(key, ids.size);
    return ids.get(key)!;
  };
  return {
    group: Int32Array.from(people, (p) => id("g", p.groupKey)),
    side: Int32Array.from(people, (p) => id("s", p.side)),
    tags: people.map((p) => Int32Array.from(new Set((p.tags ?? []).map((t) => id("t", t)).filter((t) => t >= 0))).sort()),
  };
}

export function sharesGroup(c: CompiledPeople, a: number, b: number): boolean {
  return c.group[a]! >= 0 && c.group[a] === c.group[b];
}
export function sharesSide(c: CompiledPeople, a: number, b: number): boolean {
  return c.side[a]! >= 0 && c.side[a] === c.side[b];
}
export function sharesTag(c: CompiledPeople, a: number, b: number): boolean {
  const x = c.tags[a]!;
  const y = c.tags[b]!;
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    if (x[i] === y[j]) return true;
    if (x[i]! < y[j]!) i++;
    else j++;
  }
  return false;
}

export function pairPoints(c: CompiledPeople, a: number, b: number): number {
  return (sharesGroup(c, a, b) ? PAIR_POINTS.group : 0) + (sharesTag(c, a, b) ? PAIR_POINTS.tag : 0) + (sharesSide(c, a, b) ? PAIR_POINTS.side : 0);
}

/**
 * Points between every two units, U x U (row-major): the sum of their people's pair points.
 * Pairs inside one unit always sit together, so they are a constant and left out. Whole numbers
 * (at most 14 x 60 x 60 for two full tables' worth of people), so 32-bit integers hold them exactly
 * and a million units pairs take 4 MB.
 */
export function unitWeights(c: CompiledPeople, { units, unitOf }: Units): Int32Array {
  const count = units.length;
  const weight = new Int32Array(count * count);
  const n = unitOf.length;
  for (let a = 0; a < n; a++) {
    const ua = unitOf[a]!;
    for (let b = a + 1; b < n; b++) {
      const ub = unitOf[b]!;
      if (ua === ub) continue;
      const points = pairPoints(c, a, b);
      if (points === 0) continue;
      weight[ua * count + ub]! += points;
      weight[ub * count + ua]! += points;
    }
  }
  return weight;
}
