import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeComponent, escapeText, foldLine, vcardOf } from "./vcard";

const okafor = {
  uid: "8f1d8f0e-3d6b-4c51-9a35-0f7b1e2a6c11",
  name: "The Okafor family; Lagos, \\ branch",
  address: { country: "NG", line1: "12, Adeola Odeku Street", line2: "Flat 3; Block B", city: "Victoria Island", region: "Lagos", postcode: "101241" },
  countryName: "Nigeria",
};

describe("the vCard writer (RFC 6350)", () => {
  it("escapes backslash, comma and semicolon, and a parser reads them back as typed", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b;c\\\\d\\ne");
    expect(escapeComponent("a,b;c")).toBe("a\\,b\\;c");
    const card = new ICAL.Component(ICAL.parse(vcardOf(okafor)) as unknown[]);
    expect(card.getFirstPropertyValue("fn")).toBe(okafor.name);
    expect(card.getFirstPropertyValue("version")).toBe("4.0");
    const adr = card.getFirstProperty("adr")!;
    // ical.js splits the structured value on unescaped ";" and the street's two lines on its unescaped ",".
    expect(adr.getFirstValue()).toEqual(["", "", [okafor.address.line1, okafor.address.line2], "Victoria Island", "Lagos", "101241", "Nigeria"]);
    expect(adr.getParameter("cc")).toBe("NG");
  });

  it("folds lines at 75 octets without splitting a UTF-8 character, and a parser unfolds them", () => {
    const arabic = { ...okafor, name: "عائلة عبد الرحمن بن عبد العزيز آل سعود الكبيرة والممتدة من الرياض", address: { ...okafor.address, country: "SA" } };
    const text = vcardOf(arabic);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.endsWith("END:VCARD\r\n")).toBe(true);
    expect(text).toContain("\r\n ");
    const card = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(card.getFirstPropertyValue("fn")).toBe(arabic.name);
    // A folded line is a prefix of the whole, cut between characters.
    expect(foldLine("x".repeat(80))).toBe(`${"x".repeat(75)}\r\n ${"x".repeat(5)}\r\n`);
    expect(foldLine("é".repeat(40)).split("\r\n")[0]).toBe("é".repeat(37));
  });

  it("drops characters that reorder text", () => {
    expect(escapeText("Bo\u202Egnp")).toBe("Bognp");
  });
});
