import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatingView } from "../../../contract/seating-plan";
import { expectError, expectPrivate, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding } from "../../test/fixtures";
import { startTestApp, type TestApp } from "../../test/harness";
import { seatingCalls } from "./test-seating";

// The seating plan's caterer and venue sheet as a file (issue 30 item 6; docs/decisions/0037-seating-print.md).
// PGlite only: the plan's reads and writes run on both engines in seating/seating-api.test.ts; this
// file checks what the export adds (rows, totals, CSV safety, the couple's separator, access).
describe("the seating caterer export", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { rateLimit: false });
  });
  afterAll(() => t?.close());

  it("lists each table's people with meal, dietary notes, high chair and wheelchair, each table's totals and the event's, safe for a spreadsheet", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const family = await calls.invite({
      name: "The Okafor family",
      guests: [
        { firstName: "Chidi", lastName: "Okafor" },
        { firstName: "Ada", lastName: "Okafor" },
        { firstName: "Emeka", lastName: "Okafor", isChild: true, age: 2 },
      ],
    });
    await calls.invite({ name: "The Smiths", guests: [{ firstName: "Jo", lastName: "Smith" }] });
    const [chidi, ada, emeka] = family.guests.map((guest) => guest.id);
    const [meal, dietary] = [seed.q("meal"), seed.q("dietary")];
    const sent = await calls.replyByLink(family, {
      guests: [chidi, ada, emeka].map((guestId) => ({ guestId, attending: true })),
      responses: { [meal]: { [chidi!]: "Beef", [ada!]: "Vegetarian", [emeka!]: "Chicken" }, [dietary]: { [ada!]: "Gluten-free" } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const priya = rsvpFor(seed, { responses: { ...rsvpFor(seed).responses, [dietary]: { primary: '=HYPERLINK("http://evil.example")' } } });
    expect((await submitRsvp(t.app, priya)).statusCode).toBe(201);

    let plan = (await calls.addTables({ version: 0, count: 2, shape: "round", seats: 4 })).json<SeatingView>();
    const [one, two] = plan.tables.map((table) => table.id);
    const key = (name: string) => plan.people.find((person) => person.name === name)!.key;
    plan = (await calls.move({ version: plan.version, personKeys: [key("Chidi Okafor"), key("Ada Okafor"), key("Emeka Okafor")], tableId: one! })).json();
    plan = (await calls.flags({ version: plan.version, personKeys: [key("Emeka Okafor")], highChair: true })).json();
    plan = (await calls.flags({ version: plan.version, personKeys: [key("Chidi Okafor")], wheelchair: true })).json();
    plan = (await calls.move({ version: plan.version, personKeys: [key("Priya Shah")], tableId: two! })).json();
    // A move keeps the wheelchair mark: Chidi goes to table 2 and back.
    plan = (await calls.move({ version: plan.version, personKeys: [key("Chidi Okafor")], tableId: two! })).json();
    plan = (await calls.move({ version: plan.version, personKeys: [key("Chidi Okafor")], tableId: one! })).json<SeatingView>();
    expect(plan.people.find((person) => person.name === "Chidi Okafor")).toMatchObject({ wheelchair: true, familyName: "Okafor", tableId: one });
    expect(plan.people.find((person) => person.name === "Ada Okafor")).toMatchObject({ dietary: "Gluten-free" });
    expect(plan.mealOptions).toEqual(["Chicken", "Beef", "Vegetarian"]);

    const url = `/api/weddings/${seed.wedding.id}/seating/caterer/export`;
    expectError(await t.app.inject({ method: "GET", url }), 401);
    // The couple's Excel uses a decimal comma: ";" between cells, as every export.
    const res = await t.app.inject({ method: "GET", url: `${url}?format=csv&locale=de-DE`, headers: seed.auth });
    expect(res.statusCode, res.body).toBe(200);
    expectPrivate(res);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="amelia-jonah-seating-caterer-[0-9A-Z]{8}\.csv"$/);
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.delimiter).toBe(";");
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([
      "Table",
      "Seat",
      "Name",
      "Household",
      "Meal",
      "Dietary notes",
      "Not replied yet",
      "People",
      "High chair",
      "Wheelchair",
      "Chicken (C)",
      "Beef (B)",
      "Vegetarian (V)",
      "No meal chosen (–)",
    ]);
    expect(rows).toEqual([
      // Chidi came back to the lowest free seat.
      ["Table 1", "1", "Chidi Okafor", "The Okafor family", "Beef", "", "", "1", "", "1", "", "1", "", ""],
      ["Table 1", "2", "Ada Okafor", "The Okafor family", "Vegetarian", "Gluten-free", "", "1", "", "", "", "", "1", ""],
      ["Table 1", "high chair", "Emeka Okafor", "The Okafor family", "Chicken", "", "", "1", "1", "", "1", "", "", ""],
      ["Table 1", "", "Total for Table 1", "", "", "", "", "3", "1", "1", "1", "1", "1", "0"],
      // A note that would run as a formula is shown as text.
      ["Table 2", "1", "Priya Shah", "Priya Shah", "Chicken", `'=HYPERLINK("http://evil.example")`, "", "1", "", "", "1", "", "", ""],
      ["Table 2", "", "Total for Table 2", "", "", "", "", "1", "0", "0", "1", "0", "0", "0"],
      ["No table yet", "", "Jo Smith", "The Smiths", "", "", "not replied yet", "1", "", "", "", "", "", "1"],
      ["No table yet", "", "Total for No table yet", "", "", "", "1", "1", "0", "0", "0", "0", "0", "1"],
      ["All tables", "", "Total for the event", "", "", "", "1", "5", "1", "1", "2", "1", "1", "1"],
    ]);

    const workbook = await t.app.inject({ method: "GET", url: `${url}?format=xlsx`, headers: seed.auth });
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect([...workbook.rawPayload.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });
});
