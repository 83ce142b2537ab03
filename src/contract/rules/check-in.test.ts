import { describe, expect, it } from "vitest";
import { doorCounts, isLater, latestByPerson, type Mark, uniqueMarks } from "./check-in";

const mark = (id: string, personKey: string, arrived: boolean, at: string): Mark => ({ id, personKey, arrived, at });

describe("reading the marks made at the door", () => {
  const arrive = mark("a", "guest:1", true, "2026-06-20T16:00:00.000Z");
  const undo = mark("b", "guest:1", false, "2026-06-20T16:00:05.000Z");
  const again = mark("c", "guest:1", true, "2026-06-20T16:01:00.000Z");

  it("takes each person's latest mark by the device's time, in any order of arrival", () => {
    for (const order of [
      [arrive, undo, again],
      [again, undo, arrive],
      [undo, again, arrive],
    ])
      expect(latestByPerson(order).get("guest:1")).toBe(again);
    expect(latestByPerson([arrive, undo]).get("guest:1")?.arrived).toBe(false);
  });

  it("orders two marks made at the same instant by id, so every reader agrees", () => {
    const x = mark("0d2c", "guest:2", true, "2026-06-20T16:00:00Z");
    const y = mark("9f1e", "guest:2", false, "2026-06-20T16:00:00.000Z");
    expect(isLater(y, x)).toBe(true);
    expect(latestByPerson([x, y]).get("guest:2")).toBe(y);
    expect(latestByPerson([y, x]).get("guest:2")).toBe(y);
  });

  it("compares times as instants, whatever their offset", () => {
    const paris = mark("a", "guest:3", true, "2026-06-20T18:00:01+02:00");
    const utc = mark("b", "guest:3", false, "2026-06-20T16:00:00Z");
    expect(latestByPerson([paris, utc]).get("guest:3")).toBe(paris);
  });

  it("keeps one mark per id: a replay is the same tap", () => {
    const replay = { ...undo, arrived: true };
    expect(uniqueMarks([arrive, undo, replay, arrive])).toEqual([arrive, undo]);
  });

  it("counts arrivals among everyone on the list, and expects only those coming", () => {
    const people = [
      { status: "coming", last: arrive },
      { status: "coming", last: undo },
      { status: "coming", last: null },
      { status: "tentative", last: again },
    ];
    expect(doorCounts(people)).toEqual({ arrived: 2, expected: 3 });
  });
});
