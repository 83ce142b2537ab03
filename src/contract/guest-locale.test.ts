import { describe, expect, it } from "vitest";
import { chooseGuestLocale, offeredLocales } from "./guest-locale";

describe("the language a guest page is shown in", () => {
  it("reads a wedding from before languages as English only, and puts the invitation's own first", () => {
    expect(offeredLocales({})).toEqual({ locale: "en", locales: ["en"] });
    expect(offeredLocales({ locale: "es", locales: ["en", "es", "xx", "en"] })).toEqual({ locale: "es", locales: ["es", "en"] });
  });

  it("takes ?lang= first, then Accept-Language among the offered, then the invitation's own", () => {
    const wedding = { locale: "es", locales: ["es", "en", "ar"] };
    expect(chooseGuestLocale(wedding, "ar", "en")).toBe("ar");
    expect(chooseGuestLocale(wedding, "", "en-GB,en;q=0.8")).toBe("en");
    expect(chooseGuestLocale(wedding, null, "de,fr;q=0.5")).toBe("es");
    expect(chooseGuestLocale(wedding, "pl", "en")).toBe("es");
    expect(chooseGuestLocale(wedding, "klingon", "en")).toBe("es");
  });
});
