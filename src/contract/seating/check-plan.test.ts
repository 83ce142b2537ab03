import { describe, expect, it } from "vitest";
import { party, input, table } from "../test/seating-instances";
import { checkPlan } from "./check-plan";
import type { SeatingInput } from "./model";

const base: SeatingInput = input({
  tables: [table("A", 4, { highChairs: 1, wheelchairSpaces: 1 }), table("B", 4, { head: true, nearExit: true })],
  people: [...party("okafor", 2), ...party("diaz", 2), ...party("nguyen", 1)],
  parties: [{ id: "okafor", name: "The Okafor family" }],
});
const at = (tableId: string, ...personIds: string[]) => personIds.map((personId) => ({ personId, tableId }));
const found = (plan: ReturnType<typeof at>, over: Partial<SeatingInput> = {}) =>
  checkPlan({ ...base, ...over }, plan).map(({ code, hard, text }) => ({ code, hard, text }));

describe("checkPlan", () => {
  it("accepts a plan that keeps every rule, also one still in progress", () => {
    expect(found([...at("A", "okafor1", "okafor2", "nguyen1"), ...at("B", "diaz1", "diaz2")])).toEqual([]);
    expect(found(at("A", "okafor1", "okafor2"))).toEqual([]);
  });

  it("finds a table over capacity, a seat given twice and a seat that does not exist", () => {
    expect(found(at("A", "okafor1", "okafor2", "diaz1", "diaz2", "nguyen1"))).toEqual([
      { code: "over_capacity", hard: true, text: "Table A has 4 seats but 5 people need one." },
    ]);
    const seats = [
      { personId: "okafor1", tableId: "A", seat: 1 },
      { personId: "okafor2", tableId: "A", seat: 1 },
      { personId: "nguyen1", tableId: "A", seat: 5 },
    ];
    expect(found(seats).map((v) => v.code)).toEqual(["seat_taken", "seat_out_of_range"]);
  });

  it("counts high chairs and wheelchair spaces as capacity", () => {
    const people = [...party("okafor", 2), { ...party("okafor", 3)[2]!, highChair: true }, { ...party("okafor", 4)[3]!, highChair: true }];
    expect(found(at("A", "okafor1", "okafor2", "okafor3", "okafor4"), { people })).toEqual([
      { code: "over_capacity", hard: true, text: "Table A has 1 high chair but 2 people need one." },
    ]);
    const wheels = party("okafor", 2, { needs: { wheelchair: true } });
    expect(found(at("A", "okafor1", "okafor2"), { people: wheels }).map((v) => v.code)).toEqual(["over_capacity"]);
  });

  it("finds a household at two tables, unless it was split", () => {
    expect(found([...at("A", "okafor1"), ...at("B", "okafor2")])).toEqual([
      {
        code: "household_split",
        hard: true,
        text: "The Okafor family sit at different tables (Table A and Table B); a household sits together unless it is split.",
      },
    ]);
    const split = base.people.map((p) => (p.id === "okafor2" ? { ...p, splitFromParty: true } : p));
    expect(found([...at("A", "okafor1"), ...at("B", "okafor2")], { people: split })).toEqual([]);
  });

  it("finds people kept apart at one table, and keep-together broken (not hard)", () => {
    const rules: SeatingInput["rules"] = [
      { kind: "apart", a: { partyId: "okafor" }, b: { personId: "nguyen1" } },
      { kind: "together", a: { partyId: "diaz" }, b: { personId: "nguyen1" } },
    ];
    expect(found([...at("A", "okafor1", "okafor2", "nguyen1"), ...at("B", "diaz1", "diaz2")], { rules })).toEqual([
      { code: "apart_together", hard: true, text: "The Okafor family and Nguyen 1 are to be kept apart but sit together at Table A." },
      { code: "together_apart", hard: false, text: "Diaz 1's household and Nguyen 1 are to be kept together but sit at different tables." },
    ]);
  });

  it("finds head-table people elsewhere and needs unmet, as rules the couple may break by hand", () => {
    const people = base.people.map((p) => (p.id === "nguyen1" ? { ...p, needs: { nearExit: true } } : p));
    const rules: SeatingInput["rules"] = [{ kind: "head", subject: { partyId: "okafor" } }];
    expect(found(at("A", "okafor1", "okafor2", "nguyen1"), { people, rules })).toEqual([
      { code: "head_table", hard: false, text: "Okafor 1 and Okafor 2 are for the head table but sit elsewhere." },
      { code: "need_unmet", hard: false, text: "Nguyen 1 needs a seat near an exit, but Table A is not near one." },
    ]);
  });

  it("refuses moving a locked person or changing a locked table", () => {
    const assignments = [
      { personId: "okafor1", tableId: "A", locked: true },
      { personId: "okafor2", tableId: "A" },
      { personId: "diaz1", tableId: "B" },
      { personId: "diaz2", tableId: "B" },
    ];
    const tables = [base.tables[0]!, { ...base.tables[1]!, locked: true }];
    expect(found([...at("B", "okafor1", "okafor2", "diaz1", "diaz2")], { assignments, tables }).map((v) => [v.code, v.hard])).toEqual([
      ["lock_moved", true],
      ["locked_table_changed", true],
    ]);
    expect(found([...at("A", "okafor1", "okafor2"), ...at("B", "diaz1", "diaz2")], { assignments, tables })).toEqual([]);
  });

  it("refuses people and tables that are not in the plan, and anyone placed twice", () => {
    expect(found([...at("A", "okafor1"), ...at("A", "okafor1"), ...at("Z", "diaz1"), ...at("A", "stranger")]).map((v) => v.code)).toEqual([
      "seated_twice",
      "unknown_table",
      "unknown_person",
    ]);
  });
});
