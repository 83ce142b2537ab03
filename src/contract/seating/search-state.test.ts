import { describe, expect, it } from "vitest";
import { seatingInstance } from "../test/seating-instances";
import { allowedTables } from "./allowed";
import { construct } from "./construct";
import { prepare } from "./prepare";
import { seededRandom } from "./random";
import { scorePlan } from "./score";
import { SearchState } from "./search-state";
import { largestApartGroup } from "./clique";

/** The plan a state holds, person by person, for scorePlan. */
function placedOf(state: SearchState) {
  const { input } = state.prepared.index;
  return input.people.map((p, i) => ({ personId: p.id, tableId: input.tables[state.tableOf[state.prepared.units.unitOf[i]!]!]!.id }));
}

describe("the search's running score", () => {
  it("equals scorePlan after any sequence of moves and swaps", () => {
    const instance = seatingInstance({ seed: 4, guests: 120, tables: 13, rules: 15 });
    const prepared = prepare(instance, "replan");
    const state = new SearchState(prepared, allowedTables(prepared));
    const random = seededRandom(8);
    expect(construct(state, random, 1_000)).toEqual([]);
    const U = state.unitCount;
    for (let step = 0; step < 2_000; step++) {
      const u = random.below(U);
      const v = random.below(U);
      const t = random.below(state.tableCount);
      if (step % 2 && state.allowed[u * state.tableCount + t] && state.tableOf[u] !== t && state.fits(u, t)) {
        const expected = state.score + state.moveDelta(u, t);
        state.remove(u);
        state.place(u, t);
        expect(state.score).toBe(expected);
      } else if (state.tableOf[u] !== state.tableOf[v] && state.canSwap(u, v)) {
        const expected = state.score + state.swapDelta(u, v);
        state.swap(u, v);
        expect(state.score).toBe(expected);
      }
      if (step % 250 === 0) expect(state.score).toBe(scorePlan(instance, placedOf(state)).total);
    }
    expect(state.score).toBe(scorePlan(instance, placedOf(state)).total);
  });
});

describe("largestApartGroup", () => {
  it("finds the largest group of mutually kept-apart units, not the first greedy one", () => {
    // A 4-clique {3,4,5,6} and a star around 0 that a greedy pick by degree would start from.
    const edges = [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 7],
      [0, 8],
      [3, 4],
      [3, 5],
      [3, 6],
      [4, 5],
      [4, 6],
      [5, 6],
    ];
    const adjacency: number[][] = Array.from({ length: 9 }, () => []);
    for (const [a, b] of edges) {
      adjacency[a!]!.push(b!);
      adjacency[b!]!.push(a!);
    }
    expect(largestApartGroup(adjacency, [0, 1, 2, 3, 4, 5, 6, 7, 8]).sort()).toEqual([3, 4, 5, 6]);
    expect(largestApartGroup(adjacency, [0, 1, 2])).toHaveLength(2);
  });
});
