import { describe, expect, it } from "vitest";
import { party, input, seatingInstance, table } from "../test/seating-instances";
import { checkPlan } from "./check-plan";
import type { SeatingAssignment, SeatingInput } from "./model";
import { planSeating, type SeatingOutcome, type SeatingPlan } from "./plan-seating";
import { seededRandom } from "./random";

/** Small enough to run many seeds in a unit test; the budgets are bench/'s. */
const quick = { effort: 0.15 } as const;

function planned(outcome: SeatingOutcome): { best: SeatingPlan; alternatives: SeatingPlan[] } {
  if (outcome.status !== "planned") throw new Error(`${outcome.status}: ${outcome.problems.map((p) => p.text).join(" | ")}`);
  return outcome;
}

const tableOf = (plan: SeatingPlan) => new Map(plan.placed.map((p) => [p.personId, p.tableId]));

function expectSound(instance: SeatingInput, plan: SeatingPlan) {
  expect(checkPlan(instance, plan.placed)).toEqual([]);
  expect(plan.unseated).toEqual([]);
  expect(new Set(plan.placed.map((p) => p.personId)).size).toBe(instance.people.length);
  expect(plan.placed).toHaveLength(instance.people.length);
  expect(plan.tables.map((t) => t.tableId).sort()).toEqual(instance.tables.map((t) => t.id).sort());
}

describe("planSeating", () => {
  it("never breaks a rule and seats everyone, over many seeded instances", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const random = seededRandom(seed * 7919);
      const guests = 20 + random.below(140);
      const tables = Math.ceil(guests / (6 + random.below(5)));
      const instance = seatingInstance({ seed, guests, tables, rules: random.below(guests / 4), slack: 1.05 + random.next() * 0.2 });
      const { best, alternatives } = planned(planSeating(instance, { seed, mode: "replan", ...quick }));
      expectSound(instance, best);
      alternatives.forEach((alternative) => expectSound(instance, alternative));
    }
  });

  it("gives the same plan for the same seed, and tells progress as it goes", () => {
    const instance = seatingInstance({ seed: 5, guests: 120, tables: 13, rules: 20 });
    const fractions: number[] = [];
    const first = planSeating(instance, { seed: 42, mode: "replan", ...quick, onProgress: (p) => fractions.push(p.fraction) });
    expect(planSeating(instance, { seed: 42, mode: "replan", ...quick })).toEqual(first);
    expect(fractions.length).toBeGreaterThan(10);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    const other = planned(planSeating(instance, { seed: 43, mode: "replan", ...quick }));
    expect(other.best.placed).not.toEqual(planned(first).best.placed);
  });

  it("offers two alternatives that differ from the best plan and from each other, scored no higher", () => {
    for (const seed of [1, 2, 3]) {
      const instance = seatingInstance({ seed, guests: 60, tables: 7, rules: 8 });
      const { best, alternatives } = planned(planSeating(instance, { seed, mode: "replan", ...quick }));
      expect(alternatives).toHaveLength(2);
      for (const alternative of alternatives) {
        expect(alternative.differsFromBest).toBeGreaterThan(0);
        expect(alternative.score.total).toBeLessThanOrEqual(best.score.total);
      }
      expect(tableOf(alternatives[0]!)).not.toEqual(tableOf(alternatives[1]!));
    }
  });

  it("leaves locked people and locked tables untouched when re-planning", () => {
    for (const seed of [11, 12, 13, 14]) {
      const instance = seatingInstance({ seed, guests: 90, tables: 10, rules: 12 });
      const first = planned(planSeating(instance, { seed, mode: "replan", ...quick })).best;
      const random = seededRandom(seed);
      const lockedTable = instance.tables.find((t) => !t.head && first.tables.find((s) => s.tableId === t.id)!.personIds.length > 0)!;
      const assignments: SeatingAssignment[] = first.placed.map((p) => ({
        personId: p.personId,
        tableId: p.tableId,
        seat: p.seat,
        locked: random.next() < 0.2,
      }));
      const relocked: SeatingInput = { ...instance, assignments, tables: instance.tables.map((t) => (t === lockedTable ? { ...t, locked: true } : t)) };
      const again = planned(planSeating(relocked, { seed: seed + 100, mode: "replan", ...quick }));
      for (const plan of [again.best, ...again.alternatives]) {
        expectSound(relocked, plan);
        const now = tableOf(plan);
        for (const a of assignments.filter((a) => a.locked)) expect(now.get(a.personId)).toBe(a.tableId);
        const atLocked = (placed: { personId: string; tableId: string }[]) =>
          placed
            .filter((p) => p.tableId === lockedTable.id)
            .map((p) => p.personId)
            .sort();
        expect(atLocked(plan.placed)).toEqual(atLocked(first.placed));
        // A locked person keeps their seat number too.
        for (const a of assignments.filter((a) => a.locked && a.seat != null)) expect(plan.placed.find((p) => p.personId === a.personId)!.seat).toBe(a.seat);
      }
      expect(again.best.placed.filter((p) => p.locked).length).toBeGreaterThan(assignments.filter((a) => a.locked).length);
    }
  });

  it("fills the unseated around everyone already seated", () => {
    for (const seed of [21, 22, 23]) {
      const instance = seatingInstance({ seed, guests: 100, tables: 11, rules: 10 });
      const first = planned(planSeating(instance, { seed, mode: "replan", ...quick })).best;
      const random = seededRandom(seed);
      const keptParties = new Set(instance.people.map((p) => p.partyId).filter(() => random.next() < 0.6));
      const assignments = first.placed
        .filter((p) => keptParties.has(instance.people.find((q) => q.id === p.personId)!.partyId))
        .map((p) => ({ personId: p.personId, tableId: p.tableId, seat: p.seat }));
      const partial = { ...instance, assignments };
      const filled = planned(planSeating(partial, { seed: seed + 1, mode: "fill", ...quick }));
      for (const plan of [filled.best, ...filled.alternatives]) {
        expectSound(partial, plan);
        const now = tableOf(plan);
        for (const a of assignments) expect(now.get(a.personId)).toBe(a.tableId);
        for (const a of assignments) expect(plan.placed.find((p) => p.personId === a.personId)!.seat).toBe(a.seat);
      }
    }
  });

  it("seats tentative people and marks them, and keeps households and high chairs together", () => {
    const people = [
      ...party("okafor", 3).map((p, k) => (k === 2 ? { ...p, highChair: true } : p)),
      ...party("diaz", 2, { tentative: true }),
      ...party("nguyen", 4),
    ];
    const { best } = planned(planSeating(input({ tables: [table("A", 5, { highChairs: 1 }), table("B", 5)], people }), { seed: 1, mode: "replan" }));
    expect(best.placed.filter((p) => p.tentative).map((p) => p.personId)).toEqual(
      ["diaz1", "diaz2"].filter((id) => best.placed.some((p) => p.personId === id)),
    );
    expect(best.placed.filter((p) => p.tentative)).toHaveLength(2);
    const baby = best.placed.find((p) => p.personId === "okafor3")!;
    expect(baby).toMatchObject({ tableId: "A", seat: null });
    expect(best.score.facts).toContain("2 people seated tentatively: they have not replied yet.");
  });
});
