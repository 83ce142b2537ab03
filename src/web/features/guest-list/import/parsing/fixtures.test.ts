import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ZPartyInput, type PartyInput } from "../../../../../contract/guest-list";
import { makeLargeGuestList } from "./fixtures/large-guest-list";
import { previewSpreadsheet, readSpreadsheet } from "./read-spreadsheet";

function read(name: string) {
  const sheet = readSpreadsheet(new Uint8Array(readFileSync(join(import.meta.dirname, "fixtures", name))));
  return { sheet, preview: previewSpreadsheet(sheet) };
}

/** "First Last" of each guest, one array per party: what the couple sees in the preview. */
function namesByParty(parties: PartyInput[]) {
  return parties.map((party) => party.guests.map((guest) => `${guest.firstName} ${guest.lastName ?? ""}`.trim()));
}

describe("import fixtures", () => {
  it("Excel CSV UTF-8 with BOM, one row per guest with a household column", () => {
    const { sheet, preview } = read("excel-utf8-bom.csv");
    expect([sheet.encoding, sheet.delimiter]).toEqual(["utf-8", ","]);
    expect(namesByParty(preview.parties)).toEqual([["José García", "Maria García", "Lucía García"], ["Zoë Müller"], ["Ana Silva"]]);
    expect(preview.partyRows).toEqual([[2, 3, 4], [5], [6]]);
    const [garcia, muller, silva] = preview.parties;
    expect(garcia).toMatchObject({ name: "García family", side: "groom", tags: ["Family", "Evening only"] });
    expect(garcia!.guests[0]).toMatchObject({ email: "jose@example.com", phone: "+34 600 000 001" });
    expect(garcia!.guests[2]).toMatchObject({ isChild: true, age: 7 });
    expect(muller).toMatchObject({ side: "bride", tags: ["Work"] });
    expect(silva).toMatchObject({ name: "", side: "bride" });
    expect(preview.problems).toEqual([]);
  });

  it("Windows-1252: accents, smart quotes and the euro survive", () => {
    const { sheet, preview } = read("excel-windows-1252.csv");
    expect(sheet.encoding).toBe("windows-1252");
    expect(namesByParty(preview.parties)).toEqual([["François Lefèvre", "Amélie Lefèvre"], ["Zoë Dupont"], ["Jürgen Müller"], ["Siobhán O’Brien"]]);
    expect(preview.parties.map((party) => party.extraSeats)).toEqual([0, 1, 0, 2]);
    expect(preview.parties.map((party) => party.note)).toEqual(["Can’t eat nuts", "Gift list: 50 €", "“Uncle J”", ""]);
    expect(preview.parties[0]!.guests[0]!.email).toBe("francois@example.fr");
  });

  it("Excel Unicode text: UTF-16 LE, tabs, couples and children in one cell", () => {
    const { sheet, preview } = read("excel-unicode-utf16le.txt");
    expect([sheet.encoding, sheet.delimiter]).toEqual(["utf-16le", "\t"]);
    expect(namesByParty(preview.parties)).toEqual([["Łukasz Nowak", "Zoë Nowak"], ["Ngozi Okafor"], ["Kim Lee"]]);
    expect(preview.parties.map((party) => [party.side, party.tags, party.extraSeats])).toEqual([
      ["bride", ["Friends"], 0],
      ["groom", ["Family"], 3],
      [null, [], 0],
    ]);
    expect(preview.parties[2]!.guests[0]).toMatchObject({ isChild: true, age: 7 });
  });

  it("European Excel: semicolons with decimal commas, Windows-1252, German headers", () => {
    const { sheet, preview } = read("european-semicolons.csv");
    expect([sheet.encoding, sheet.delimiter]).toEqual(["windows-1252", ";"]);
    expect(sheet.headers).toEqual(["Vorname", "Nachname", "Haushalt", "Alter", "Geschenk (€)"]);
    expect(namesByParty(preview.parties)).toEqual([["Jürgen Weiß", "Björn Weiß"], ["Renée Faßbender"]]);
    expect(preview.parties[0]!.guests[1]).toMatchObject({ isChild: true, age: 9 });
  });

  it("tab-separated without a household column: households are suggested, not forced, and applied on request", async () => {
    const { sheet, preview } = read("guests.tsv");
    expect(sheet.delimiter).toBe("\t");
    expect(namesByParty(preview.parties)).toEqual([["Tom Baker"], ["Sue Baker"], ["Amy Baker"], ["Raj Patel"]]);
    expect(preview.suggestions).toEqual([{ reason: "Same surname and address: Baker, 4 Elm Road", partyIndexes: [0, 1] }]);
    const { applySuggestions } = await import("./suggest");
    const applied = applySuggestions(preview, preview.suggestions);
    expect(namesByParty(applied.parties)).toEqual([["Tom Baker", "Sue Baker"], ["Amy Baker"], ["Raj Patel"]]);
    expect(applied.partyRows).toEqual([[2, 3], [4], [5]]);
    expect(applied.suggestions).toEqual([]);
  });

  it("quoted newlines stay in their cell and later rows keep the numbers the spreadsheet shows", () => {
    const { preview } = read("quoted-newlines.csv");
    expect(namesByParty(preview.parties)).toEqual([["Olivia Brown"], ["Noah Jones"], ["Emma Wilson"]]);
    expect(preview.partyRows).toEqual([[2], [3], [4]]);
    expect(preview.parties[0]!.note).toBe("Vegetarian\nAddress: 12 Rose Lane, Flat 2, Bath BA1 1AA");
    expect(preview.parties[2]!.guests[0]!.aliases).toEqual(["Em"]);
  });

  it("couples in one cell; a line naming nobody is a problem by row number", () => {
    const { preview } = read("couples-in-one-cell.csv");
    expect(namesByParty(preview.parties)).toEqual([
      ["John Doe", "Jane Doe"],
      ["Peter Doe", "Mary Doe"],
      ["Robert Smith"],
      ["Maria García", "José García"],
      ["Kim Lee"],
    ]);
    expect(preview.parties.map((party) => party.extraSeats)).toEqual([0, 0, 1, 1, 0]);
    expect(preview.problems).toEqual([{ row: 5, message: expect.stringContaining("The Okafor family +4") }]);
    expect(preview.notes).toEqual([{ row: 4, message: "Title without a name became an open seat" }]);
  });

  it("blank rows are counted, junk rows skipped by number, unreadable rows reported by number", () => {
    const { preview } = read("blank-and-junk.csv");
    expect(namesByParty(preview.parties)).toEqual([["Anna Berg"], ["Carl Dahl"]]);
    expect(preview.parties.map((party) => party.extraSeats)).toEqual([1, 0]);
    expect(preview.blankRows).toBe(2);
    expect(preview.skipped.map((skip) => skip.row)).toEqual([6, 8]);
    expect(preview.problems).toEqual([{ row: 7, message: "No first name for “Eklund”" }]);
  });

  it("Google Sheets: UTF-8 without BOM, CRLF, Party and +1 headers; a bad email is left out, not the guest", () => {
    const { sheet, preview } = read("google-sheets.csv");
    expect(sheet.mapping.roles).toEqual(["fullName", "household", "extraSeats", "email"]);
    expect(namesByParty(preview.parties)).toEqual([["Liam Smith", "Ava Smith"], ["Mia Chen"], ["Zoë Adébáyọ̀"]]);
    expect(preview.parties[0]).toMatchObject({ name: "Smiths", extraSeats: 1 });
    expect(preview.parties[1]!.guests[0]!.email).toBeNull();
    expect(preview.notes).toEqual([{ row: 4, message: "“mia@example” is not an email address: left out" }]);
  });

  it("every party of every fixture is one the server accepts", () => {
    for (const name of [
      "excel-utf8-bom.csv",
      "excel-windows-1252.csv",
      "excel-unicode-utf16le.txt",
      "european-semicolons.csv",
      "guests.tsv",
      "quoted-newlines.csv",
      "couples-in-one-cell.csv",
      "blank-and-junk.csv",
      "google-sheets.csv",
    ]) {
      for (const party of read(name).preview.parties) expect(ZPartyInput.safeParse(party).success, name).toBe(true);
    }
  });

  it("reads a 2,000-guest file into its households", () => {
    const large = makeLargeGuestList(2_000);
    const preview = previewSpreadsheet(readSpreadsheet(large.bytes));
    expect(preview.parties).toHaveLength(large.parties);
    expect(preview.parties.reduce((sum, party) => sum + party.guests.length, 0)).toBe(2_000);
    expect(preview.problems).toEqual([]);
    expect(preview.parties[0]!.guests.map((guest) => guest.firstName)).toEqual(["José", "Siobhán"]);
  });

  it("reading the same file twice gives identical parties, so a re-import can be matched", () => {
    const large = makeLargeGuestList(300);
    expect(previewSpreadsheet(readSpreadsheet(large.bytes))).toEqual(previewSpreadsheet(readSpreadsheet(large.bytes)));
    expect(read("couples-in-one-cell.csv").preview).toEqual(read("couples-in-one-cell.csv").preview);
  });
});

describe("rows around the guests", () => {
  it("finds the column names below a title, and skips section headings, each by row number", () => {
    const text = "Our wedding guests\n\nFirst name,Last name,Side\nBRIDE'S SIDE,,\nAnna,Berg,bride\nWork colleagues:,,\nCarl,Dahl,groom\n";
    const sheet = readSpreadsheet(new TextEncoder().encode(text));
    expect(sheet.headers).toEqual(["First name", "Last name", "Side"]);
    const preview = previewSpreadsheet(sheet);
    expect(namesByParty(preview.parties)).toEqual([["Anna Berg"], ["Carl Dahl"]]);
    expect(preview.partyRows).toEqual([[5], [7]]);
    expect(preview.skipped).toEqual([
      { row: 1, message: "Skipped: above the column names" },
      { row: 4, message: "Skipped: a section heading" },
      { row: 6, message: "Skipped: a section heading" },
    ]);
  });
});

describe("the couple's own spreadsheet (issue 29, item 1)", () => {
  const sheet = readSpreadsheet(new Uint8Array(readFileSync(join(import.meta.dirname, "fixtures", "couple-spreadsheet.csv"))));
  const preview = previewSpreadsheet(sheet, { ...sheet.mapping, partners: ["Tom", "James"] });
  const byName = (first: string) => preview.parties.find((party) => party.guests[0]!.firstName === first)!;

  it("maps “Guests allowed” to the allowance and a “Children (e.g. …)” column to the children's names", () => {
    expect(sheet.mapping.roles).toEqual(["fullName", "email", "side", "seats", "children"]);
  });

  it("reads each reported cell as the household it names", () => {
    expect(namesByParty(preview.parties)).toEqual([
      ["Piotr Kowalski", "Zofia Kowalski", "Jan Kowalski", "Ola Kowalski", "Ewa Kowalski"],
      ["Zofia Costa", "Michael Costa", "Marco Costa"],
      ["Youssef Mansour", "Nour Mansour", "Sami Mansour", "Nour Mansour"],
      ["Hans von Bülow", "Greta von Bülow"],
      ["María José Fernández de la Vega", "Juan Carlos Fernández de la Vega"],
      ["محمد بن علي", "فاطمة بن علي"],
      ["Giulia De Luca", "Marco De Luca"],
      ["Ana Silva"],
      ["Tom Baker"],
      ["John Doe"],
      ["Emily Brown", "Lily Brown"],
      ["Jean Dupont", "Marie Dupont"],
    ]);
    expect(byName("Youssef").guests.slice(2)).toMatchObject([
      { firstName: "Sami", isChild: true, age: 8 },
      { firstName: "Nour", isChild: true, age: 5 },
    ]);
    expect(byName("Piotr").guests.filter((guest) => guest.isChild)).toHaveLength(3);
  });

  it("gives each household its allowance: open seats for the difference, never negative, and says when fewer are allowed than named", () => {
    expect(preview.parties.map((party) => party.extraSeats)).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0, 0]);
    const emily = preview.partyRows[preview.parties.indexOf(byName("Emily"))]![0]!;
    expect(preview.notes).toContainEqual({ row: emily, message: "Total seats 1 is fewer than the 2 guests named: the named guests are kept" });
  });

  it("accepts a side named after a partner or as both, in the eight languages", () => {
    expect(preview.parties.map((party) => party.side)).toEqual([
      "both",
      "bride",
      "groom",
      "both",
      "both",
      "both",
      "bride",
      "groom",
      "both",
      "bride",
      "bride",
      "both",
    ]);
    expect(preview.notes.filter((note) => note.message.startsWith("Side"))).toEqual([]);
  });

  it("keeps addresses in any script", () => {
    expect(byName("Hans").guests[0]!.email).toBe("hans@bülow.de");
    expect(byName("María José").guests[0]!.email).toBe("mariajosé@example.es");
    expect(byName("Tom").guests[0]!.email).toBe("zoë@müller.de");
  });

  it("flags every guess on its row and names the row it could not read", () => {
    const flagged = (first: string) => preview.notes.filter((note) => preview.partyRows[preview.parties.indexOf(byName(first))]!.includes(note.row));
    expect(flagged("Zofia")).toEqual([expect.objectContaining({ message: "“with Marco” read as Marco Costa, one of the household" })]);
    expect(flagged("John")).toEqual([expect.objectContaining({ message: expect.stringMatching(/& family/) })]);
    expect(flagged("Piotr")).toEqual([]);
    expect(preview.problems).toEqual([{ row: 8, message: "“Sr. y Sra. García López” names no guest: write at least one first name" }]);
  });
});
