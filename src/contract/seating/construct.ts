import { type Random, shuffle } from "./random";
import type { SearchState } from "./search-state";

/**
 * A first plan that breaks no hard rule: pinned units where they are, then the hardest units
 * first (fewest tables, largest, most keep-apart rules) each at the table where it knows most
 * people, the tightest fit breaking ties. Units that find no room are placed by evicting others
 * (the fewest seats, avoiding units just moved), who queue again: a bounded repair, so a packing
 * that exists is usually found and one that does not ends with the units still waiting.
 * Returns the units left unplaced (empty on success).
 */
export function construct(state: SearchState, random: Random, maxRepairs: number): number[] {
  const { prepared } = state;
  const { units } = prepared.units;
  const free: number[] = [];
  units.forEach((_, u) => (prepared.pin[u]! >= 0 ? state.place(u, prepared.pin[u]!) : free.push(u)));
  const order = shuffle(free, random).sort(
    (a, b) =>
      state.allowedTables[a]!.length - state.allowedTables[b]!.length ||
      units[b]!.seats + units[b]!.highChairs - (units[a]!.seats + units[a]!.highChairs) ||
      prepared.apart[b]!.length - prepared.apart[a]!.length,
  );
  const waiting: number[] = [];
  for (const u of order) if (!placeBest(state, u, random)) waiting.push(u);

  const movedAt = new Int32Array(units.length).fill(-1000);
  for (let step = 0; waiting.length && step < maxRepairs; step++) {
    const u = waiting.shift()!;
    if (placeBest(state, u, random)) continue;
    let bestTable = -1;
    let bestCost = Infinity;
    let bestEvict: number[] = [];
    for (const t of shuffle([...state.allowedTables[u]!], random)) {
      const evict = evictionFor(state, u, t, random);
      if (!evict) continue;
      const cost = evict.reduce((sum, v) => sum + units[v]!.seats + units[v]!.highChairs + (step - movedAt[v]! < 8 ? 50 : 0), 0);
      if (cost < bestCost) [bestTable, bestCost, bestEvict] = [t, cost, evict];
    }
    if (bestTable < 0) {
      waiting.push(u);
      continue;
    }
    for (const v of bestEvict) state.remove(v);
    state.place(u, bestTable);
    movedAt[u] = step;
    for (const v of bestEvict) if (!placeBest(state, v, random, bestTable)) waiting.push(v);
  }
  return waiting;
}

/** Puts u at the allowed table with room where it gains most (tightest fit next); false when none has room. */
function placeBest(state: SearchState, u: number, random: Random, avoid = -1): boolean {
  const { cap } = state.prepared;
  let best = -1;
  let bestGain = -Infinity;
  let bestRoom = Infinity;
  for (const t of state.allowedTables[u]!) {
    if (t === avoid || !state.fits(u, t)) continue;
    const gain = state.gainAt(u, t);
    const room = cap.seats[t]! - state.load.seats[t]!;
    if (gain > bestGain || (gain === bestGain && (room < bestRoom || (room === bestRoom && random.next() < 0.5)))) {
      [best, bestGain, bestRoom] = [t, gain, room];
    }
  }
  if (best < 0) return false;
  state.place(u, best);
  return true;
}

/** Free units to take away from t so u fits there: everyone kept apart from u, then others until there is room; null if pinned people alone leave no room. */
function evictionFor(state: SearchState, u: number, t: number, random: Random): number[] | null {
  const { prepared } = state;
  const { units } = prepared.units;
  const unit = units[u]!;
  const here = state.at[t]!;
  if (here.some((v) => prepared.pin[v]! >= 0 && state.apartPair[u * state.unitCount + v])) return null;
  const evict = here.filter((v) => state.apartPair[u * state.unitCount + v]);
  const rest = shuffle(
    here.filter((v) => prepared.pin[v]! < 0 && !evict.includes(v)),
    random,
  );
  const over = () => {
    const freed = (key: "seats" | "highChairs" | "wheelchairs") => evict.reduce((sum, v) => sum + units[v]![key], 0);
    return (
      state.load.seats[t]! - freed("seats") + unit.seats > prepared.cap.seats[t]! ||
      state.load.highChairs[t]! - freed("highChairs") + unit.highChairs > prepared.cap.highChairs[t]! ||
      state.load.wheelchairs[t]! - freed("wheelchairs") + unit.wheelchairs > prepared.cap.wheelchairs[t]!
    );
  };
  while (over()) {
    const next = rest.shift();
    if (next === undefined) return null;
    evict.push(next);
  }
  return evict;
}
