import { describe, expect, it } from "vitest";
import { boundedDistance, typoBound } from "./distance";
import { matchName } from "./match-name";
import { type IndexedName, NameIndex } from "./name-index";
import { queryTokens, storedTokens } from "./normalise";

const guest = (firstName: string, lastName = "", aliases: string[] = []): IndexedName => ({ firstName, lastName, aliases });

// Parties by position: what matchName returns.
const LIST: IndexedName[][] = [
  [guest("José", "García"), guest("María", "García")], // 0
  [guest("Robert", "Okafor"), guest("Elizabeth", "Okafor"), guest("Chidi", "Okafor")], // 1
  [guest("Mario", "Garza")], // 2
  [guest("Siobhán", "O'Brien")], // 3
  [guest("Mary-Jane", "Watson-Parker")], // 4
  [guest("Søren", "Kierkegaard"), guest("Jürgen", "Straße")], // 5
  [guest("William", "Smith", ["Bubba"])], // 6
  [guest("Katherine", "Jones")], // 7
  [guest("Kate", "Jones")], // 8
  [guest("Cher")], // 9
  [guest("Maria", "Lopez")], // 10
  [guest("Alexander", "Novak")], // 11
  [guest("Katarzyna", "Kowalska"), guest("Łukasz", "Kowalski")], // 12
  [guest("مُحَمَّد", "الحسيني"), guest("فاطمة", "الحسيني")], // 13
];
const index = new NameIndex(LIST);
const found = (typed: string) => {
  const result = matchName(index, typed);
  return result.kind === "none" ? { kind: "none", parties: [] } : { kind: result.kind, parties: result.parties.map((p) => p.party) };
};

describe("normalising names", () => {
  it("folds case, accents, special letters and apostrophes", () => {
    expect(queryTokens("JOSÉ  García")).toEqual(["jose", "garcia"]);
    expect(queryTokens("Søren Straße Æbelø")).toEqual(["soren", "strasse", "aebelo"]);
    expect(queryTokens("Siobhán O’Brien")).toEqual(["siobhan", "obrien"]);
    expect(queryTokens("Mr. & Mrs. Okafor")).toEqual(["okafor"]);
    expect(queryTokens("Łukasz Dvořák")).toEqual(["lukasz", "dvorak"]);
  });
  it("splits compounds and keeps them joined when stored", () => {
    expect(queryTokens("Mary-Jane")).toEqual(["mary", "jane"]);
    expect(storedTokens("Watson-Parker")).toEqual(["watson", "parker", "watsonparker"]);
  });
});

describe("bounded typo distance", () => {
  it("counts edits and swaps, and stops past the bound", () => {
    expect(boundedDistance("jhon", "john", 1)).toBe(1);
    expect(boundedDistance("okafro", "okafor", 1)).toBe(1);
    expect(boundedDistance("garcia", "garza", 1)).toBe(2);
    expect(boundedDistance("elizabeth", "elisabet", 2)).toBe(2);
    expect(boundedDistance("alexander", "alexandra", 2)).toBe(2);
    expect(boundedDistance("kierkegaard", "kirkegard", 2)).toBe(2);
    expect(boundedDistance("abc", "xyz", 1)).toBe(2);
  });
  it("forgives nothing in short names, one typo in middling ones, two in long ones", () => {
    expect([3, 4, 7, 8, 12].map(typoBound)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe("matching a typed name to a party", () => {
  it("finds accents typed without them and case", () => {
    expect(found("jose garcia")).toEqual({ kind: "full", parties: [0] });
    expect(found("SIOBHAN OBRIEN")).toEqual({ kind: "full", parties: [3] });
    expect(found("Soren Kierkegaard")).toEqual({ kind: "full", parties: [5] });
    expect(found("Jurgen Strasse")).toEqual({ kind: "full", parties: [5] });
  });
  it("finds nicknames and the couple's aliases", () => {
    expect(found("Bob Okafor")).toEqual({ kind: "full", parties: [1] });
    expect(found("Liz Okafor")).toEqual({ kind: "full", parties: [1] });
    expect(found("Bill Smith")).toEqual({ kind: "full", parties: [6] });
    expect(found("Bubba Smith")).toEqual({ kind: "full", parties: [6] });
    expect(found("Alex Novak")).toEqual({ kind: "full", parties: [11] });
  });
  it("knows nicknames and spellings beyond English, and Arabic however it is written", () => {
    expect(found("Kasia Kowalska")).toEqual({ kind: "full", parties: [12] });
    expect(found("Lukasz Kowalski")).toEqual({ kind: "full", parties: [12] });
    expect(found("محـمد الحسيني")).toEqual({ kind: "full", parties: [13] });
    expect(found("فاطمه الحسينى")).toEqual({ kind: "full", parties: [13] });
  });
  it("prefers the exact name to a nickname of another", () => {
    expect(found("Kate Jones")).toEqual({ kind: "full", parties: [8] });
    expect(found("Katherine Jones")).toEqual({ kind: "full", parties: [7] });
    // Kathy is what both a Katherine and a Kate may go by: two equally good answers, so the lookup asks.
    expect(found("Kathy Jones")).toEqual({ kind: "full", parties: [7, 8] });
  });
  it("forgives small typos but not a word made of typos only", () => {
    expect(found("Robret Okafor")).toEqual({ kind: "full", parties: [1] });
    expect(found("Elizabeth Okafro")).toEqual({ kind: "full", parties: [1] });
    expect(found("Alexandr Novak")).toEqual({ kind: "full", parties: [11] });
    expect(found("Robret Okafro")).toEqual({ kind: "family", parties: [1] });
  });
  it("finds hyphenated names whole, in parts and run together", () => {
    expect(found("Mary Jane Watson-Parker")).toEqual({ kind: "full", parties: [4] });
    expect(found("Maryjane Parker")).toEqual({ kind: "full", parties: [4] });
    expect(found("Mary Watson")).toEqual({ kind: "full", parties: [4] });
  });
  it("finds a party from any one of its names", () => {
    expect(found("Okafor")).toEqual({ kind: "family", parties: [1] });
    expect(found("Chidi Okafor")).toEqual({ kind: "full", parties: [1] });
    expect(found("The Okafor family")).toEqual({ kind: "family", parties: [1] });
    expect(found("Cher")).toEqual({ kind: "full", parties: [9] });
  });
  it("misses a stranger whose name is a near miss", () => {
    expect(found("Maria Garcia").parties).toEqual([0]);
    expect(found("Maria Garza")).toEqual({ kind: "none", parties: [] });
    expect(found("Mario Garcia")).toEqual({ kind: "none", parties: [] });
    expect(found("Mark Okafor")).toEqual({ kind: "none", parties: [] });
    expect(found("Zoe Quinn")).toEqual({ kind: "none", parties: [] });
    expect(found("the family")).toEqual({ kind: "none", parties: [] });
  });
  it("never opens a party on a given name alone, and names none of the parties that have it", () => {
    expect(found("Maria")).toEqual({ kind: "given", parties: [] });
    expect(found("Robert")).toEqual({ kind: "given", parties: [] });
    // A one-name guest's name is their whole name; a family name alone may open a party.
    expect(found("Cher")).toEqual({ kind: "full", parties: [9] });
    expect(found("Okafor")).toEqual({ kind: "family", parties: [1] });
  });
});
