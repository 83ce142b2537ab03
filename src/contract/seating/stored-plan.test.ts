import { describe, expect, it } from "vitest";
import type { PlanPerson, SeatingTableView } from "../seating-plan";
import { checkPlan } from "./check-plan";
import { storedPlanInput } from "./stored-plan";

const table = (id: string, shape: SeatingTableView["shape"] = "round"): SeatingTableView => ({
  id,
  name: id,
  shape,
  seats: 4,
  x: 0,
  y: 0,
  rotation: 0,
  locked: false,
});
const person = (key: string, partyId: string, over: Partial<PlanPerson> = {}): PlanPerson => ({
  key,
  name: key,
  partyId,
  partyName: partyId,
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

describe("the automatic seating's input from a stored plan", () => {
  it("keeps the couple's split, the head table's own, and a decliner's seat locked", () => {
    const input = storedPlanInput({
      tables: [table("t1"), table("t2"), table("head", "head")],
      people: [
        person("a", "h1", { tableId: "t1" }),
        person("b", "h1", { tableId: "t2" }),
        person("c", "h2", { tableId: "t1", status: "declined" }),
        person("d", "h2", { status: "declined" }),
        person("e", "h3", { status: "tentative" }),
      ],
    });
    expect(input.tables.map((t) => t.head)).toEqual([false, false, true]);
    expect(input.people.map((p) => [p.id, p.splitFromParty, p.tentative])).toEqual([
      ["a", true, false],
      ["b", true, false],
      ["c", true, false],
      ["e", false, true],
    ]);
    expect(input.assignments).toEqual([
      { personId: "a", tableId: "t1", seat: null, locked: false },
      { personId: "b", tableId: "t2", seat: null, locked: false },
      { personId: "c", tableId: "t1", seat: null, locked: true },
    ]);
    // Moving the decliner's chair away breaks a lock: the server refuses such a plan.
    const moved = checkPlan(input, [{ personId: "c", tableId: "t2" }]);
    expect(moved.filter((v) => v.hard).map((v) => v.code)).toContain("lock_moved");
  });

  it("reads the room plan's exits for the tables near one, and the person who needs one, as the server's check does", () => {
    const input = storedPlanInput({
      tables: [
        { ...table("far"), x: 3000, y: 3000 },
        { ...table("door"), x: 1000, y: 300 },
      ],
      people: [person("a", "h1", { nearExit: true }), person("b", "h2")],
      features: [{ kind: "exit", x: 1000, y: 0, width: 150, depth: 40, rotation: 0 }],
    });
    expect(input.tables.map((t) => [t.id, t.nearExit])).toEqual([
      ["far", false],
      ["door", true],
    ]);
    expect(input.people.map((p) => p.needs?.nearExit ?? false)).toEqual([true, false]);
    const far = checkPlan(input, [{ personId: "a", tableId: "far" }]);
    expect(far.map((v) => [v.code, v.hard])).toEqual([["need_unmet", false]]);
    expect(checkPlan(input, [{ personId: "a", tableId: "door" }]).filter((v) => v.code === "need_unmet")).toEqual([]);
  });
});
