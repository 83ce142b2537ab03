import { describe, expect, it } from "vitest";
import { buildParties } from "./build";
import { findHeaderRow, guessMapping, roleOfHeader } from "./mapping";
import { parseTable } from "./parse";

describe("roleOfHeader", () => {
  it.each([
    ["First Name", "firstName"],
    ["Given name", "firstName"],
    ["Surname", "lastName"],
    ["Last", "lastName"],
    ["Name", "fullName"],
    ["Full name", "fullName"],
    ["Guest", "fullName"],
    ["Household", "household"],
    ["Party", "household"],
    ["Family", "household"],
    ["Group", "household"],
    ["E-mail", "email"],
    ["Email address", "email"],
    ["Phone", "phone"],
    ["Mobile", "phone"],
    ["Side", "side"],
    ["Tags", "tags"],
    ["Category", "tags"],
    ["Child", "child"],
    ["Kid?", "child"],
    ["Age", "age"],
    ["Plus one", "extraSeats"],
    ["+1", "extraSeats"],
    ["Additional guests", "extraSeats"],
    ["Seats", "seats"],
    ["Address", "address"],
    ["Street", "address"],
    ["Postcode", "postalCode"],
    ["ZIP code", "postalCode"],
    ["Code postal", "postalCode"],
    ["Notes", "note"],
    ["Prénom", "firstName"],
    ["Favourite colour", null],
  ])("%s -> %s", (header, role) => {
    expect(roleOfHeader(header)).toBe(role);
  });
});

describe("guessMapping", () => {
  it("finds the header row and maps each column", () => {
    const { rows } = parseTable("First Name,Surname,E-mail,Plus one,Street,City\nAna,Silva,ana@example.pt,1,Rua 1,Lisboa\n");
    const header = findHeaderRow(rows);
    expect(header?.row).toBe(1);
    expect(guessMapping(header!.cells, rows.slice(1)).roles).toEqual(["firstName", "lastName", "email", "extraSeats", "address", "address"]);
  });

  it("reads a headerless file by its content: names and emails", () => {
    const { rows } = parseTable("John and Jane Doe,john@example.com\nAna Silva,ana@example.pt\n");
    expect(findHeaderRow(rows)).toBeNull();
    expect(guessMapping(null, rows).roles).toEqual(["fullName", "email"]);
  });

  it("takes a “Group” whose values each cover many rows as tags, not households", () => {
    const body = Array.from({ length: 25 }, (_, index) => `Guest ${index},Work`).join("\n");
    const { rows } = parseTable(`Name,Group\n${body}\n`);
    expect(guessMapping(rows[0]!.cells, rows.slice(1)).roles).toEqual(["fullName", "tags"]);
  });

  it("reads “Name” beside “First name” as the surname, and leaves a second column of one role unmapped", () => {
    const { rows } = parseTable("First name,Name,Email,Email\nJürgen,Weiß,a@b.de,c@d.de\n");
    expect(guessMapping(rows[0]!.cells, rows.slice(1)).roles).toEqual(["firstName", "lastName", "email", "ignore"]);
  });
});

describe("parseTable", () => {
  it("prefers semicolons over the decimal commas of a European file", () => {
    expect(parseTable("Name;Betrag\nJürgen;12,50\nBjörn;0,00\n")).toMatchObject({
      delimiter: ";",
      rows: [{ row: 1 }, { row: 2, cells: ["Jürgen", "12,50"] }, { row: 3 }],
    });
  });

  it("detects pipes and trims cells", () => {
    expect(parseTable("Name | Email\nAna | ana@example.pt\n")).toMatchObject({
      delimiter: "|",
      rows: [{ cells: ["Name", "Email"] }, { cells: ["Ana", "ana@example.pt"] }],
    });
  });
});

describe("a postcode column", () => {
  it("fills the household's postcode, once for the household, not its address note", () => {
    const { rows } = parseTable("First name,Last name,Household,Street,Postcode\nAna,Silva,Silvas,Rua 1,1000-001\nRui,Silva,Silvas,,\n");
    const header = findHeaderRow(rows)!;
    const mapping = guessMapping(header.cells, rows.slice(1));
    expect(mapping.roles).toEqual(["firstName", "lastName", "household", "address", "postalCode"]);
    const { parties } = buildParties(rows.slice(1), mapping);
    expect(parties).toHaveLength(1);
    expect(parties[0]).toMatchObject({ postalCode: "1000-001", note: "Address: Rua 1" });
  });
});
