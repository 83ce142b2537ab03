import { describe, expect, it } from "vitest";
import { possessive, sideLabel, sideLabels } from "./side-labels";

describe("side labels (issue 29, item 2)", () => {
  it("names the sides after the partners by default, with 's after every name", () => {
    const labels = sideLabels({ partner1: "Tom", partner2: "James" });
    expect([labels.bride, labels.groom, labels.both, labels.unassigned]).toEqual(["Tom's side", "James's side", "Both sides", "Unassigned"]);
    expect(labels.short).toEqual({ bride: "Tom", groom: "James", both: "Both", unassigned: "Unassigned" });
  });

  it("uses the specification's words when the couple chooses them", () => {
    expect(sideLabel("bride", { partner1: "Ana", partner2: "Maria", sideWords: "bride-groom" })).toBe("Bride's side");
    expect(sideLabel("groom", { partner1: "Ana", partner2: "Maria", sideWords: "bride-groom" })).toBe("Groom's side");
    expect(sideLabel(null, { partner1: "Ana", partner2: "Maria" })).toBe("Unassigned");
  });

  it("tells two partners of one name apart, and never doubles a possessive", () => {
    const labels = sideLabels({ partner1: "Alex", partner2: " alex " });
    expect([labels.bride, labels.groom]).toEqual(["Alex (1)'s side", "alex (2)'s side"]);
    expect(possessive("James'")).toBe("James'");
    expect(possessive("Zoë")).toBe("Zoë's");
  });
});
