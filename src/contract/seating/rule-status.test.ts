import { describe, expect, it } from "vitest";
import type { PlanPerson, SeatingTableView } from "../seating-plan";
import { type PlanRule, ZAddRule, droppedRuleText } from "../seating-rules";
import { checkPlan } from "./check-plan";
import { planSeating } from "./plan-seating";
import { newlyBrokenApart, ruleStatuses } from "./rule-status";
import { familyGroup, storedPlanInput } from "./stored-plan";

// The couple's rules on screen and in the engine (docs/decisions/0042-seating-rules.md).

const table = (id: string, shape: SeatingTableView["shape"] = "round", seats = 4): SeatingTableView => ({
  id,
  name: id,
  shape,
  seats,
  x: 0,
  y: 0,
  rotation: 0,
  locked: false,
});
const person = (key: string, partyId: string, tableId: string | null = null, over: Partial<PlanPerson> = {}): PlanPerson => ({
  key,
  name: key,
  partyId,
  partyName: `The ${partyId}s`,
  side: null,
  tags: [],
  child: false,
  meal: null,
  dietary: null,
  familyName: null,
  status: "coming",
  tableId,
  seat: null,
  locked: false,
  highChair: false,
  wheelchair: false,
  nearExit: false,
  ...over,
});
const subject = (type: "person" | "party", id: string, name = id) => ({ type, id, name });
const apart: PlanRule = { id: "r1", kind: "apart", a: subject("person", "Ada"), b: subject("person", "Ben"), note: null };
const together: PlanRule = { id: "r2", kind: "together", a: subject("person", "Ada"), b: subject("party", "Lee", "The Lees"), note: null };
const head: PlanRule = { id: "r3", kind: "head", a: subject("party", "Lee", "The Lees"), b: null, note: null };
const tables = [table("Table 1"), table("Table 3"), table("Head table", "head")];

describe("whether the plan keeps each rule", () => {
  it("says kept, broken or not seated yet, in words naming the tables", () => {
    const at = (ada: string | null, ben: string | null, lee: string | null) => ({
      tables,
      people: [person("Ada", "Okafor", ada), person("Ben", "Smith", ben), person("Kim", "Lee", lee), person("Jo", "Lee", lee)],
      rules: [apart, together, head],
    });
    expect(ruleStatuses(at("Table 3", "Table 3", "Table 3"))).toEqual([
      { ruleId: "r1", state: "broken", text: "Ada and Ben sit together at Table 3." },
      { ruleId: "r2", state: "kept", text: "Ada and The Lees sit together at Table 3." },
      { ruleId: "r3", state: "broken", text: "The Lees sit at Table 3, not at a head table." },
    ]);
    expect(ruleStatuses(at("Table 1", "Table 3", "Head table")).map((status) => [status.state, status.text])).toEqual([
      ["kept", "Ada and Ben sit at different tables."],
      ["broken", "Ada and The Lees sit at different tables (Table 1 and Head table)."],
      ["kept", "The Lees sit at Head table."],
    ]);
    expect(ruleStatuses(at(null, "Table 3", null)).map((status) => status.state)).toEqual(["waiting", "waiting", "waiting"]);
  });

  it("names only a keep-apart a move newly broke, for the screen's warning", () => {
    const plan = (ben: string) => ({ tables, people: [person("Ada", "Okafor", "Table 1"), person("Ben", "Smith", ben)], rules: [apart] });
    const before = ruleStatuses(plan("Table 3"));
    expect(newlyBrokenApart(before, ruleStatuses(plan("Table 1")), [apart]).map((status) => status.text)).toEqual(["Ada and Ben sit together at Table 1."]);
    expect(newlyBrokenApart(ruleStatuses(plan("Table 1")), ruleStatuses(plan("Table 1")), [apart])).toEqual([]);
  });
});

describe("the stored rules in the engine", () => {
  it("go to the engine with the plan, so checkPlan calls a broken keep-apart hard and the search keeps it", () => {
    const people = [person("Ada", "Okafor"), person("Ben", "Smith"), person("Kim", "Lee"), person("Jo", "Lee")];
    const input = storedPlanInput({ tables: [table("Table 1"), table("Table 3")], people, rules: [apart, together] });
    expect(input.rules).toEqual([
      { id: "r1", kind: "apart", a: { personId: "Ada" }, b: { personId: "Ben" } },
      { id: "r2", kind: "together", a: { personId: "Ada" }, b: { partyId: "Lee" } },
    ]);
    const violations = checkPlan(input, [
      { personId: "Ada", tableId: "Table 1" },
      { personId: "Ben", tableId: "Table 1" },
    ]);
    expect(violations.find((violation) => violation.code === "apart_together")).toMatchObject({ hard: true, ruleIndexes: [0] });
    const outcome = planSeating(input, { seed: 1, mode: "fill", effort: 0.05 });
    if (outcome.status !== "planned") throw new Error(outcome.status);
    const tableOf = new Map(outcome.best.placed.map((placed) => [placed.personId, placed.tableId]));
    expect(tableOf.get("Ada")).not.toBe(tableOf.get("Ben"));
    expect(tableOf.get("Ada")).toBe(tableOf.get("Kim"));
  });

  it("explains in words when the rules cannot all hold", () => {
    const people = [person("Ada", "Okafor"), person("Ben", "Smith"), person("Cy", "Cole")];
    const rules: PlanRule[] = [
      apart,
      { id: "r4", kind: "apart", a: subject("person", "Ada"), b: subject("person", "Cy"), note: null },
      { id: "r5", kind: "apart", a: subject("person", "Ben"), b: subject("person", "Cy"), note: null },
    ];
    const outcome = planSeating(storedPlanInput({ tables: [table("Table 1"), table("Table 3")], people, rules }), { seed: 1, mode: "fill" });
    if (outcome.status === "planned") throw new Error("planned");
    expect(outcome.status).toBe("infeasible");
    expect(outcome.problems.map((problem) => problem.text).join(" ")).toMatch(/Ada, Ben and Cy .*kept apart.*2 tables/);
  });

  it("feeds who knows whom: side, tags, and the family name as the group, named in the score", () => {
    expect(familyGroup("Okafor")).toBe(familyGroup(" OKÁFOR "));
    expect(familyGroup(null)).toBeNull();
    const people = [
      person("Ada", "Okafor1", null, { familyName: "Okafor" }),
      person("Chidi", "Okafor2", null, { familyName: "Okafor" }),
      person("Ben", "Smith", null, { familyName: "Smith", tags: ["Work"], side: "bride" }),
      person("Jo", "Jones", null, { familyName: "Jones", tags: ["work"], side: "bride" }),
    ];
    const input = storedPlanInput({ tables: [table("Table 1", "round", 2), table("Table 3", "round", 2)], people });
    expect(input.people.map((p) => [p.groupKey, p.side, p.tags])).toEqual([
      ["family:okafor", null, []],
      ["family:okafor", null, []],
      ["family:smith", "bride", ["Work"]],
      ["family:jones", "bride", ["work"]],
    ]);
    const outcome = planSeating(input, { seed: 3, mode: "fill", effort: 0.05 });
    if (outcome.status !== "planned") throw new Error(outcome.status);
    expect(outcome.best.score.lines.map((line) => line.text)).toEqual([
      "1 of 1 pair who know each other (same family or group) sit together: +10 points",
      "1 of 1 pair who share a tag sit together: +3 points",
      "1 of the 2 pairs of tablemates from different households are from the same side: +1 points",
    ]);
  });
});

describe("a rule as the couple writes it", () => {
  it("names two different subjects for together and apart, one for the head table", () => {
    const ok = ZAddRule.safeParse({ version: 0, kind: "apart", a: { personKey: "guest:1" }, b: { partyId: "p" } });
    expect(ok.success).toBe(true);
    for (const bad of [
      { version: 0, kind: "apart", a: { personKey: "guest:1" } },
      { version: 0, kind: "apart", a: { partyId: "p" }, b: { partyId: "p" } },
      { version: 0, kind: "head", a: { partyId: "p" }, b: { partyId: "q" } },
      { version: 0, kind: "near", a: { partyId: "p" } },
      { version: 0, kind: "head", a: { partyId: "p", personKey: "guest:1" } },
      { version: 0, kind: "head", a: { partyId: "p" }, note: "\u0000" },
    ])
      expect(ZAddRule.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it("says whom a dropped rule named", () => {
    expect(droppedRuleText(apart, [apart.b!])).toBe("The keep-apart rule for Ada and Ben no longer applies: Ben is no longer coming or on the guest list.");
    expect(droppedRuleText(head, [head.a])).toBe("The head-table rule for The Lees no longer applies: The Lees are no longer coming or on the guest list.");
  });
});
