import { describe, expect, it } from "vitest";
import { type PartyInput } from "../../../../../contract/guest-list";
import { type ImportPreview } from "./import-preview";
import { applySuggestions, suggestParties } from "./suggest";

const guest = (firstName: string, lastName: string): PartyInput => ({ guests: [{ firstName, lastName }], extraSeats: 0, tags: [], note: "" });

function previewOf(parties: PartyInput[], addresses: string[]): ImportPreview {
  return {
    parties,
    partyRows: parties.map((_, index) => [index + 2]),
    problems: [],
    notes: [],
    skipped: [],
    blankRows: 0,
    suggestions: suggestParties(parties, addresses),
  };
}

describe("household suggestions", () => {
  it("groups the same surname at the same address, ignoring case, accents and punctuation", () => {
    const parties = [guest("Tom", "Müller"), guest("Raj", "Patel"), guest("Sue", "Muller"), guest("Amy", "Müller")];
    const suggestions = suggestParties(parties, ["4 Elm Rd.", "4 Elm Rd.", "4 elm rd", "9 Oak St"]);
    expect(suggestions).toEqual([{ reason: "Same surname and address: Müller, 4 Elm Rd.", partyIndexes: [0, 2] }]);
  });

  it("compares surnames as the product compares names: Wałęsa is Walesa", () => {
    const parties = [guest("Lech", "Wałęsa"), guest("Danuta", "Walesa")];
    expect(suggestParties(parties, ["ul. Polanki 54", "ul. Polanki 54"]).map((suggestion) => suggestion.partyIndexes)).toEqual([[0, 1]]);
  });

  it("suggests nothing without an address", () => {
    expect(suggestParties([guest("Tom", "Baker"), guest("Sue", "Baker")], ["", ""])).toEqual([]);
  });

  it("does not offer a household the server would refuse (more than 10 open seats together)", () => {
    const parties = [
      { ...guest("Tom", "Baker"), extraSeats: 6 },
      { ...guest("Sue", "Baker"), extraSeats: 6 },
    ];
    expect(suggestParties(parties, ["4 Elm Road", "4 Elm Road"])).toEqual([]);
  });

  it("applies only the chosen suggestions and renumbers the rest", () => {
    const parties = [guest("Tom", "Baker"), guest("Ana", "Silva"), guest("Sue", "Baker"), guest("Rui", "Silva")];
    const preview = previewOf(parties, ["4 Elm Road", "1 Rua", "4 Elm Road", "1 Rua"]);
    expect(preview.suggestions.map((suggestion) => suggestion.partyIndexes)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const applied = applySuggestions(preview, [preview.suggestions[1]!]);
    expect(applied.parties.map((party) => party.guests.map((each) => each.firstName))).toEqual([["Tom"], ["Ana", "Rui"], ["Sue"]]);
    expect(applied.partyRows).toEqual([[2], [3, 5], [4]]);
    expect(applied.suggestions).toEqual([{ reason: preview.suggestions[0]!.reason, partyIndexes: [0, 2] }]);
    // The input is left as it was: the dialog keeps the unapplied preview for its checkboxes.
    expect(preview.parties).toHaveLength(4);
  });
});
