import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, expectError, rsvpFor } from "../../test/api";
import { seedWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const yesterday = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)("host corrections, phone answers, deletion and the guest list CSV on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  it("a host adds an answer received by phone, even after the deadline; guests still cannot", async () => {
    const seed = await seedWedding(t.app, { rsvpDeadline: yesterday() });
    const { weddingId: _w, ...entry } = rsvpFor(seed, { guestName: "Grandma Rose", guestEmail: "rose@example.com" });
    expectError(await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) }), 403, "deadline_passed");
    expectError(await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/responses`, payload: entry }), 401);
    const added = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/responses`, headers: seed.auth, payload: entry });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ guestName: "Grandma Rose", sideAssignment: null });
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
  });

  it("a host may leave the email blank for a phone answer; a guest may not, and a bad one is still refused", async () => {
    const seed = await seedWedding(t.app);
    const { weddingId: _w, ...entry } = rsvpFor(seed, { guestName: "Grandma Rose", guestEmail: "  " });
    expectError(await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: "" }) }), 400, "validation_failed");
    const bad = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/responses`,
      headers: seed.auth,
      payload: { ...entry, guestEmail: "rose@" },
    });
    expectError(bad, 400, "validation_failed");
    expect(bad.json().error.fields).toEqual({ guestEmail: "Enter a valid email address" });
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);

    const added = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/responses`, headers: seed.auth, payload: entry });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().guestEmail).toBe("");
    const csv = parse(
      (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export`, headers: seed.auth })).body.replace(/^\uFEFF/, ""),
      { columns: true },
    ) as Record<string, string>[];
    expect(csv.map((row) => [row["Guest Name"], row["Email"]])).toEqual([["Grandma Rose", ""]]);
  });

  it("a host corrects an answer, keeping its side; bad answers are refused and change nothing", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const id = (await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) })).json().id;
    await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: seed.auth, payload: { sideAssignment: "groom" } });
    const { weddingId: _w, ...entry } = rsvpFor(seed, { responses: { [seed.q("attend")]: "Yes, I'll be there!", [seed.q("meal")]: { primary: "Beef" } } });

    expectError(await t.app.inject({ method: "PUT", url: `/api/responses/${id}/host`, headers: other.auth, payload: entry }), 403);
    const bad = { ...entry, responses: { [seed.q("meal")]: { primary: "Lobster" }, [seed.q("attend")]: "Yes, I'll be there!" } };
    expectError(await t.app.inject({ method: "PUT", url: `/api/responses/${id}/host`, headers: seed.auth, payload: bad }), 400, "validation_failed");

    const fixed = await t.app.inject({ method: "PUT", url: `/api/responses/${id}/host`, headers: seed.auth, payload: entry });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().responses[seed.q("meal")]).toEqual({ primary: "Beef" });
    expect(fixed.json().sideAssignment).toBe("groom");
  });

  it("a host may put a phone answer on a side at once, and move it when correcting; a guest cannot choose a side", async () => {
    const seed = await seedWedding(t.app);
    const { weddingId: _w, ...entry } = rsvpFor(seed, { guestName: "Aunt May" });
    const added = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/responses`,
      headers: seed.auth,
      payload: { ...entry, sideAssignment: "bride" },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().sideAssignment).toBe("bride");
    const id = added.json().id as string;
    const kept = await t.app.inject({
      method: "PUT",
      url: `/api/responses/${id}/host`,
      headers: seed.auth,
      payload: { ...entry, guestPhone: "+44 20 7946 0000" },
    });
    expect(kept.json()).toMatchObject({ sideAssignment: "bride", guestPhone: "+44 20 7946 0000" });
    const moved = await t.app.inject({ method: "PUT", url: `/api/responses/${id}/host`, headers: seed.auth, payload: { ...entry, sideAssignment: "groom" } });
    expect(moved.json().sideAssignment).toBe("groom");
    const listed = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth });
    expect(listed.json()[0].sideAssignment).toBe("groom");
    expectError(
      await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/responses`,
        headers: seed.auth,
        payload: { ...entry, sideAssignment: "aunt" },
      }),
      400,
      "validation_failed",
    );
    expectError(
      await t.app.inject({ method: "POST", url: "/api/responses", payload: { ...rsvpFor(seed), sideAssignment: "bride" } }),
      400,
      "validation_failed",
    );
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
  });

  it("a host entry retried with its Idempotency-Key is stored once and answered with the first", async () => {
    const seed = await seedWedding(t.app);
    const { weddingId: _w, ...entry } = rsvpFor(seed, { guestName: "Uncle Bo", guestEmail: "" });
    const url = `/api/weddings/${seed.wedding.id}/responses`;
    const headers = { ...seed.auth, "idempotency-key": "host-entry-0001" };
    const first = await t.app.inject({ method: "POST", url, headers, payload: entry });
    const again = await t.app.inject({ method: "POST", url, headers, payload: entry });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
    // The same key for another entry (or another side) is refused, as for guests.
    for (const other of [
      { ...entry, guestName: "Aunt May" },
      { ...entry, sideAssignment: "groom" },
    ]) {
      expectError(await t.app.inject({ method: "POST", url, headers, payload: other }), 409, "conflict");
    }
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
    expectError(await t.app.inject({ method: "POST", url, headers: { ...seed.auth, "idempotency-key": "short" }, payload: entry }), 400, "validation_failed");
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
  });

  it("a host deletes a response; without the key, with another key, or twice it is refused", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const id = (await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) })).json().id;
    expectError(await t.app.inject({ method: "DELETE", url: `/api/responses/${id}` }), 401);
    expectError(await t.app.inject({ method: "DELETE", url: `/api/responses/${id}`, headers: other.auth }), 403);
    expect((await t.app.inject({ method: "DELETE", url: `/api/responses/${id}`, headers: seed.auth })).statusCode).toBe(204);
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
    expectError(await t.app.inject({ method: "DELETE", url: `/api/responses/${id}`, headers: seed.auth }), 404);
  });

  it("the guest list CSV has one row per person with their own meal and diet", async () => {
    const seed = await seedWedding(t.app);
    const family = rsvpFor(seed, {
      guestName: "Priya Shah",
      partyMembers: [
        { id: "m1", name: "Tom Shah", relationship: "spouse" },
        { id: "m2", name: "Asha Shah", relationship: "child", age: 6 },
      ],
      responses: {
        [seed.q("attend")]: "Yes, I'll be there!",
        [seed.q("meal")]: { primary: "Vegetarian", m1: "Beef", m2: "Chicken" },
        [seed.q("dietary")]: { m2: "No nuts, please" },
      },
    });
    expect((await t.app.inject({ method: "POST", url: "/api/responses", payload: family })).statusCode).toBe(201);
    expectError(await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export/people` }), 401);
    const res = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export/people`, headers: seed.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename=".*everyone-who-replied.*\.csv"/);
    const rows = parse(res.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => [row.Name, row.Relationship, row.Age, row["Meal preference"], row["Dietary restrictions or allergies"]])).toEqual([
      ["Priya Shah", "guest", "", "Vegetarian", ""],
      ["Tom Shah", "spouse", "", "Beef", ""],
      ["Asha Shah", "child", "6", "Chicken", "No nuts, please"],
    ]);
    expect(rows.every((row) => row.Status === "Attending" && row["Party Lead"] === "Priya Shah")).toBe(true);
  });
});
