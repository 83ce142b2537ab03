import { describe, expect, it } from "vitest";
import type { PlanPerson, SeatingTableView, SeatingView } from "../seating-plan";
import { mealMarks } from "./meal-marks";
import { catererSheet, compareByFamilyName, escortCards, familyNameOf, placeCards } from "./sheets";

const table = (id: string, name: string): SeatingTableView => ({ id, name, shape: "round", seats: 8, x: 0, y: 0, rotation: 0, locked: false });
const person = (key: string, name: string, over: Partial<PlanPerson> = {}): PlanPerson => ({
  key,
  name,
  partyId: `p-${key}`,
  partyName: `Household ${key}`,
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

const view: Pick<SeatingView, "tables" | "people" | "mealOptions"> = {
  tables: [table("t1", "Table 1"), table("t2", "The Roses")],
  mealOptions: ["Chicken", "Beef", "Vegetarian"],
  people: [
    person("a", "Chidi Okafor", { tableId: "t2", seat: 2, meal: "Beef", familyName: "Okafor" }),
    person("b", "Ana García López", { tableId: "t1", seat: 1, meal: "Vegetarian", familyName: "García López", dietary: "No nuts" }),
    person("c", "Ana de la Vega", { tableId: "t1", seat: 3, meal: "Chicken" }),
    person("d", "Émile Zola", { tableId: "t2", seat: 1, meal: "Chicken", wheelchair: true }),
    person("e", "Baby Okafor", { tableId: "t2", highChair: true, child: true, familyName: "Okafor", status: "tentative" }),
    person("f", "Gone Person", { tableId: "t1", seat: 2, status: "declined", meal: "Beef" }),
    person("g", "Léa Ölund", { meal: "Fish (old option)" }),
    person("h", "ليلى الحسيني", { tableId: "t1", seat: 4, meal: "Beef" }),
  ],
};

describe("the printed sheets", () => {
  it("reads a family name from the guest list, else from how a name is written, particles included", () => {
    expect(familyNameOf({ name: "Ana García López", familyName: "García López" })).toBe("García López");
    expect(familyNameOf({ name: "Ana de la Vega", familyName: null })).toBe("de la Vega");
    expect(familyNameOf({ name: "Madonna", familyName: null })).toBe("Madonna");
    // Accents and case aside, as the product compares names: Ölund sorts with O.
    expect(
      ["Léa Ölund", "Sam Olsen", "Ola Nowak"]
        .map((name) => ({ name, familyName: null }))
        .sort(compareByFamilyName)
        .map((p) => p.name),
    ).toEqual(["Ola Nowak", "Sam Olsen", "Léa Ölund"]);
  });

  it("lists escort cards by family name with each person's table, leaving out who declined and who has no table", () => {
    expect(escortCards(view).map((card) => `${card.name} · ${card.tableName}`)).toEqual([
      // "de la Vega" as written, under D.
      "Ana de la Vega · Table 1",
      "Ana García López · Table 1",
      "Baby Okafor · The Roses",
      "Chidi Okafor · The Roses",
      "Émile Zola · The Roses",
      "ليلى الحسيني · Table 1",
    ]);
  });

  it("gives place cards in seat order with a mark per meal, a high chair after the seats", () => {
    expect(placeCards(view).map((card) => `${card.tableName} ${card.name} ${card.mark.letter}${card.mark.symbol}`)).toEqual([
      "Table 1 Ana García López V▲",
      "Table 1 Ana de la Vega C●",
      "Table 1 ليلى الحسيني B■",
      "The Roses Émile Zola C●",
      "The Roses Chidi Okafor B■",
      "The Roses Baby Okafor –○",
    ]);
  });

  it("never gives two meals one letter, and marks answers that are no longer options", () => {
    const initials = mealMarks(["Chicken", "Beef", "Vegetarian"], ["Beef", null]);
    expect(initials.legend.map((mark) => [mark.meal, mark.letter])).toEqual([
      ["Chicken", "C"],
      ["Beef", "B"],
      ["Vegetarian", "V"],
      [null, "–"],
    ]);
    const clash = mealMarks(["Beef", "Bream", "Vegan"], ["Salmon"]);
    expect(clash.legend.map((mark) => mark.letter)).toEqual(["A", "B", "C", "D"]);
    expect(clash.of("Salmon").meal).toBe("Salmon");
    expect(new Set(clash.legend.map((mark) => mark.symbol)).size).toBe(4);
    expect(mealMarks(["دجاج", "لحم"], []).legend.map((mark) => mark.letter)).toEqual(["د", "ل"]);
  });

  it("totals each table's and the event's meals, high chairs and wheelchairs, with who has no table yet last", () => {
    const sheet = catererSheet(view);
    expect(sheet.legend.map((mark) => mark.meal)).toEqual(["Chicken", "Beef", "Vegetarian", "Fish (old option)", null]);
    const counts = (totals: (typeof sheet)["totals"]) => ({
      people: totals.people,
      highChairs: totals.highChairs,
      wheelchairs: totals.wheelchairs,
      tentative: totals.tentative,
      meals: totals.meals.map((meal) => meal.count),
    });
    expect(sheet.tables.map((group) => [group.table?.name ?? null, group.rows.map((row) => row.name), counts(group.totals)])).toEqual([
      ["Table 1", ["Ana García López", "Ana de la Vega", "ليلى الحسيني"], { people: 3, highChairs: 0, wheelchairs: 0, tentative: 0, meals: [1, 1, 1, 0, 0] }],
      ["The Roses", ["Émile Zola", "Chidi Okafor", "Baby Okafor"], { people: 3, highChairs: 1, wheelchairs: 1, tentative: 1, meals: [1, 1, 0, 0, 1] }],
      [null, ["Léa Ölund"], { people: 1, highChairs: 0, wheelchairs: 0, tentative: 0, meals: [0, 0, 0, 1, 0] }],
    ]);
    expect(counts(sheet.totals)).toEqual({ people: 7, highChairs: 1, wheelchairs: 1, tentative: 1, meals: [2, 2, 1, 1, 1] });
    expect(sheet.tables[0]!.rows[0]).toMatchObject({ dietary: "No nuts", meal: "Vegetarian" });
  });
});
