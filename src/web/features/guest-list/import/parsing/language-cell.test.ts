import { describe, expect, it } from "vitest";
import { buildParties } from "./build";
import { readLanguageCell } from "./language-cell";
import { findHeaderRow, guessMapping, roleOfHeader } from "./mapping";
import { parseTable } from "./parse";

describe("a Language column in a guest list", () => {
  it.each([
    ["es", "es"],
    ["Spanish", "es"],
    ["español", "es"],
    ["ESPAÑOL", "es"],
    ["Francais", "fr"],
    ["French", "fr"],
    ["Deutsch", "de"],
    ["italian", "it"],
    ["Português", "pt"],
    ["pt-BR", "pt"],
    ["Polski", "pl"],
    ["Arabic", "ar"],
    ["العربية", "ar"],
    [" English ", "en"],
  ])("reads %j as %s", (cell, locale) => {
    expect(readLanguageCell(cell)).toBe(locale);
  });

  it("reads nothing from a blank or an unknown language", () => {
    expect(readLanguageCell("")).toBeNull();
    expect(readLanguageCell("Klingon")).toBeNull();
  });

  it("is recognised by its header and sets the household's language, with a note for one it cannot read", () => {
    expect(roleOfHeader("Language")).toBe("language");
    expect(roleOfHeader("Idioma")).toBe("language");
    const table = parseTable("Name,Email,Language\nCarmen Ruiz,carmen@example.es,Español\nAda Okafor,ada@example.com,Klingon\nJo Bloggs,,\n");
    const header = findHeaderRow(table.rows)!;
    const mapping = guessMapping(header.cells, table.rows.slice(1));
    expect(mapping.roles).toEqual(["fullName", "email", "language"]);
    const preview = buildParties(table.rows.slice(1), mapping);
    expect(preview.parties.map((party) => party.locale ?? null)).toEqual(["es", null, null]);
    expect(preview.notes).toEqual([{ row: 3, message: "Language “Klingon” is not one the invitation offers: left unset" }]);
  });
});
