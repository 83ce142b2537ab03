import { describe, expect, it } from "vitest";
import { decodeSpreadsheet } from "./decode";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("decodeSpreadsheet", () => {
  it("reads Windows-1252's 0x80-0x9F as the euro and smart quotes, not Latin-1 controls", () => {
    // "Zoë ’€“" in Windows-1252: not valid UTF-8, so it falls back to the Windows code page.
    const decoded = decodeSpreadsheet(bytes(0x5a, 0x6f, 0xeb, 0x20, 0x92, 0x80, 0x93));
    expect(decoded).toEqual({ text: "Zoë ’€“", encoding: "windows-1252", bom: false });
  });

  it("sniffs byte order marks and drops them from the text", () => {
    expect(decodeSpreadsheet(new Uint8Array(Buffer.from("\ufeffJosé", "utf8")))).toEqual({ text: "José", encoding: "utf-8", bom: true });
    expect(decodeSpreadsheet(new Uint8Array(Buffer.from("\ufeffJosé", "utf16le")))).toEqual({ text: "José", encoding: "utf-16le", bom: true });
    const be = Buffer.from("\ufeffJosé", "utf16le").swap16();
    expect(decodeSpreadsheet(new Uint8Array(be))).toEqual({ text: "José", encoding: "utf-16be", bom: true });
  });

  it("recognises UTF-16 without a BOM by its NUL bytes", () => {
    expect(decodeSpreadsheet(new Uint8Array(Buffer.from("Name\tSide\r\nZoë\tbride", "utf16le")))).toMatchObject({
      text: "Name\tSide\r\nZoë\tbride",
      encoding: "utf-16le",
    });
    expect(decodeSpreadsheet(new Uint8Array(Buffer.from("Name\tSide", "utf16le").swap16()))).toMatchObject({ text: "Name\tSide", encoding: "utf-16be" });
  });

  it("keeps valid UTF-8 without a BOM as UTF-8 (Google Sheets)", () => {
    expect(decodeSpreadsheet(new Uint8Array(Buffer.from("Łukasz,Adébáyọ̀", "utf8")))).toEqual({ text: "Łukasz,Adébáyọ̀", encoding: "utf-8", bom: false });
  });
});
