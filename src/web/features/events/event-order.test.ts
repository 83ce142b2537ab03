import { describe, expect, it } from "vitest";
import { movedOrder } from "./event-order";

describe("moving an extra event", () => {
  const ids = ["rehearsal", "welcome", "brunch"];

  it("swaps it with its neighbour above or below", () => {
    expect(movedOrder(ids, 1, -1)).toEqual(["welcome", "rehearsal", "brunch"]);
    expect(movedOrder(ids, 1, 1)).toEqual(["rehearsal", "brunch", "welcome"]);
  });

  it("leaves the order as it is past either end, and never changes the list it was given", () => {
    expect(movedOrder(ids, 0, -1)).toEqual(ids);
    expect(movedOrder(ids, 2, 1)).toEqual(ids);
    expect(ids).toEqual(["rehearsal", "welcome", "brunch"]);
  });
});
