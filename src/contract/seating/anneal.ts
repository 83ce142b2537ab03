import type { Random } from "./random";
import type { SearchState } from "./search-state";

export interface AnnealResult {
  best: Int32Array;
  bestScore: number;
}

/**
 * Simulated annealing over moves and swaps of units that are not pinned (docs/decisions/0025):
 * a proposal that breaks a hard rule is never made, one that scores better is taken, one that
 * scores worse by d is taken with probability exp(d / temperature), and the temperature falls
 * geometrically over a counted number of proposals (never a time limit, so a seed gives one plan).
 */
export function anneal(state: SearchState, random: Random, proposals: number, report: (fraction: number) => void): AnnealResult {
  const free = freeUnits(state);
  let best = state.tableOf.slice();
  let bestScore = state.score;
  if (free.length === 0 || proposals <= 0) return { best, bestScore };
  const start = startTemperature(state, free, random);
  const end = 0.05;
  const cooling = Math.pow(end / start, 1 / proposals);
  const F = free.length;
  const reportEvery = Math.max(1024, Math.floor(proposals / 100));
  let temperature = start;
  for (let i = 0; i < proposals; i++) {
    temperature *= cooling;
    if ((i & 63) === 0 && state.score > bestScore) {
      bestScore = state.score;
      best = state.tableOf.slice();
    }
    if (i % reportEvery === 0) report(i / proposals);
    const u = free[random.below(F)]!;
    if (random.next() < 0.5) {
      const tables = state.allowedTables[u]!;
      if (tables.length < 2) continue;
      const t = tables[random.below(tables.length)]!;
      if (t === state.tableOf[u] || !state.fits(u, t)) continue;
      const gain = state.moveDelta(u, t);
      if (gain >= 0 || random.next() < Math.exp(gain / temperature)) {
        state.remove(u);
        state.place(u, t);
      }
    } else {
      const v = free[random.below(F)]!;
      if (state.tableOf[u] === state.tableOf[v] || !state.canSwap(u, v)) continue;
      const gain = state.swapDelta(u, v);
      if (gain >= 0 || random.next() < Math.exp(gain / temperature)) state.swap(u, v);
    }
  }
  if (state.score > bestScore) {
    bestScore = state.score;
    best = state.tableOf.slice();
  }
  return { best, bestScore };
}

/** Takes every improving move or swap until none is left (a local optimum), at most `passes` sweeps. */
export function descend(state: SearchState, passes = 50): void {
  const free = freeUnits(state);
  for (let pass = 0, improved = true; improved && pass < passes; pass++) {
    improved = false;
    for (const u of free)
      for (const t of state.allowedTables[u]!)
        if (t !== state.tableOf[u] && state.fits(u, t) && state.moveDelta(u, t) > 0) {
          state.remove(u);
          state.place(u, t);
          improved = true;
        }
    for (let i = 0; i < free.length; i++)
      for (let j = i + 1; j < free.length; j++) {
        const u = free[i]!;
        const v = free[j]!;
        if (state.tableOf[u] !== state.tableOf[v] && state.canSwap(u, v) && state.swapDelta(u, v) > 0) {
          state.swap(u, v);
          improved = true;
        }
      }
  }
}

export function freeUnits(state: SearchState): number[] {
  const free: number[] = [];
  for (let u = 0; u < state.unitCount; u++) if (state.prepared.pin[u]! < 0) free.push(u);
  return free;
}

/** A temperature at which a typical worsening move is taken about half the time. */
function startTemperature(state: SearchState, free: number[], random: Random): number {
  let sum = 0;
  let seen = 0;
  for (let k = 0; k < 400 && seen < 100; k++) {
    const u = free[random.below(free.length)]!;
    const tables = state.allowedTables[u]!;
    const t = tables[random.below(tables.length)]!;
    if (t === state.tableOf[u]) continue;
    const d = state.moveDelta(u, t);
    if (d < 0) {
      sum -= d;
      seen++;
    }
  }
  return Math.max(1, seen ? sum / seen / Math.LN2 : 1);
}
