import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectPrivate, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const YES = "Yes, I'll be there!";
const NO = "Sorry, can't make it";
/** What a cell must read after neutralising (docs/design.md section 3): a leading ' before = + - @ TAB CR LF. */
const spreadsheetSafe = (text: string) => (/^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text);
const FIXED_COLUMNS = ["Submitted At", "Guest Name", "Email", "Phone", "Status", "Party Size", "Party Members", "Side"];

describe.each(ENGINES)("CSV export on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const exportCsv = (seed: SeededWedding, headers: Record<string, string> = seed.auth) =>
    t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export`, headers });

  const rows = (body: string): string[][] => parse(body, { bom: true });

  /** A wedding whose questions include a free-text one and one whose text itself looks like a formula. */
  async function seedWithTextQuestions() {
    const seed = await seedWedding(t.app);
    const extra = [
      { question: 'Song "request", please', type: "text" },
      { question: '=HYPERLINK("http://evil.example","Click")', type: "text" },
      { question: "How many nights?", type: "number" },
    ];
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/questions`,
      headers: seed.auth,
      payload: { questions: [...seed.questions.map(({ weddingId: _w, order: _o, ...q }) => q), ...extra] },
    });
    const questions = res.json() as SeededWedding["questions"];
    const q = (text: string) => questions.find((question) => question.question.toLowerCase().includes(text.toLowerCase()))!.id;
    return { ...seed, questions, q };
  }

  it("is a UTF-8 CSV attachment with a BOM, a header naming every question, and one row per response", async () => {
    const seed = await seedWithTextQuestions();
    for (const guestName of ["Ann", "Ben", "Cleo"]) expect((await submitRsvp(t.app, rsvpFor(seed, { guestName }))).statusCode).toBe(201);
    const res = await exportCsv(seed);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="amelia-jonah-replies-[0-9A-Z]{8}\.csv"$/);
    expectPrivate(res);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...body] = rows(res.body);
    // docs/spec.md's columns first, the guest-list party's after them.
    expect(header).toEqual([...FIXED_COLUMNS, ...seed.questions.map((q) => spreadsheetSafe(q.question)), "Party", "Invited"]);
    expect(header).toContain('Song "request", please');
    expect(body.map((row) => row[1])).toEqual(["Ann", "Ben", "Cleo"]);
    expect(body.every((row) => row.length === header!.length)).toBe(true);
  });

  it("round-trips quotes, commas, newlines and non-ASCII text, and neutralises formula-like cells", async () => {
    const seed = await seedWithTextQuestions();
    const tricky = [
      { guestName: "Zoë Ångström 李雷", song: 'He said "dance", then, well…', nights: "2", expectSong: 'He said "dance", then, well…', expectNights: "2" },
      {
        guestName: "🎉 Party 👰🏽‍♀️🤵🏿",
        song: "line one\nline two\r\nline three",
        nights: "-2",
        expectSong: "line one\nline two\r\nline three",
        expectNights: "'-2",
      },
      { guestName: "=cmd|' /C calc'!A0", song: "+1", nights: "0", expectSong: "'+1", expectNights: "0" },
      { guestName: "@SUM(1)", song: "\t=1+1", nights: "1", expectSong: "'=1+1", expectNights: "1" },
      { guestName: "-2", song: "-@x", nights: "3", expectSong: "'-@x", expectNights: "3" },
    ];
    for (const row of tricky) {
      const payload = rsvpFor(seed, {
        guestName: row.guestName,
        guestPhone: "+44 20 7946 0000",
        responses: { [seed.q("attend")]: YES, [seed.q("meal")]: { primary: "Chicken" }, [seed.q("song")]: row.song, [seed.q("nights")]: row.nights },
      });
      expect((await submitRsvp(t.app, payload)).statusCode, row.guestName).toBe(201);
    }
    const [header, ...body] = rows((await exportCsv(seed)).body);
    const column = (name: string) => header!.findIndex((cell) => cell.includes(name));
    expect(body).toHaveLength(tricky.length);
    tricky.forEach((row, index) => {
      const cells = body[index]!;
      expect(cells[1]).toBe(spreadsheetSafe(row.guestName));
      expect(cells[3]).toBe("'+44 20 7946 0000");
      expect(cells[column("Song")]).toBe(row.expectSong);
      expect(cells[column("nights")]).toBe(row.expectNights);
      // Per-person answers name the person, including a neutralised name.
      expect(cells[column("Meal")]).toBe(spreadsheetSafe(`${row.guestName}: Chicken`));
    });
    // No cell of the file starts with a character a spreadsheet would evaluate.
    for (const cells of body) for (const cell of cells) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("writes per-person answers as 'Name: answer; Name: answer' in party order, with status and head count", async () => {
    const seed = await seedWedding(t.app);
    const attending = rsvpFor(seed, {
      guestName: "Priya",
      partyMembers: [
        { id: "kid", name: "Mia, Jr.", relationship: "child", age: 6 },
        { id: "sp", name: "Sam", relationship: "spouse" },
      ],
      responses: {
        [seed.q("attend")]: YES,
        [seed.q("meal")]: { sp: "Beef", primary: "Vegetarian", kid: "Chicken" },
        [seed.q("dietary")]: { kid: "No nuts; really" },
      },
    });
    expect((await submitRsvp(t.app, attending)).statusCode).toBe(201);
    const declining = rsvpFor(seed, { guestName: "Olu", responses: { [seed.q("attend")]: NO } });
    const { id } = (await submitRsvp(t.app, declining)).json();
    await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: seed.auth, payload: { sideAssignment: "groom" } });

    const [header, first, second] = rows((await exportCsv(seed)).body);
    const cell = (row: string[] | undefined, name: string) => row![header!.indexOf(name)];
    expect(cell(first, "Status")).toBe("Attending");
    expect(cell(first, "Party Size")).toBe("3");
    expect(cell(first, "Party Members")).toBe("Priya (guest); Mia, Jr. (child, age 6); Sam (spouse)");
    expect(cell(first, "Side")).toBe("Unassigned");
    expect(cell(first, "Meal preference")).toBe("Priya: Vegetarian; Mia, Jr.: Chicken; Sam: Beef");
    expect(cell(first, "Dietary restrictions or allergies")).toBe("Mia, Jr.: No nuts; really");
    expect(cell(second, "Status")).toBe("Not Attending");
    expect(cell(second, "Party Size")).toBe("1");
    expect(cell(second, "Side")).toBe("Jonah's side");
    expect(cell(second, "Meal preference")).toBe("");
    expect(new Date(cell(first, "Submitted At")!).getTime()).not.toBeNaN();
  });

  it("exports only the header when nobody has answered yet", async () => {
    const seed = await seedWedding(t.app);
    const parsed = rows((await exportCsv(seed)).body);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toHaveLength(FIXED_COLUMNS.length + 4 + 2);
  });

  it("exports only this wedding's responses", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    await submitRsvp(t.app, rsvpFor(a, { guestName: "Only A" }));
    await submitRsvp(t.app, rsvpFor(b, { guestName: "Only B" }));
    const body = rows((await exportCsv(a)).body).slice(1);
    expect(body.map((row) => row[1])).toEqual(["Only A"]);
  });

  it("refuses without a key (401), with a wrong or another wedding's key (403), and 404s unknown codes", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    await submitRsvp(t.app, rsvpFor(a));
    for (const [status, headers] of [
      [401, {}],
      [403, { authorization: "Bearer guess" }],
      [403, b.auth],
    ] as const) {
      const res = await exportCsv(a, headers);
      expectError(res, status);
      expect(res.body).not.toContain("priya@example.com");
    }
    expectError(await t.app.inject({ method: "GET", url: "/api/responses/ZZZZZZZZ/export", headers: a.auth }), 404, "not_found");
    expectError(await t.app.inject({ method: "GET", url: "/api/responses/not%20a%20code/export", headers: a.auth }), 404, "not_found");
  });

  it("accepts the host cookie from POST /api/host/session", async () => {
    const seed = await seedWedding(t.app);
    await submitRsvp(t.app, rsvpFor(seed));
    const session = await t.app.inject({ method: "POST", url: "/api/host/session", payload: { code: seed.wedding.uniqueCode, hostKey: seed.wedding.hostKey } });
    const cookie = session.cookies.find((c) => c.name === `host_${seed.wedding.uniqueCode}`)!;
    const res = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export`, cookies: { [cookie.name]: cookie.value } });
    expect(res.statusCode).toBe(200);
    expect(rows(res.body)).toHaveLength(2);
  });
});
