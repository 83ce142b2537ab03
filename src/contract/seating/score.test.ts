import { describe, expect, it } from "vitest";
import { party, input, table } from "../test/seating-instances";
import { scorePlan } from "./score";

const people = [
  ...party("okafor", 2, { side: "bride", groupKey: "uni", tags: ["choir"] }),
  ...party("diaz", 1, { side: "bride", groupKey: "uni" }),
  ...party("nguyen", 1, { side: "groom", tags: ["choir", "work"] }),
  ...party("rossi", 1, { side: "groom", tentative: true }),
];
const instance = input({ tables: [table("A", 4), table("B", 4), table("C", 4)], people });
const at = (tableId: string, ...ids: string[]) => ids.map((personId) => ({ personId, tableId }));

describe("scorePlan", () => {
  it("adds the points of every pair of tablemates from different households, and says so in words", () => {
    const score = scorePlan(instance, [...at("A", "okafor1", "okafor2", "diaz1"), ...at("B", "nguyen1", "rossi1")]);
    // Okafor 1 and 2 with Diaz: two group pairs (10 each), two same-side pairs (1 each); Nguyen with Rossi: one same-side pair.
    expect(score.lines.map((l) => [l.preference, l.pairsTogether, l.outOf, l.points])).toEqual([
      ["group", 2, 2, 20],
      ["tag", 0, 2, 0],
      ["side", 3, 3, 3],
    ]);
    expect(score.total).toBe(23);
    expect(score.lines.map((l) => l.text)).toEqual([
      "2 of 2 pairs who know each other (same family or group) sit together: +20 points",
      "0 of 2 pairs who share a tag sit together: +0 points",
      "3 of the 3 pairs of tablemates from different households are from the same side: +3 points",
    ]);
    expect(score.facts).toEqual([
      "Everyone is seated: 5 people at 2 tables, 7 seats left free.",
      "1 person seated tentatively: they have not replied yet.",
      "1 table left empty.",
    ]);
  });

  it("leaves out pairs within one household: they always sit together", () => {
    const alone = scorePlan(instance, [...at("A", "okafor1", "okafor2"), ...at("B", "diaz1"), ...at("C", "nguyen1", "rossi1")]);
    expect(alone.lines[0]!.pairsTogether).toBe(0);
    expect(alone.lines[1]!.pairsTogether).toBe(0);
  });

  it("counts who is not seated yet", () => {
    expect(scorePlan(instance, at("A", "okafor1", "okafor2")).facts[0]).toBe("3 people not seated yet; 2 people seated at 1 table.");
  });
});
