import { describe, expect, it } from "vitest";
import { COLUMN_ROLES } from "./parsing/mapping";
import { columnRoleLabel, sheetReadText } from "./column-labels";

describe("how the import says it read a file", () => {
  it("says the encoding, the separator and whether a header row was found, in one sentence", () => {
    expect(sheetReadText({ encoding: "utf-8", delimiter: ",", headers: ["Name"] })).toBe(
      "Read as UTF-8, separated by commas; the first row holds the column names.",
    );
    expect(sheetReadText({ encoding: "utf-16le", delimiter: "\t", headers: null })).toBe(
      "Read as UTF-16 (Excel Unicode text), separated by tabs; no header row found.",
    );
    expect(sheetReadText({ encoding: "windows-1252", delimiter: ";", headers: ["Name"] })).toBe(
      "Read as Windows-1252 (older Excel), separated by semicolons; the first row holds the column names.",
    );
    // Pasted cells have no bytes to decode.
    expect(sheetReadText({ encoding: null, delimiter: "|", headers: null })).toBe("separated by pipes; no header row found.");
  });

  it("names every column role", () => {
    const labels = COLUMN_ROLES.map(columnRoleLabel);
    expect(labels.every((label) => label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(COLUMN_ROLES.length);
    expect(columnRoleLabel("fullName")).toBe("Names (one guest or a household)");
  });
});
