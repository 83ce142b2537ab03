import { describe, expect, it } from "vitest";
import { distanceToFeature, NEAR_EXIT_DISTANCE, type PlacedFeature, type PlacedTable, tablesNearExit } from "./room-geometry";

const round = (id: string, x: number, y: number): PlacedTable => ({ id, shape: "round", seats: 10, x, y, rotation: 0 }); // 120 cm across
const door = (x: number, y: number, rotation = 0, kind = "exit"): PlacedFeature => ({ kind, x, y, width: 150, depth: 40, rotation });

describe("tables near an exit", () => {
  it("counts a table whose edge is within 3 m of an exit's door, and none farther", () => {
    // The door spans x 925..1075 at y 0 (depth 40: y -20..20). A table's edge is 60 cm from its centre.
    const edge = 20 + NEAR_EXIT_DISTANCE + 60;
    const tables = [round("close", 1000, edge), round("just-out", 1000, edge + 1), round("beside", 1075 + 60 + 300, 0), round("far", 3000, 3000)];
    expect([...tablesNearExit(tables, [door(1000, 0)])].sort()).toEqual(["beside", "close"]);
  });

  it("measures from the door as it is turned, and only from exits", () => {
    // Turned a quarter, the 150 cm door runs along y: a table 400 cm to its side along y is out of reach unturned, in reach turned.
    const table = round("t", 1000, 420);
    expect(tablesNearExit([table], [door(1000, 0)]).size).toBe(0);
    expect(distanceToFeature(1000, 420, door(1000, 0, 90))).toBeCloseTo(345);
    expect(tablesNearExit([table], [door(1000, 0, 90)]).size).toBe(1);
    expect(tablesNearExit([round("t", 1000, 100)], [door(1000, 0, 0, "bar")]).size).toBe(0);
    expect(tablesNearExit([round("t", 1000, 100)], []).size).toBe(0);
  });

  it("is zero inside a feature", () => {
    expect(distanceToFeature(1010, 5, door(1000, 0, 45))).toBe(0);
  });
});
