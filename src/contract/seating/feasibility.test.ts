import { describe, expect, it } from "vitest";
import { party, input, table } from "../test/seating-instances";
import { explainInfeasible } from "./feasibility";
import { MAX_SEATED_PEOPLE } from "./model";
import { planSeating } from "./plan-seating";

const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

describe("explainInfeasible", () => {
  it("finds nothing wrong with a plan that can hold", () => {
    expect(explainInfeasible(input({ tables: [table("A", 4), table("B", 4)], people: [...party("okafor", 3), ...party("diaz", 4)] }))).toEqual([]);
  });

  it("names a household larger than any table, and says splitting it helps", () => {
    const people = party("okafor", 7);
    const problems = explainInfeasible(input({ tables: [table("A", 6), table("B", 6)], people, parties: [{ id: "okafor", name: "The Okafor family" }] }));
    expect(codes(problems)).toEqual(["unit_too_large"]);
    expect(problems[0]!.text).toBe(
      "The Okafor family (7 people, who sit together) cannot fit at any table: they need 7 seats together and the largest has 6. Split the household, or make a table bigger.",
    );
    expect(problems[0]!.personIds).toHaveLength(7);
    // Once the couple splits two of them off, the rest fit.
    const split = people.map((p, k) => (k >= 5 ? { ...p, splitFromParty: true } : p));
    expect(explainInfeasible(input({ tables: [table("A", 6), table("B", 6)], people: split }))).toEqual([]);
  });

  it("blames a keep-together rule that makes a group too large", () => {
    const problems = explainInfeasible(
      input({
        tables: [table("A", 6), table("B", 6)],
        people: [...party("okafor", 4), ...party("diaz", 3)],
        rules: [{ kind: "together", a: { partyId: "okafor" }, b: { partyId: "diaz" } }],
      }),
    );
    expect(codes(problems)).toEqual(["unit_too_large"]);
    expect(problems[0]!.text).toMatch(/Split the household, drop a keep-together rule, or make a table bigger\./);
    expect(problems[0]!.ruleIndexes).toEqual([0]);
  });

  it("counts seats, high chairs and wheelchair spaces against the people to seat", () => {
    const tooFew = explainInfeasible(input({ tables: [table("A", 4), table("B", 4)], people: [...party("a", 3), ...party("b", 3), ...party("c", 3)] }));
    expect(codes(tooFew)).toEqual(["too_few_places"]);
    expect(tooFew[0]!.text).toBe("Too few seats: the people to seat need 9 seats but the tables have 8 seats free. Add seats or tables, or seat fewer people.");

    const babies = [...party("a", 2), { ...party("a", 3)[2]!, highChair: true }, ...party("b", 1), { ...party("b", 2)[1]!, highChair: true }];
    const highChairs = explainInfeasible(input({ tables: [table("A", 4, { highChairs: 1 }), table("B", 4)], people: babies }));
    expect(codes(highChairs)).toEqual(["too_few_places"]);
    expect(highChairs[0]!.text).toMatch(/^Too few high chairs: .* need 2 high chairs but the tables have 1 high chair free/);
  });

  it("says when more people are kept mutually apart than there are tables", () => {
    const people = ["a", "b", "c", "d"].flatMap((h) => party(h, 1));
    const rules = [
      ["a", "b"],
      ["a", "c"],
      ["a", "d"],
      ["b", "c"],
      ["b", "d"],
      ["c", "d"],
    ].map(([a, b]) => ({ kind: "apart" as const, a: { partyId: a! }, b: { partyId: b! } }));
    const problems = explainInfeasible(input({ tables: [table("A", 4), table("B", 4), table("C", 4)], people, rules }));
    expect(codes(problems)).toEqual(["apart_clique"]);
    expect(problems[0]!.text).toBe(
      "A 1, B 1, C 1 and D 1 are all to be kept apart from each other, so they need 4 tables, but only 3 tables suit them. Remove a keep-apart rule, or add a table.",
    );
    expect(problems[0]!.ruleIndexes.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // Three of them fit three tables.
    expect(
      explainInfeasible(input({ tables: [table("A", 4), table("B", 4), table("C", 4)], people, rules: rules.slice(0, 1).concat(rules[1]!, rules[3]!) })),
    ).toEqual([]);
  });

  it("says keep-apart cannot hold between people who must sit together", () => {
    const problems = explainInfeasible(
      input({
        tables: [table("A", 6), table("B", 6)],
        people: [...party("okafor", 2), ...party("diaz", 2)],
        rules: [
          { kind: "together", a: { personId: "okafor1" }, b: { personId: "diaz1" } },
          { kind: "apart", a: { personId: "okafor2" }, b: { personId: "diaz2" } },
        ],
      }),
    );
    expect(codes(problems)).toEqual(["apart_within_unit"]);
    expect(problems[0]!.text).toBe(
      "Okafor 2 and Diaz 2 are to be kept apart, but they must sit at one table: keep-together rules and households link Okafor 2, Okafor 1, Diaz 1 and Diaz 2. Remove the keep-apart rule, or remove a keep-together rule or split a household.",
    );
    expect(problems[0]!.ruleIndexes).toEqual([1, 0]);
  });

  it("finds locks that break capacity, keep-apart or a household", () => {
    const tables = [table("A", 3), table("B", 6)];
    const people = [...party("okafor", 2), ...party("diaz", 2)];
    const overfull = explainInfeasible(
      input({
        tables,
        people,
        assignments: [
          { personId: "okafor1", tableId: "A", locked: true },
          { personId: "diaz1", tableId: "A", locked: true },
        ],
      }),
    );
    expect(codes(overfull)).toEqual(["pinned_over_capacity"]);
    expect(overfull[0]!.text).toMatch(/^Table A has 3 seats, but 4 are needed by the people locked there with their households/);

    const apart = explainInfeasible(
      input({
        tables,
        people,
        rules: [{ kind: "apart", a: { partyId: "okafor" }, b: { partyId: "diaz" } }],
        assignments: [
          { personId: "okafor1", tableId: "B", locked: true },
          { personId: "diaz2", tableId: "B", locked: true },
        ],
      }),
    );
    expect(codes(apart)).toEqual(["pinned_apart"]);
    expect(apart[0]!.ruleIndexes).toEqual([0]);

    const twoTables = explainInfeasible(
      input({
        tables,
        people,
        assignments: [
          { personId: "okafor1", tableId: "A", locked: true },
          { personId: "okafor2", tableId: "B", locked: true },
        ],
      }),
    );
    expect(codes(twoTables)).toEqual(["pinned_two_tables"]);
    expect(twoTables[0]!.text).toBe(
      "Okafor 1 (locked at Table A) and Okafor 2 (locked at Table B) must sit at one table: they are one household (Okafor 1's household). Move one of them, or split the household.",
    );
  });

  it("only counts people already seated as fixed when filling", () => {
    const tables = [table("A", 3), table("B", 6)];
    const people = [...party("okafor", 2), ...party("diaz", 2)];
    const assignments = [
      { personId: "okafor1", tableId: "A" },
      { personId: "okafor2", tableId: "B" },
    ];
    expect(codes(explainInfeasible(input({ tables, people, assignments }), "fill"))).toEqual(["pinned_two_tables"]);
    expect(explainInfeasible(input({ tables, people, assignments }), "replan")).toEqual([]);
  });

  it("names needs no table meets", () => {
    const wheelchair = explainInfeasible(input({ tables: [table("A", 6), table("B", 6)], people: [...party("okafor", 1, { needs: { wheelchair: true } })] }));
    expect(codes(wheelchair)).toEqual(["no_fitting_table"]);
    expect(wheelchair[0]!.text).toBe("1 wheelchair space is needed at the table of Okafor 1, but no table has one.");

    const exit = explainInfeasible(input({ tables: [table("A", 6)], people: party("okafor", 2).map((p, k) => (k ? { ...p, needs: { nearExit: true } } : p)) }));
    expect(exit[0]!.text).toBe("A seat near an exit is needed for Okafor 1's household (2 people, who sit together), but no table is marked near an exit.");

    const head = explainInfeasible(input({ tables: [table("A", 6)], people: party("couple", 2), rules: [{ kind: "head", subject: { partyId: "couple" } }] }));
    expect(codes(head)).toEqual(["no_fitting_table"]);
    expect(head[0]!.text).toMatch(/but no table is marked as the head table\.$/);
  });

  it("says when there are no tables yet", () => {
    expect(explainInfeasible(input({ tables: [], people: party("okafor", 2) })).map((p) => p.text)).toEqual([
      "There are no tables yet: add tables to seat 2 people.",
    ]);
  });

  it("refuses more people than an event's bound", () => {
    const people = Array.from({ length: MAX_SEATED_PEOPLE + 1 }, (_, k) => party(`h${k}x`, 1)[0]!);
    expect(codes(explainInfeasible(input({ tables: [table("A", 10)], people })))).toEqual(["too_many"]);
  });
});

describe("planSeating when the rules cannot all hold", () => {
  it("returns the explanation and no plan", () => {
    const outcome = planSeating(input({ tables: [table("A", 4)], people: party("okafor", 5) }), { seed: 1, mode: "replan" });
    expect(outcome.status).toBe("infeasible");
    if (outcome.status === "infeasible") expect(codes(outcome.problems)).toEqual(["unit_too_large"]);
  });

  it("says who is left without a seat when the free seats are spread out", () => {
    // 12 seats for 12 people, but each table of 6 takes one household of 4: one household is left over.
    const people = [...party("a", 4), ...party("b", 4), ...party("c", 4)];
    const outcome = planSeating(input({ tables: [table("A", 6), table("B", 6)], people }), { seed: 3, mode: "replan" });
    expect(outcome.status).toBe("unsolved");
    if (outcome.status !== "unsolved") return;
    expect(outcome.problems[0]!.text).toMatch(/^No plan was found that seats everyone and keeps every rule: A 1's household|B 1's household|C 1's household/);
    expect(outcome.problems[0]!.text).toMatch(/The most free at one table they may use is 2 seats, and some need 4 together/);
    expect(outcome.partial.unseated).toHaveLength(4);
    expect(outcome.partial.placed).toHaveLength(8);
  });
});
