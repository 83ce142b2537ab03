import { describe, expect, it } from "vitest";
import type { AppError } from "../../errors";
import { checkRoom, checkUnlocked, freeSeats, tableNames } from "./seat-rules";

const table = { id: "t1", name: "Table 1", seats: 4, locked: false };
const person = (personKey: string, extra: Partial<{ highChair: boolean; locked: boolean; tableId: string }> = {}) => ({
  personKey,
  tableId: "t1",
  seat: null,
  highChair: false,
  locked: false,
  ...extra,
});

describe("the seating plan's write rules", () => {
  it("gives the lowest free seats and never one that is taken", () => {
    expect(freeSeats(table, [2, null, 4], 3)).toEqual([1, 3]);
    expect(freeSeats(table, [], 2)).toEqual([1, 2]);
  });

  it("counts chairs, not high chairs, and says how many are free", () => {
    const staying = [person("a"), person("b"), person("c", { highChair: true })];
    expect(() => checkRoom(table, staying, [person("d"), person("e"), person("f", { highChair: true })])).not.toThrow();
    const refused = (() => {
      try {
        checkRoom(table, staying, [person("d"), person("e"), person("f")]);
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(refused).toMatchObject({ code: "conflict", message: "Table 1 has 2 free seats, and 3 people need one." });
  });

  it("keeps locked people and locked tables as they are", () => {
    const tables = new Map([
      ["t1", table],
      ["t2", { ...table, id: "t2", name: "Table 2", locked: true }],
    ]);
    const names = new Map([["a", "Ana"]]);
    expect(() => checkUnlocked([person("a", { locked: true })], names, tables, null)).toThrow("Ana is locked to a table");
    expect(() => checkUnlocked([person("b", { tableId: "t2" })], names, tables, tables.get("t1")!)).toThrow("Table 2 is locked");
    expect(() => checkUnlocked([person("b")], names, tables, tables.get("t2")!)).toThrow("Table 2 is locked");
    expect(() => checkUnlocked([person("b")], names, tables, null)).not.toThrow();
  });

  it("numbers new tables after the highest in use, and names the couple's own", () => {
    expect(tableNames(["Table 1", "Table 7", "The Roses"], 3, "round")).toEqual(["Table 8", "Table 9", "Table 10"]);
    expect(tableNames([], 1, "head")).toEqual(["Head table"]);
    expect(tableNames(["Head table"], 1, "head")).toEqual(["Head table 2"]);
  });
});
