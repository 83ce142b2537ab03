import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZGuestNote } from "../../../contract/guest-list";
import { guestNotes } from "../../db/schema";
import { expectError, expectPrivate, hammer } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { MAX_NOTES_PER_WEDDING } from "./notes-service";

describe.each(ENGINES)("guest notes on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const leave = (payload: object) => t.app.inject({ method: "POST", url: "/api/invitations/notes", payload });
  const list = (seed: SeededWedding, headers: Record<string, string> = seed.auth) =>
    t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/guest-notes`, headers });
  const stored = async (weddingId: string) => (await t.database.db.select({ n: count() }).from(guestNotes).where(eq(guestNotes.weddingId, weddingId)))[0]!.n;

  it("stores a note from a guest who was not found, and lists it for the couple only, newest first", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const first = await leave({
      weddingId: seed.wedding.uniqueCode,
      name: "Auntie Bee",
      contact: "bee@example.com",
      message: "I think I'm on the groom's side!",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ ok: true });
    expectPrivate(first);
    expect((await leave({ weddingId: seed.wedding.id, name: "Uncle Tom" })).statusCode).toBe(201);

    const res = await list(seed);
    expect(res.statusCode).toBe(200);
    expectPrivate(res);
    const notes = res.json().map((note: unknown) => ZGuestNote.strict().parse(note));
    expect(notes.map((note: { name: string }) => note.name)).toEqual(["Uncle Tom", "Auntie Bee"]);
    expect(notes[1]).toMatchObject({ contact: "bee@example.com", message: "I think I'm on the groom's side!" });

    expectError(await list(seed, {}), 401, "unauthorized");
    expectError(await list(seed, other.auth), 403, "forbidden");
    expect((await list(other)).json()).toEqual([]);
  });

  it("lets only the couple delete a note", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    await leave({ weddingId: seed.wedding.id, name: "Cousin Vinny" });
    const [note] = (await list(seed)).json();
    expectError(await t.app.inject({ method: "DELETE", url: `/api/guest-notes/${note.id}`, headers: other.auth }), 403, "forbidden");
    expectError(await t.app.inject({ method: "DELETE", url: `/api/guest-notes/${note.id}` }), 401, "unauthorized");
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/guest-notes/${note.id}`, headers: seed.auth });
    expect(deleted.statusCode).toBe(204);
    expect((await list(seed)).json()).toEqual([]);
    expectError(await t.app.inject({ method: "DELETE", url: `/api/guest-notes/${note.id}`, headers: seed.auth }), 404, "not_found");
  });

  it("refuses the honeypot, a blank name and an unknown wedding, storing nothing", async () => {
    const seed = await seedWedding(t.app);
    const bot = expectError(await leave({ weddingId: seed.wedding.id, name: "Bot", website: "http://spam.example" }), 400, "validation_failed");
    expect(bot.fields).toHaveProperty("website");
    expectError(await leave({ weddingId: seed.wedding.id, name: "  " }), 400, "validation_failed");
    expectError(await leave({ weddingId: "ZZZZZZZZ", name: "Lost Guest" }), 404, "not_found");
    expect(await stored(seed.wedding.id)).toBe(0);
  });

  it(`refuses a note past ${MAX_NOTES_PER_WEDDING} for one wedding`, async () => {
    const seed = await seedWedding(t.app);
    await t.database.db
      .insert(guestNotes)
      .values(Array.from({ length: MAX_NOTES_PER_WEDDING }, (_, n) => ({ weddingId: seed.wedding.id, name: `Guest ${n}` })));
    expectError(await leave({ weddingId: seed.wedding.id, name: "One Too Many" }), 409, "conflict");
    expect(await stored(seed.wedding.id)).toBe(MAX_NOTES_PER_WEDDING);
    expect((await list(seed)).json()).toHaveLength(MAX_NOTES_PER_WEDDING);
  });
});

describe.each(ENGINES)("guest notes rate limit on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: true });
  });
  afterAll(() => t?.close());

  it("answers 429 past 5 notes a minute from one address, and stores only those 5", async () => {
    const seed = await seedWedding(t.app);
    const request = { method: "POST" as const, url: "/api/invitations/notes", payload: { weddingId: seed.wedding.id, name: "Lost Guest" } };
    const { statuses, last } = await hammer(t.app, request, 6, "203.0.113.9");
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expectError(last, 429, "rate_limited");
    const res = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/guest-notes`, headers: seed.auth });
    expect(res.json()).toHaveLength(5);
  });
});
