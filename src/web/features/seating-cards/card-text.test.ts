import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { cardTableName, nameSize } from "./card-text";

describe("the printed cards' text", () => {
  it("says a numbered table in the wedding's language and keeps the couple's own names", () => {
    const i18n = setupI18n({ locale: "es", messages: { es: { "seatingCards.tableNumber": "Mesa {number}" } } });
    expect(cardTableName(i18n, "Table 12")).toBe("Mesa 12");
    expect(cardTableName(i18n, "7")).toBe("Mesa 7");
    expect(cardTableName(i18n, "The Roses")).toBe("The Roses");
    expect(cardTableName(i18n, "Head table")).toBe("Head table");
  });

  it("shrinks a long name rather than letting it leave its card", () => {
    expect(nameSize("escort", "Ada Okafor")).toBe(15);
    expect(nameSize("escort", "x".repeat(100))).toBe(8);
    expect(nameSize("place", "Maximilian Alexander von Hohenzollern-Sigmaringen")).toBe(10);
    // Counted as a person sees letters, not UTF-16 units.
    expect(nameSize("table", "𝒜𝒷𝒸𝒹𝑒𝒻")).toBe(96);
  });
});
