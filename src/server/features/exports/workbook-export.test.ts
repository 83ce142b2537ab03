import { parse } from "csv-parse/sync";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Party, PartyInput } from "../../../contract/guest-list";
import { expectError, expectPrivate, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { readWorkbook } from "../../test/workbook";

const YES = "Yes, I'll be there!";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FORMULA_LIKE = ["=1+1", '=HYPERLINK("http://evil.example","Click")', "@SUM(1)", "+44 20 7946 0000", "-2", "=SUM(A1:A9)"];

const okafors: PartyInput = {
  name: "=The Okafor family",
  guests: [
    { firstName: "Chidi", lastName: "Okafor" },
    { firstName: "Ada", lastName: "Okafor" },
  ],
  extraSeats: 1,
  side: "bride",
};

describe.each(ENGINES)("workbook and semicolon exports on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false, publicUrl: "https://rsvp.example.com" });
  });
  afterAll(() => t?.close());

  const get = (seed: SeededWedding, url: string, headers: Record<string, string> = seed.auth) => t.app.inject({ method: "GET", url, headers });

  /** A wedding with a free-text question whose own text and answers look like formulas, and a household. */
  async function seedTricky() {
    const seed = await seedWedding(t.app);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/questions`,
      headers: seed.auth,
      payload: { questions: [...seed.questions.map(({ weddingId: _w, order: _o, ...q }) => q), { question: "=cmd|' /C calc'!A0", type: "text" }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const questions = res.json() as SeededWedding["questions"];
    const trick = questions.find((question) => question.question.startsWith("=cmd"))!.id;
    const attend = questions.find((question) => question.question.includes("attend"))!.id;
    for (const [index, text] of FORMULA_LIKE.entries()) {
      const body = rsvpFor(seed, {
        guestName: index === 0 ? "=1+1" : index === 1 ? "ليلى حداد" : `Guest ${index} Zoë 李雷 🎉`,
        guestPhone: "+44 20 7946 0000",
        responses: { [attend]: YES, [trick]: text },
      });
      expect((await submitRsvp(t.app, body)).statusCode).toBe(201);
    }
    const party = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: okafors });
    expect(party.statusCode, party.body).toBe(201);
    return { ...seed, party: party.json<Party>() };
  }

  it("offers the replies as a workbook whose every cell is text or a count, never a formula, read back by a real parser", async () => {
    const seed = await seedTricky();
    const res = await get(seed, `/api/responses/${seed.wedding.uniqueCode}/export?format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="amelia-jonah-replies-[0-9A-Z]{8}\.xlsx"$/);
    expectPrivate(res);

    const book = await readWorkbook(res.rawPayload);
    expect(book.sheetName).toBe("Replies");
    const [header, ...rows] = book.rows;
    // The same columns as the CSV, the question's own text as it was typed (no leading ').
    const csvHeader = (parse((await get(seed, `/api/responses/${seed.wedding.uniqueCode}/export`)).body, { bom: true }) as string[][])[0]!;
    expect(header!.map((cell) => cell ?? "")).toEqual(csvHeader.map((cell) => cell.replace(/^'/, "")));
    expect(header).toContain("=cmd|' /C calc'!A0");
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => row[column("=cmd|' /C calc'!A0")])).toEqual(FORMULA_LIKE);
    expect(rows[0]![column("Guest Name")]).toBe("=1+1");
    // Right-to-left and astral characters come back as they were typed.
    expect(rows.slice(1, 3).map((row) => row[column("Guest Name")])).toEqual(["ليلى حداد", "Guest 2 Zoë 李雷 🎉"]);
    expect(rows.every((row) => row[column("Phone")] === "+44 20 7946 0000")).toBe(true);
    // Counts are numbers; everything else is text.
    expect(rows.map((row) => row[column("Party Size")])).toEqual(FORMULA_LIKE.map(() => 1));

    // In the file itself: no formula element anywhere, and each cell a string unless it is a count.
    expect(book.xml).not.toMatch(/<f[\s>]/);
    expect(book.cells.length).toBeGreaterThan(FORMULA_LIKE.length * 8);
    expect(book.cells.every((cell) => !cell.formula)).toBe(true);
    const partySizeColumn = String.fromCharCode(65 + column("Party Size"));
    for (const cell of book.cells) {
      const isCount = cell.ref.replace(/\d+$/, "") === partySizeColumn && cell.ref !== `${partySizeColumn}1`;
      expect([cell.ref, cell.type]).toEqual([cell.ref, isCount ? null : "str"]);
    }
  });

  it("offers everyone who replied, the caterer's list and the guest list as workbooks with the CSVs' rows", async () => {
    const seed = await seedTricky();
    const code = seed.wedding.uniqueCode;
    for (const [csvUrl, xlsxUrl, sheet, file] of [
      [`/api/responses/${code}/export/people`, `/api/responses/${code}/export/people?format=xlsx`, "Everyone who replied", "everyone-who-replied"],
      [`/api/responses/${code}/export/people?event=main`, `/api/responses/${code}/export/people?event=main&format=xlsx`, "Caterer Wedding", "wedding-caterer"],
      [`/api/weddings/${seed.wedding.id}/guest-list.csv`, `/api/weddings/${seed.wedding.id}/guest-list.xlsx`, "Guest list", "guest-list"],
    ] as const) {
      const res = await get(seed, xlsxUrl);
      expect(res.statusCode, xlsxUrl).toBe(200);
      expect(res.headers["content-type"]).toBe(XLSX);
      expect(res.headers["content-disposition"]).toMatch(new RegExp(`filename="amelia-jonah-${file}-[0-9A-Z]{8}\\.xlsx"$`));
      expectPrivate(res);
      const book = await readWorkbook(res.rawPayload);
      expect(book.sheetName).toBe(sheet);
      expect(book.cells.some((cell) => cell.formula)).toBe(false);
      // Row for row the CSV's, read as text (a CSV has no numbers, and neutralises with a leading ').
      const csv = parse((await get(seed, csvUrl)).body, { bom: true }) as string[][];
      const asText = book.rows.map((row) => csv[0]!.map((_, index) => (row[index] == null ? "" : String(row[index]))));
      expect(asText, xlsxUrl).toEqual(csv.map((row) => row.map((cell) => (/^'[=+\-@\t\r\n]/.test(cell) ? cell.slice(1) : cell))));
    }
    // The household's name, which begins with "=", is text in the guest list's workbook.
    const guestList = await readWorkbook((await get(seed, `/api/weddings/${seed.wedding.id}/guest-list.xlsx`)).rawPayload);
    expect(guestList.rows.slice(1).map((row) => row[0])).toEqual(["=The Okafor family", "=The Okafor family", "=The Okafor family"]);
  });

  it("writes CSV with semicolons for a couple whose Excel uses a decimal comma, and with commas otherwise", async () => {
    const seed = await seedTricky();
    const code = seed.wedding.uniqueCode;
    const plain = (await get(seed, `/api/responses/${code}/export`)).body;
    expect(plain.split("\r\n")[0]).toContain('"Submitted At",'.replace(/"/g, ""));
    for (const locale of ["de-DE", "fr", "es-ES", "pl-PL", "it", "pt-BR", "nl", "de-CH"]) {
      const res = await get(seed, `/api/responses/${code}/export?locale=${locale}`);
      expect(res.statusCode, locale).toBe(200);
      const firstLine = res.body.replace(/^\uFEFF/, "").split("\r\n")[0]!;
      expect(firstLine.startsWith("Submitted At;Guest Name;Email;"), locale).toBe(true);
      expect(parse(res.body, { bom: true, delimiter: ";" }), locale).toEqual(parse(plain, { bom: true }));
    }
    for (const locale of ["en-US", "en-GB", "ja", "es-MX"])
      expect((await get(seed, `/api/responses/${code}/export?locale=${locale}`)).body, locale).toBe(plain);
    // Every CSV export follows the same choice.
    for (const url of [`/api/responses/${code}/export/people?locale=de`, `/api/responses/${code}/export/people?event=main&locale=de`]) {
      expect((await get(seed, url)).body.replace(/^\uFEFF/, "").startsWith("Name;Party Lead;Relationship;"), url).toBe(true);
    }
    expect((await get(seed, `/api/weddings/${seed.wedding.id}/guest-list.csv?locale=fr-FR`)).body.replace(/^\uFEFF/, "").startsWith("Party;First name;")).toBe(
      true,
    );

    // A pack's mail-merge table comes as a workbook and as CSV in the couple's separator.
    const pack = await get(seed, `/api/weddings/${seed.wedding.id}/invitations.zip?locale=pl-PL`);
    expect(pack.statusCode).toBe(200);
    const files = unzipSync(pack.rawPayload);
    const csv = strFromU8(files["invitations.csv"]!).replace(/^\uFEFF/, "");
    expect(csv.startsWith("Party;Guests;Seats;Side;Tags;Invitation link;QR file name;Invitation words\r\n")).toBe(true);
    const book = await readWorkbook(files["invitations.xlsx"]!);
    expect(book.rows.map((row) => row.slice(0, 3))).toEqual([
      ["Party", "Guests", "Seats"],
      ["=The Okafor family", "Chidi and Ada Okafor", 3],
    ]);
    expect(book.cells.some((cell) => cell.formula)).toBe(false);
  });

  it("refuses an unknown format or a locale that is not a language tag with a 400, and a workbook to anyone but the couple", async () => {
    const seed = await seedTricky();
    const code = seed.wedding.uniqueCode;
    expectError(await get(seed, `/api/responses/${code}/export?format=pdf`), 400, "validation_failed");
    expectError(await get(seed, `/api/responses/${code}/export?locale=${encodeURIComponent("de;DROP")}`), 400, "validation_failed");
    expectError(await get(seed, `/api/weddings/${seed.wedding.id}/guest-list.csv?locale=${"x".repeat(60)}`), 400, "validation_failed");
    expectError(await get(seed, `/api/weddings/${seed.wedding.id}/guest-list.xlsx`, {}), 401);
    expectError(await get(seed, `/api/responses/${code}/export?format=xlsx`, {}), 401);
    const other = await seedWedding(t.app);
    expectError(await get(seed, `/api/weddings/${seed.wedding.id}/guest-list.xlsx`, other.auth), 403);
  });
});
