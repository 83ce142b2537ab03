import { describe, expect, it } from "vitest";
import type { DoorPerson } from "../../../contract/check-in";
import { searchDoor } from "./door-search";

const person = (key: string, name: string, partyId: string, partyName: string): DoorPerson => ({
  key,
  name,
  partyId,
  partyName,
  table: null,
  status: "coming",
  last: null,
});
const PEOPLE = [
  person("g1", "José Ramírez", "p1", "The Ramírez family"),
  person("g2", "Lucía Ramírez", "p1", "The Ramírez family"),
  person("g3", "Siobhán O'Brien", "p2", "Siobhán O'Brien"),
  person("g4", "Łukasz Nowak", "p3", "The Nowaks"),
  person("g5", "Joseph Lee", "p4", "Joseph Lee"),
];
const names = (query: string) => searchDoor(PEOPLE, query).map((household) => household.people.map((one) => one.name));

describe("searching the day's list at the door", () => {
  it("finds a name however it is typed: accents, case, apostrophes, the start of a word", () => {
    expect(names("jose")).toEqual([["José Ramírez", "Lucía Ramírez"], ["Joseph Lee"]]);
    expect(names("JOSE RAM")).toEqual([["José Ramírez", "Lucía Ramírez"]]);
    expect(names("obri")).toEqual([["Siobhán O'Brien"]]);
    expect(names("lukasz")).toEqual([["Łukasz Nowak"]]);
  });

  it("finds a person by their household's name, and shows the whole household", () => {
    expect(names("nowaks")).toEqual([["Łukasz Nowak"]]);
    expect(names("lucia")).toEqual([["José Ramírez", "Lucía Ramírez"]]);
  });

  it("finds nobody for nothing typed, or a name not on the list", () => {
    expect(names("")).toEqual([]);
    expect(names("  - ")).toEqual([]);
    expect(names("smith")).toEqual([]);
  });
});
