import { describe, expect, it } from "vitest";
import { party, input, seatingInstance, table } from "../test/seating-instances";
import { planSeating, type SeatingPlan } from "./plan-seating";

function best(outcome: ReturnType<typeof planSeating>): SeatingPlan {
  if (outcome.status !== "planned") throw new Error(outcome.status);
  return outcome.best;
}

describe("seats within a table", () => {
  it("numbers seats from 1 with no gaps, households side by side, a high chair after its household", () => {
    const people = [...party("okafor", 3).map((p, k) => (k === 1 ? { ...p, highChair: true } : p)), ...party("diaz", 2), ...party("nguyen", 3)];
    const plan = best(planSeating(input({ tables: [table("A", 8, { highChairs: 1 })], people }), { seed: 1, mode: "replan" }));
    const around = plan.tables[0]!.personIds;
    const partyOf = (id: string) => id.replace(/\d+$/, "");
    // Each household's people are next to each other.
    const runs = around.map(partyOf).filter((h, k, all) => k === 0 || all[k - 1] !== h);
    expect(new Set(runs).size).toBe(runs.length);
    expect(around.indexOf("okafor2")).toBe(around.indexOf("okafor3") + 1);
    const seats = plan.placed.filter((p) => p.seat !== null).map((p) => p.seat!);
    expect(seats.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("puts people kept together next to each other", () => {
    const people = [...party("okafor", 2), ...party("diaz", 2), ...party("nguyen", 2), ...party("rossi", 2)];
    const rules = [{ kind: "together" as const, a: { personId: "okafor2" }, b: { personId: "rossi1" } }];
    const plan = best(planSeating(input({ tables: [table("A", 8)], people, rules }), { seed: 2, mode: "replan" }));
    const around = plan.tables[0]!.personIds;
    expect(around.slice(0, 4)).toEqual(["okafor1", "okafor2", "rossi1", "rossi2"]);
  });

  it("is the same for the same seed and every seat is unique within its table", () => {
    const instance = seatingInstance({ seed: 9, guests: 150, tables: 16, rules: 20 });
    const plan = best(planSeating(instance, { seed: 4, mode: "replan", effort: 0.2 }));
    for (const seating of plan.tables) {
      const seats = plan.placed.filter((p) => p.tableId === seating.tableId && p.seat !== null).map((p) => p.seat!);
      expect(new Set(seats).size).toBe(seats.length);
      expect(Math.max(0, ...seats)).toBeLessThanOrEqual(instance.tables.find((t) => t.id === seating.tableId)!.seats);
    }
    expect(best(planSeating(instance, { seed: 4, mode: "replan", effort: 0.2 })).tables).toEqual(plan.tables);
  });
});
