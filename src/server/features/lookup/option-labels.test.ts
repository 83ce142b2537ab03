import { describe, expect, it } from "vitest";
import { serverI18n } from "../../i18n";
import type { LookupParty } from "./lookup-index";
import { optionLabels } from "./option-labels";

// The answers to "who is invited with you?" in the page's language: the names joined as that
// language joins a list, the words around them from the mail catalogue (issue 16).

const party = (firstNames: string[], extra: Partial<LookupParty> = {}): LookupParty => ({
  id: firstNames.join("-"),
  version: 1,
  firstNames,
  guestIds: firstNames.map((_, position) => `guest-${position}`),
  extraSeats: 0,
  side: null,
  ...extra,
});
const labels = (locale: "en" | "es" | "pl" | "ar" | "de", candidates: LookupParty[]) =>
  optionLabels(
    serverI18n(locale),
    locale,
    candidates.map((candidate) => ({ party: candidate, guests: [0] })),
  );

describe("who-else options", () => {
  const big = party(["John", "Ann", "Tom", "Bo", "Ivy", "Kai"]);
  const small = party(["John", "Jane"]);

  it("names up to three others and counts the rest, joined as each language joins a list", () => {
    expect(labels("en", [big, small])).toEqual(["With Ann, Tom, Bo and 2 more", "With Jane"]);
    expect(labels("es", [big, small])).toEqual(["Con Ann, Tom, Bo y 2 más", "Con Jane"]);
    expect(labels("pl", [big, small])).toEqual(["Razem z: Ann, Tom, Bo i jeszcze 2", "Razem z: Jane"]);
    expect(labels("ar", [big, small])).toEqual(["مع Ann وTom وBo و+2", "مع Jane"]);
  });

  it("tells a guest alone from a guest with a plus-one, then same-looking invitations by side, then by number", () => {
    expect(labels("de", [party(["John"]), party(["John"], { extraSeats: 1 })])).toEqual(["Nur ich", "Ich und eine Begleitung"]);
    expect(labels("es", [party(["John"], { side: "bride" }), party(["John"], { side: "groom" })])).toEqual([
      "Solo yo (por parte de la novia)",
      "Solo yo (por parte del novio)",
    ]);
    expect(labels("en", [party(["John"]), party(["John"])])).toEqual(["Just me (invitation 1)", "Just me (invitation 2)"]);
  });
});
