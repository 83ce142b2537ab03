import { describe, expect, it } from "vitest";
import { ZPostalAddress } from "../addresses";
import { thankYouReminder } from "../rules/thank-yous";
import { ADDRESS_LAYOUTS, addressLines, checkAddress, defaultCountry, normaliseAddress, type PostalAddress } from "./formats";
import { LABEL_SHEETS, labelFontSize } from "./label-sheets";

const blank = { line1: "", line2: "", city: "", region: "", postcode: "" };
const address = (country: string, fields: Partial<PostalAddress>): PostalAddress => normaliseAddress({ country, ...blank, ...fields });

describe("postal address layouts", () => {
  it("cover our eight languages' countries and US, GB, CA, AU, IN, NG, each asking a street and a place", () => {
    for (const country of ["US", "GB", "CA", "AU", "IN", "NG", "ES", "FR", "DE", "IT", "PT", "BR", "PL", "SA", "AE", "EG", "MA", "MX"]) {
      const layout = ADDRESS_LAYOUTS[country as keyof typeof ADDRESS_LAYOUTS];
      expect(layout, country).toBeDefined();
      expect(layout.fields.find((field) => field.field === "line1")?.required).toBe(true);
      expect(layout.fields.find((field) => field.field === "city")?.required).toBe(true);
    }
  });

  it("writes the envelope's lines in each country's order", () => {
    expect(addressLines(address("US", { line1: "1600 Amphitheatre Pkwy", city: "Mountain View", region: "CA", postcode: "94043" }))).toEqual([
      "1600 Amphitheatre Pkwy",
      "Mountain View CA 94043",
    ]);
    expect(addressLines(address("DE", { line1: "Unter den Linden 77", postcode: "10117", city: "Berlin" }))).toEqual(["Unter den Linden 77", "10117 Berlin"]);
    expect(addressLines(address("GB", { line1: "10 Downing Street", city: "London", postcode: "sw1a 2aa" }))).toEqual([
      "10 Downing Street",
      "London",
      "SW1A 2AA",
    ]);
    expect(addressLines(address("BR", { line1: "Av. Paulista, 1578", line2: "Bela Vista", city: "São Paulo", region: "SP", postcode: "01310-200" }))).toEqual([
      "Av. Paulista, 1578",
      "Bela Vista",
      "São Paulo - SP",
      "01310-200",
    ]);
    // Abroad, the country's name ends the address.
    expect(addressLines(address("PL", { line1: "ul. Długa 5", postcode: "00-238", city: "Warszawa" }), "GB", () => "Poland")).toEqual([
      "ul. Długa 5",
      "00-238 Warszawa",
      "POLAND",
    ]);
  });

  it("checks required fields, postcodes and lengths per country, and drops fields the country does not ask", () => {
    expect(checkAddress(address("US", { line1: "1 Main St", city: "Springfield", region: "IL", postcode: "6270" }))).toEqual({ postcode: "postcode" });
    expect(checkAddress(address("PL", { line1: "ul. Długa 5", city: "Warszawa", postcode: "00238" }))).toEqual({ postcode: "postcode" });
    expect(checkAddress(address("CA", { line1: "1 Rue", city: "Montréal", region: "QC", postcode: "h2x 1y4" }))).toEqual({});
    expect(checkAddress(address("FR", { line1: "x".repeat(101), city: "Paris" }))).toEqual({ line1: "too_long", postcode: "required" });
    expect(checkAddress(address("AE", { line1: "Villa 12", city: "Dubai", region: "Dubai" }))).toEqual({});
    expect(address("PT", { line1: "Rua Augusta 1", region: "Lisboa", postcode: "1100-048", city: "Lisboa" }).region).toBe("");
    // Any other country: only the street and the place.
    expect(checkAddress(address("JP", { line1: "1-1 Chiyoda", city: "Tokyo" }))).toEqual({});
  });

  it("keeps bidi controls out and spaces tidy, so a stored line cannot reorder a label", () => {
    expect(address("SA", { line1: "  شارع\u202E الملك   فهد ", city: "الرياض", postcode: "12211" }).line1).toBe("شارع الملك فهد");
    const parsed = ZPostalAddress.safeParse({ country: "us", line1: "1 Main", city: "X", region: "NY", postcode: "ABCDE" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["postcode"]);
  });

  it("starts the form on the couple's country, else the guest's language's", () => {
    expect(defaultCountry("GB", "ar")).toBe("GB");
    expect(defaultCountry(null, "pl")).toBe("PL");
    expect(defaultCountry(null, "ar")).toBe("SA");
  });
});

describe("label sheets", () => {
  it("fill their page: L7160 is 3 x 7 on A4 and 5160 is 3 x 10 on Letter, with even margins", () => {
    for (const sheet of Object.values(LABEL_SHEETS)) {
      const width = 2 * sheet.margin.left + sheet.columns * sheet.label.width + (sheet.columns - 1) * sheet.gap.column;
      const height = 2 * sheet.margin.top + sheet.rows * sheet.label.height;
      expect(width).toBeCloseTo(sheet.page.width, 0);
      expect(height).toBeCloseTo(sheet.page.height, 0);
    }
  });

  it("shrink long names to fit and never below 6 pt", () => {
    const sheet = LABEL_SHEETS.l7160;
    expect(labelFontSize(["The Okafor family", "12 Adeola Odeku St", "Lagos"], sheet)).toBe(11);
    // A long name wraps rather than shrinking to nothing: still readable, and the lines fit the label's height.
    const long = ["Mr and Mrs Bartholomew Featherstonehaugh-Cholmondeley", "1600 Pennsylvania Avenue NW", "Apartment 1234, Building C", "Washington DC 20500"];
    expect(labelFontSize(long, sheet)).toBeGreaterThanOrEqual(8);
    expect(labelFontSize(long, sheet)).toBeLessThan(11);
    expect(labelFontSize(["x".repeat(500)], sheet)).toBe(6);
  });
});

describe("thank-you reminder", () => {
  it("is due from two months after the wedding while any is owed; three months after is the date", () => {
    expect(thankYouReminder("2026-11-26", "2027-01-25", 12)).toEqual({ owed: 12, thankBy: "2027-02-26", due: false });
    expect(thankYouReminder("2026-11-26", "2027-01-26", 12)).toEqual({ owed: 12, thankBy: "2027-02-26", due: true });
    expect(thankYouReminder("2026-11-30", "2027-03-01", 0).due).toBe(false);
    expect(thankYouReminder("2026-11-30", "2027-03-01", 1).thankBy).toBe("2027-02-28");
  });
});
