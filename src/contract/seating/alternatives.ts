import { freeUnits } from "./anneal";
import type { SearchState } from "./search-state";

export interface Candidate {
  tableOf: Int32Array;
  score: number;
}

/** Per unit, who it sits with: the table's units, as a key. Tables with the same people are one plan, whatever the table. */
function companions(tableOf: Int32Array): string[] {
  const at = new Map<number, number[]>();
  tableOf.forEach((t, u) => {
    const list = at.get(t);
    if (list) list.push(u);
    else at.set(t, [u]);
  });
  const key = new Map([...at].map(([t, list]) => [t, list.join(",")]));
  return Array.from(tableOf, (t) => key.get(t)!);
}

/** People whose tablemates differ between two plans. */
export function planDistance(a: Int32Array, b: Int32Array, unitSizes: readonly number[]): number {
  const ka = companions(a);
  const kb = companions(b);
  let people = 0;
  for (let u = 0; u < a.length; u++) if (ka[u] !== kb[u]) people += unitSizes[u]!;
  return people;
}

/**
 * The best plan and up to `count - 1` alternatives, best score first, each differing from those
 * chosen before for at least `spread` people where possible, else for at least one.
 */
export function pickDistinct(candidates: Candidate[], unitSizes: readonly number[], count: number, spread: number): Candidate[] {
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const chosen: Candidate[] = ranked.slice(0, 1);
  for (const needed of [Math.max(1, spread), 1])
    for (const candidate of ranked) {
      if (chosen.length >= count) return chosen;
      if (chosen.every((c) => planDistance(c.tableOf, candidate.tableOf, unitSizes) >= needed)) chosen.push(candidate);
    }
  return chosen;
}

/** Plans one move or swap away from the state's plan, best first (a fallback when every search run found the same plan). */
export function neighbourPlans(state: SearchState, limit: number): Candidate[] {
  const free = freeUnits(state);
  const found: { gain: number; u: number; v: number; t: number }[] = [];
  for (const u of free)
    for (const t of state.allowedTables[u]!) if (t !== state.tableOf[u] && state.fits(u, t)) found.push({ gain: state.moveDelta(u, t), u, v: -1, t });
  // Swaps grow with the square of the units; past a few hundred, moves alone give enough neighbours.
  const swappers = free.length <= 300 ? free : [];
  for (let i = 0; i < swappers.length; i++)
    for (let j = i + 1; j < swappers.length; j++) {
      const [u, v] = [swappers[i]!, swappers[j]!];
      if (state.tableOf[u] !== state.tableOf[v] && state.canSwap(u, v)) found.push({ gain: state.swapDelta(u, v), u, v, t: -1 });
    }
  found.sort((a, b) => b.gain - a.gain || a.u - b.u || a.v - b.v || a.t - b.t);
  return found.slice(0, limit).map(({ gain, u, v, t }) => {
    const tableOf = state.tableOf.slice();
    if (v < 0) tableOf[u] = t;
    else [tableOf[u], tableOf[v]] = [tableOf[v]!, tableOf[u]!];
    return { tableOf, score: state.score + gain };
  });
}
