import { describe, expect, it } from "vitest";
import type { RoomTable } from "../../../contract/find-table";
import { layoutRoom } from "./room-layout";

const table = (id: string, x = 0, y = 0, rotation = 0): RoomTable => ({ id, shape: "round", seats: 8, x, y, rotation });

describe("the room a guest sees", () => {
  it("draws tables where the couple put them, turned as stored", () => {
    const room = layoutRoom([table("a", 100, 50, 30), table("b", 700, 400)]);
    expect(room.tables.map(({ id, cx, cy, rotation }) => ({ id, cx, cy, rotation }))).toEqual([
      { id: "a", cx: 100, cy: 50, rotation: 30 },
      { id: "b", cx: 700, cy: 400, rotation: 0 },
    ]);
    // Every table inside the picture.
    for (const drawn of room.tables) {
      expect(drawn.cx - drawn.width / 2).toBeGreaterThan(room.box.x);
      expect(drawn.cy + drawn.height / 2).toBeLessThan(room.box.y + room.box.height);
    }
  });

  it("lays tables nobody placed in a square grid, in the plan's order", () => {
    const room = layoutRoom(["a", "b", "c", "d", "e"].map((id) => table(id)));
    expect(room.tables.map(({ cx, cy }) => [cx, cy])).toEqual([
      [0, 0],
      [200, 0],
      [400, 0],
      [0, 200],
      [200, 200],
    ]);
  });

  it("takes the room's features into the picture, where the couple put them", () => {
    const exit = { kind: "exit" as const, x: 1500, y: 900, width: 150, depth: 40, rotation: 90 };
    const room = layoutRoom([table("a", 100, 50)], [exit]);
    expect(room.features).toEqual([exit]);
    expect(room.box.x + room.box.width).toBeGreaterThan(1500 + 75);
    expect(room.box.y + room.box.height).toBeGreaterThan(900 + 75);
  });
});
