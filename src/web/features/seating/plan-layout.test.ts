import { describe, expect, it } from "vitest";
import type { PlanPerson } from "../../../contract/seating-plan";
import { layoutPlan, seatable } from "./plan-layout";

const person = (key: string, over: Partial<PlanPerson> = {}): PlanPerson => ({
  key,
  name: key,
  partyId: "h",
  partyName: "The Hs",
  side: null,
  tags: [],
  child: false,
  meal: null,
  dietary: null,
  familyName: null,
  status: "coming",
  tableId: null,
  seat: null,
  locked: false,
  highChair: false,
  wheelchair: false,
  nearExit: false,
  ...over,
});

describe("the seating screen's layout", () => {
  it("puts people at their tables in seat order, high chairs beside, and the rest by household", () => {
    const table = { id: "t", name: "Table 1", shape: "round" as const, seats: 4, x: 0, y: 0, rotation: 0, locked: false };
    const layout = layoutPlan({
      tables: [table],
      people: [
        person("b", { tableId: "t", seat: 2 }),
        person("kid", { tableId: "t", highChair: true }),
        person("a", { tableId: "t", seat: 1, status: "declined" }),
        person("c", { partyId: "x", partyName: "Xu", status: "tentative" }),
        person("d", { partyId: "x", partyName: "Xu" }),
      ],
    });
    expect(layout.tables[0]!.people.map((p) => p.key)).toEqual(["a", "b", "kid"]);
    expect(layout.tables[0]!.taken).toBe(2);
    expect(layout.unseated).toEqual([{ id: "x", name: "Xu", people: [expect.objectContaining({ key: "c" }), expect.objectContaining({ key: "d" })] }]);
    expect(layout.counts).toEqual({ seated: 3, unseated: 2, tentative: 1, away: 1, seats: 4 });
    expect(seatable({ people: [person("a", { status: "declined" }), person("c", { status: "tentative" })] }, new Set(["a", "c"]))).toEqual(["c"]);
  });
});
