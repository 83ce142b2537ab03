import { describe, expect, it } from "vitest";
import { describeImportResult, firstOf, guestNames, importLabel, previewSummary, seatsText } from "./import-text";

describe("import dialog wording", () => {
  it("labels the commit button by household count", () => {
    expect(importLabel(1)).toBe("Import 1 household");
    expect(importLabel(1_204)).toBe("Import 1,204 households");
  });

  it("says what a dry run found, leaving out what is zero", () => {
    expect(describeImportResult({ created: 12, updated: 3, unchanged: 0, guestsAdded: 0 })).toBe("12 new households, 3 updated");
    expect(describeImportResult({ created: 1, updated: 0, unchanged: 4, guestsAdded: 2 })).toBe("1 new household, 4 unchanged, 2 guests added");
  });

  it("names a party's guests with children's ages, and its seats", () => {
    const party = {
      guests: [
        { firstName: "José", lastName: "García" },
        { firstName: "Maria", lastName: "García" },
        { firstName: "Lucía", lastName: "García", isChild: true, age: 7 },
      ],
      extraSeats: 1,
    };
    expect(guestNames(party)).toBe("José García, Maria García and Lucía García (7)");
    expect(seatsText(party)).toBe("3 + 1 open seats");
    expect(seatsText({ guests: [{ firstName: "Ana" }] })).toBe("1 seat");
    expect(guestNames({ guests: [{ firstName: "Ana" }] })).toBe("Ana");
  });

  it("isolates a right-to-left name so its age and the “and” stay beside it, and counts households to check", () => {
    expect(
      guestNames({
        guests: [
          { firstName: "محمد", lastName: "بن علي" },
          { firstName: "نور", lastName: "بن علي", isChild: true, age: 7 },
        ],
      }),
    ).toBe("\u2068محمد بن علي\u2069 and \u2068نور بن علي\u2069 (7)");
    expect(previewSummary({ parties: 12, guests: 27, problems: 1, suggestions: 0, toCheck: 3 })).toBe(
      "12 households with 27 guests; 1 row not read; 3 households to check",
    );
  });

  it("summarises the preview and keeps long lists short", () => {
    expect(previewSummary({ parties: 800, guests: 2_000, problems: 1, suggestions: 0 })).toBe("800 households with 2,000 guests; 1 row not read");
    expect(previewSummary({ parties: 2, guests: 3, problems: 2, suggestions: 1 }, "line")).toBe(
      "2 households with 3 guests; 2 lines not read; 1 household suggestion to confirm",
    );
    expect(firstOf([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3], more: 1 });
    expect(firstOf([1], 3)).toEqual({ shown: [1], more: 0 });
  });
});
