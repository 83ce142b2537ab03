import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

// Issue 29: sides named after the couple (and "both"), and guests' addresses in any script.
describe.each(ENGINES)("names and sides on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const rows = (body: string): string[][] => parse(body, { bom: true });
  const sideColumn = async (seed: SeededWedding) => {
    const res = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export`, headers: seed.auth });
    const [header, ...body] = rows(res.body);
    return body.map((row) => row[header!.indexOf("Side")]);
  };

  it("names the sides after the partners in the CSV, and in the specification's words once the couple chooses them", async () => {
    const seed = await seedWedding(t.app, { partner1: "Tom", partner2: "James" });
    expect(seed.wedding).toMatchObject({ sideWords: "names" });
    const ids: string[] = [];
    for (const guestName of ["Ann", "Ben", "Cleo", "Dev"]) ids.push((await submitRsvp(t.app, rsvpFor(seed, { guestName }))).json().id);
    for (const [index, side] of (["bride", "groom", "both"] as const).entries()) {
      const res = await t.app.inject({ method: "PUT", url: `/api/responses/${ids[index]}`, headers: seed.auth, payload: { sideAssignment: side } });
      expect(res.statusCode).toBe(200);
      expect(res.json().sideAssignment).toBe(side);
    }
    expect(await sideColumn(seed)).toEqual(["Tom's side", "James's side", "Both sides", "Unassigned"]);

    const saved = await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: { sideWords: "bride-groom" } });
    expect(saved.json()).toMatchObject({ sideWords: "bride-groom", partner1: "Tom" });
    expect(await sideColumn(seed)).toEqual(["Bride's side", "Groom's side", "Both sides", "Unassigned"]);
  });

  it("refuses side words and sides it does not know, and stores nothing", async () => {
    const seed = await seedWedding(t.app);
    expectError(await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: { sideWords: "his-hers" } }), 400);
    const id = (await submitRsvp(t.app, rsvpFor(seed))).json().id as string;
    expectError(await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: seed.auth, payload: { sideAssignment: "shared" } }), 400);
    const wedding = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}` });
    expect(wedding.json().sideWords).toBe("names");
  });

  it("imports a household on both sides with addresses in any script, and lists it with its side", async () => {
    const seed = await seedWedding(t.app, { partner1: "Tom", partner2: "James" });
    const party = {
      name: "",
      guests: [
        { firstName: "Hans", lastName: "von Bülow", email: "hans@bülow.de" },
        { firstName: "Zoë", lastName: "Müller", email: "zoë@müller.de" },
      ],
      extraSeats: 1,
      side: "both",
    };
    const res = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties/import`,
      headers: seed.auth,
      payload: { parties: [party] },
    });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth });
    const [stored] = list.json().parties;
    expect(stored).toMatchObject({ side: "both", seats: 3 });
    expect(stored.guests.map((guest: { email: string }) => guest.email)).toEqual(["hans@bülow.de", "zoë@müller.de"]);
    const csv = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/guest-list.csv`, headers: seed.auth });
    const [header, first] = rows(csv.body);
    expect(first![header!.indexOf("Side")]).toBe("Both sides");
    expect(first![header!.indexOf("Email")]).toBe("hans@bülow.de");
  });
});
