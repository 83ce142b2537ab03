import { describe, expect, it } from "vitest";
import { compareParties, inPartyOrder } from "./party-order";

const named = (...names: string[]) => names.map((name, index) => ({ id: `id-${String(index).padStart(2, "0")}`, name }));

describe("the order households are listed in", () => {
  it("is A to Z by name as a person reads it: accents and case do not separate, numbers count", () => {
    const parties = named(
      "zofia & piotr",
      "Álvarez family",
      "Bauer",
      "Table 10",
      "Alvarez, Ana",
      "Table 2",
      "Émile Dubois",
      "محمد بن علي",
      "Lukas",
      "Łucja Nowak",
    );
    expect(inPartyOrder(parties).map((party) => party.name)).toEqual([
      "Álvarez family",
      "Alvarez, Ana",
      "Bauer",
      "Émile Dubois",
      "Łucja Nowak",
      "Lukas",
      "Table 2",
      "Table 10",
      "zofia & piotr",
      "محمد بن علي",
    ]);
  });

  it("keeps two households of one name in a stable order, and leaves its input alone", () => {
    const parties = [
      { id: "b", name: "The Okafors" },
      { id: "a", name: "the okafors " },
    ];
    expect(inPartyOrder(parties).map((party) => party.id)).toEqual(["a", "b"]);
    expect(parties.map((party) => party.id)).toEqual(["b", "a"]);
    expect(compareParties(parties[0]!, parties[0]!)).toBe(0);
  });
});
