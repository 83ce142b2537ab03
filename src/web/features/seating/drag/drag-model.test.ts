import { describe, expect, it } from "vitest";
import { type DragItem, dropIntent } from "./drag-model";

const chidi: DragItem = { kind: "person", key: "guest:c", name: "Chidi", tableId: "t1", seat: 1 };
const family: DragItem = { kind: "household", keys: ["guest:c", "guest:a"], name: "The Okafors", tableId: null };

describe("what a drop asks for", () => {
  it("swaps a person dropped on someone else's seat, and takes a free seat", () => {
    expect(dropIntent(chidi, { kind: "seat", tableId: "t2", seat: 3, personKey: "guest:x", label: "" })).toEqual({
      op: "swap",
      personKeys: ["guest:c", "guest:x"],
    });
    expect(dropIntent(chidi, { kind: "seat", tableId: "t2", seat: 4, personKey: null, label: "" })).toEqual({
      op: "move",
      personKeys: ["guest:c"],
      tableId: "t2",
      seat: 4,
    });
  });

  it("moves a household as one to the table of the seat it lands on", () => {
    expect(dropIntent(family, { kind: "seat", tableId: "t2", seat: 3, personKey: "guest:x", label: "" })).toEqual({
      op: "move",
      personKeys: ["guest:c", "guest:a"],
      tableId: "t2",
    });
    expect(dropIntent(family, { kind: "table", tableId: "t2", label: "" })).toEqual({ op: "move", personKeys: ["guest:c", "guest:a"], tableId: "t2" });
  });

  it("does nothing when nothing would change", () => {
    expect(dropIntent(chidi, { kind: "seat", tableId: "t1", seat: 1, personKey: "guest:c", label: "" })).toBeNull();
    expect(dropIntent(chidi, { kind: "table", tableId: "t1", label: "" })).toBeNull();
    expect(dropIntent(family, { kind: "unseated", label: "" })).toBeNull();
    expect(dropIntent(chidi, { kind: "unseated", label: "" })).toEqual({ op: "move", personKeys: ["guest:c"], tableId: null });
  });
});
