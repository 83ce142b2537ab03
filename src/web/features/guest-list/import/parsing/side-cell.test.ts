import { describe, expect, it } from "vitest";
import { readSideCell } from "./side-cell";

const read = (text: string, partners: [string, string] = ["Tom", "James"]) => {
  const notes: string[] = [];
  return { side: readSideCell(text, partners, notes), notes };
};

describe("a Side cell", () => {
  it.each([
    "Both",
    "both sides",
    "Shared",
    "Ambos",
    "Ambas",
    "Les deux",
    "Beide",
    "Entrambi",
    "Os dois",
    "Obie",
    "Oboje",
    "كلاهما",
    "Bride & Groom",
    "Tom & James",
  ])("%s is both sides", (text) => expect(read(text)).toEqual({ side: "both", notes: [] }));

  it("reads a partner's name as that partner's side, possessive or not", () => {
    expect(read("Tom").side).toBe("bride");
    expect(read("James's side").side).toBe("groom");
    expect(read("JAMES").side).toBe("groom");
    expect(read("Tom’s").side).toBe("bride");
  });

  it("still reads the specification's words in the eight languages", () => {
    for (const text of ["Bride", "novia", "mariée", "Braut", "sposa", "noiva", "panna młoda", "العروس"]) expect(read(text).side, text).toBe("bride");
    for (const text of ["Groom", "novio", "marié", "Bräutigam", "sposo", "noivo", "pan młody", "العريس"]) expect(read(text).side, text).toBe("groom");
  });

  it("leaves an unknown side unassigned and says so", () => {
    expect(read("Work")).toEqual({ side: null, notes: ["Side “Work” is not a side we know: left unassigned"] });
  });
});
