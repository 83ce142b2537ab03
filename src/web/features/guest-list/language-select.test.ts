import { describe, expect, it } from "vitest";
import { offeredLocales } from "../../../contract/guest-locale";
import { fromDraft, toDraft } from "./party-draft";
import { guestOf, partyOf } from "./test-parties";

describe("a household's language in the party editor", () => {
  it("offers the wedding's own language first, then the others it offers", () => {
    expect(offeredLocales({}).locales).toEqual(["en"]);
    expect(offeredLocales({ locale: "es", locales: ["en", "es", "ar", "xx"] }).locales).toEqual(["es", "en", "ar"]);
  });

  it("sends the language the couple picks, null for the invitation's own, and nothing when untouched", () => {
    const party = partyOf("Los Ruiz", [guestOf("Carmen", "Ruiz")], { locale: "es" });
    const kept = fromDraft(toDraft(party));
    expect(kept.ok && kept.input.locale).toBe("es");
    const cleared = fromDraft({ ...toDraft(party), locale: null });
    expect(cleared.ok && cleared.input.locale).toBeNull();
    const untouched = fromDraft(toDraft(partyOf("The Okafors", [guestOf("Ada", "Okafor")])));
    expect(untouched.ok && "locale" in untouched.input).toBe(false);
  });
});
