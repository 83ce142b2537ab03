import { describe, expect, it } from "vitest";
import { LOCALE_CODES, isLocale, localeDirection, negotiateLocale } from "./locales";

describe("locales", () => {
  it("lists the eight languages of issue 16, Arabic right to left", () => {
    expect([...LOCALE_CODES].sort()).toEqual(["ar", "de", "en", "es", "fr", "it", "pl", "pt"]);
    expect(localeDirection("ar")).toBe("rtl");
    expect(localeDirection("es")).toBe("ltr");
    expect(isLocale("xx")).toBe(false);
  });

  it("follows Accept-Language among the offered languages, by q-value then order", () => {
    const offered = ["en", "es", "ar"] as const;
    expect(negotiateLocale("es-MX,es;q=0.9,en;q=0.8", offered, "en")).toBe("es");
    expect(negotiateLocale("fr-FR, ar;q=0.5, en;q=0.4", offered, "en")).toBe("ar");
    expect(negotiateLocale("en;q=0.2, es;q=0.9", offered, "en")).toBe("es");
    expect(negotiateLocale("de, fr", offered, "es")).toBe("es");
    expect(negotiateLocale("es;q=0, *", offered, "ar")).toBe("ar");
    expect(negotiateLocale(undefined, offered, "en")).toBe("en");
    expect(negotiateLocale("garbage;;q=abc,,", offered, "en")).toBe("en");
  });
});
