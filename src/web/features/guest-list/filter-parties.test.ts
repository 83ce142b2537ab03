import { describe, expect, it } from "vitest";
import { filterParties, NO_FILTER, tagsInUse } from "./filter-parties";
import { guestOf, partyOf } from "./test-parties";

const garcia = partyOf("The García household", [guestOf("María", "García"), guestOf("José", "García")], {
  side: "bride",
  tags: ["Family"],
  status: "attending",
});
const okafor = partyOf("The Okafor family", [guestOf("Ada", "Okafor", { aliases: ["Bubba"] }), guestOf("Chidi", "Okafor", { isChild: true })], {
  side: "groom",
  tags: ["Work", "Evening only"],
});
const muller = partyOf("Jürgen Müller", [guestOf("Jürgen", "Müller")], { status: "declined" });
const all = [garcia, okafor, muller];
const names = (list: { name: string }[]) => list.map((party) => party.name);

describe("filterParties", () => {
  it("finds a party by any guest's name, without accents or case", () => {
    expect(names(filterParties(all, { ...NO_FILTER, search: "jose" }))).toEqual(["The García household"]);
    expect(names(filterParties(all, { ...NO_FILTER, search: "MULLER" }))).toEqual(["Jürgen Müller"]);
    expect(names(filterParties(all, { ...NO_FILTER, search: "chidi" }))).toEqual(["The Okafor family"]);
  });

  it("folds names as the lookup and the import do: special letters, apostrophes, hyphens", () => {
    const walesa = partyOf("Wałęsa", [guestOf("Łukasz", "Wałęsa")]);
    const obrien = partyOf("O'Brien", [guestOf("Mary-Jane", "O’Brien")]);
    const list = [...all, walesa, obrien];
    expect(names(filterParties(list, { ...NO_FILTER, search: "lukasz walesa" }))).toEqual(["Wałęsa"]);
    expect(names(filterParties(list, { ...NO_FILTER, search: "obrien" }))).toEqual(["O'Brien"]);
    expect(names(filterParties(list, { ...NO_FILTER, search: "o'brien" }))).toEqual(["O'Brien"]);
    expect(names(filterParties(list, { ...NO_FILTER, search: "mary jane" }))).toEqual(["O'Brien"]);
  });

  it("finds by an alias and by the party's name, and needs every word typed", () => {
    expect(names(filterParties(all, { ...NO_FILTER, search: "bubba" }))).toEqual(["The Okafor family"]);
    expect(names(filterParties(all, { ...NO_FILTER, search: "household" }))).toEqual(["The García household"]);
    expect(names(filterParties(all, { ...NO_FILTER, search: "maria garcia" }))).toEqual(["The García household"]);
    expect(names(filterParties(all, { ...NO_FILTER, search: "maria okafor" }))).toEqual([]);
  });

  it("filters by side, with 'no side yet' for parties without one", () => {
    expect(names(filterParties(all, { ...NO_FILTER, side: "bride" }))).toEqual(["The García household"]);
    expect(names(filterParties(all, { ...NO_FILTER, side: "unassigned" }))).toEqual(["Jürgen Müller"]);
  });

  it("filters by tag and status, and combines every filter", () => {
    expect(names(filterParties(all, { ...NO_FILTER, tag: "Work" }))).toEqual(["The Okafor family"]);
    expect(names(filterParties(all, { ...NO_FILTER, status: "not_replied" }))).toEqual(["The Okafor family"]);
    expect(names(filterParties(all, { ...NO_FILTER, status: "declined", search: "jurgen" }))).toEqual(["Jürgen Müller"]);
    expect(names(filterParties(all, { ...NO_FILTER, status: "declined", search: "ada" }))).toEqual([]);
    expect(filterParties(all, NO_FILTER)).toEqual(all);
  });

  it("refolds a party that was refetched with new names", () => {
    const cache = new WeakMap();
    expect(names(filterParties([muller], { ...NO_FILTER, search: "jurgen" }, cache))).toEqual(["Jürgen Müller"]);
    const renamed = { ...muller, name: "Hans Müller", guests: [guestOf("Hans", "Müller")] };
    expect(names(filterParties([renamed], { ...NO_FILTER, search: "jurgen" }, cache))).toEqual([]);
  });
});

describe("tagsInUse", () => {
  it("lists each tag once, sorted", () => {
    expect(tagsInUse(all)).toEqual(["Evening only", "Family", "Work"]);
  });
});
