import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupleNames } from "../contract/erase";
import { expectError, rsvpFor, submitRsvp } from "./test/api";
import { openStream } from "./test/event-stream";
import { seedWedding, type SeededWedding } from "./test/fixtures";
import { ENGINES, startPostgresPair, startTestApp, type TestApp } from "./test/harness";
import { createLocalFeed } from "./db/change-feed";
import { MemoryCounterStore } from "./plugins/counter-store";
import type { AppContext } from "./context";
import { sweepUploads } from "./features/photos/service";
import { LocalPhotoStorage } from "./features/photos/storage/local";
import { findWedding, PublicWeddingCache } from "./features/weddings";
import { testConfig } from "./test/harness";
import { eraseRows } from "./features/erase/service";
import { NAMES, seedFullWedding } from "./test-full-wedding";
import { seatingCalls } from "./features/seating/test-seating";
import type { SeatingView } from "../contract/seating-plan";
import { trashParties, trashQuestions } from "./features/trash";

/** A context on the test app's database, as a second process after a crash would have. */
function testContext(t: TestApp, dataDir: string): AppContext {
  const config = testConfig({ dataDir });
  return {
    config,
    database: t.database,
    db: t.database.db,
    cache: new PublicWeddingCache(),
    feed: createLocalFeed(),
    counters: new MemoryCounterStore(),
    publicWeddingFlags: async () => ({}),
    trashParties,
    trashQuestions,
  };
}

const erase = (t: TestApp, seed: SeededWedding, confirmName: string, headers: Record<string, string> = seed.auth) =>
  t.app.inject({ method: "DELETE", url: `/api/weddings/${seed.wedding.id}`, headers, payload: { confirmName } });

/** Every table of the database whose row, read as text (every column), holds any of `needles`. */
async function tablesMentioning(t: TestApp, needles: string[]): Promise<Record<string, number>> {
  const db = t.database.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const found: Record<string, number> = {};
  const patterns = needles.map((needle) => `%${needle.toLowerCase()}%`);
  for (const { table_name } of tables.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} t where lower(t::text) like any(array(select jsonb_array_elements_text(${JSON.stringify(patterns)}::jsonb)))`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) found[table_name] = result.rows[0]!.n;
  }
  return found;
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];

describe.each(ENGINES)("erasing a wedding on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  let url: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "erase-test-"));
    t = await startTestApp(engine, { dataDir });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses without the couple's names exactly as shown, without the host key and with another wedding's, and keeps everything", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    expectError(await erase(t, seed, "Amelia and Jonah"), 400, "validation_failed");
    expectError(await erase(t, seed, "amelia & jonah"), 400, "validation_failed");
    expectError(await erase(t, seed, ""), 400, "validation_failed");
    expectError(await erase(t, seed, coupleNames(seed.wedding), {}), 401);
    expectError(await erase(t, seed, coupleNames(seed.wedding), other.auth), 403);
    expectError(await t.app.inject({ method: "DELETE", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth }), 400);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}` })).statusCode).toBe(200);
  });

  it("leaves no row that names the wedding, its code or its guests, and no file of its photo; another wedding keeps everything", async () => {
    const { seed } = await seedFullWedding(t.app);
    const other = await seedWedding(t.app);
    expect((await submitRsvp(t.app, rsvpFor(other))).statusCode).toBe(201);
    const needles = [seed.wedding.id, seed.wedding.uniqueCode, NAMES.household, ...NAMES.guests, NAMES.openForm, "Isolde", "Thaddeus"];
    // The search finds what is there: the seeded wedding fills these tables before the erase.
    const before = await tablesMentioning(t, needles);
    for (const table of [
      "weddings",
      "questions",
      "responses",
      "parties",
      "guests",
      "events",
      "outbox_messages",
      "seating_plans",
      "seat_assignments",
      "check_ins",
      "guest_notes",
      "couple_addresses",
      "uploads",
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    expect(filesUnder(path.join(dataDir, "uploads", "photos")).length).toBeGreaterThan(0);
    const stream = await openStream(url, seed.wedding.uniqueCode, seed.wedding.hostKey);
    await stream.next("resync");

    const res = await erase(t, seed, `  ${seed.wedding.partner1}   &  ${seed.wedding.partner2} `);
    expect(res.statusCode, res.body).toBe(204);
    // Both this browser's cookies for the wedding go: the host key's and an access link's.
    const cookies = [res.headers["set-cookie"] ?? []].flat().join("\n");
    expect(cookies).toMatch(new RegExp(`host_${seed.wedding.uniqueCode}=;`));
    expect(cookies).toMatch(new RegExp(`access_${seed.wedding.uniqueCode}=;`));
    await stream.ended;

    expect(await tablesMentioning(t, needles)).toEqual({});
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` }), 404);
    expectError(await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth }), 404);
    expectError(await erase(t, seed, coupleNames(seed.wedding)), 404);
    const kept = await t.app.inject({ method: "GET", url: `/api/responses/${other.wedding.uniqueCode}`, headers: other.auth });
    expect(kept.json()).toHaveLength(1);
  });

  it("lets a guest erase their own reply with its edit link or their household's invitation link: its people's seats and unsent mail go, the household stays", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const party = await calls.invite({ name: "The Marlowes", guests: [{ firstName: "Ivo", lastName: "Marlowe" }], extraSeats: 1 });
    const byLink = await calls.replyByLink(party, {
      guests: [{ guestId: party.guests[0]!.id, attending: true }],
      extraGuests: [{ name: "Wren Ashby" }],
      responses: { [seed.q("meal")]: { [party.guests[0]!.id]: "Beef", "seat-1": "Chicken" } },
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
    const open = (await submitRsvp(t.app, rsvpFor(seed, { guestName: "Saoirse Kell" }))).json<{ id: string; editToken: string }>();
    let plan = (await calls.addTables({ version: 0, count: 1, shape: "round", seats: 8 })).json<SeatingView>();
    plan = (await calls.move({ version: plan.version, personKeys: plan.people.map((person) => person.key), tableId: plan.tables[0]!.id })).json<SeatingView>();
    expect(plan.people).toHaveLength(3);

    const own = `/api/responses/${open.id}/guest`;
    expectError(await t.app.inject({ method: "DELETE", url: own }), 401);
    expectError(await t.app.inject({ method: "DELETE", url: own, headers: { "x-edit-token": "A".repeat(32) } }), 403);
    expect((await t.app.inject({ method: "DELETE", url: own, headers: { "x-edit-token": open.editToken } })).statusCode).toBe(204);
    expect(await tablesMentioning(t, [open.id, "Saoirse Kell", open.editToken])).toEqual({});

    const mine = {
      method: "DELETE" as const,
      url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
      headers: { "x-invitation-token": party.invitationToken },
    };
    expect((await t.app.inject(mine)).statusCode).toBe(204);
    expectError(await t.app.inject(mine), 404);
    expect(await tablesMentioning(t, ["Wren Ashby"])).toEqual({});
    // The household is still invited, not replied, and its guest keeps their seat as tentative.
    const view = await t.app.inject({ method: "GET", url: mine.url, headers: mine.headers });
    expect(view.statusCode).toBe(200);
    const after = await calls.plan();
    expect(after.people.map(({ name, status, tableId }) => ({ name, status, seated: tableId !== null }))).toEqual([
      { name: "Ivo Marlowe", status: "tentative", seated: true },
    ]);
    expect(after.version).toBeGreaterThan(plan.version);
    const replies = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth });
    expect(replies.json()).toEqual([]);
  });

  it("leaves the files of an erase cut short after its commit to the photo sweep, which deletes them", async () => {
    const { seed } = await seedFullWedding(t.app);
    const ctx = testContext(t, dataDir);
    const wedding = (await findWedding(ctx, seed.wedding.id))!;
    // The process dies right after the commit: the rows are gone, the files not yet.
    await eraseRows(ctx, wedding);
    expect(filesUnder(path.join(dataDir, "uploads", "photos")).length).toBeGreaterThan(0);
    expect(await tablesMentioning(t, [seed.wedding.id, seed.wedding.uniqueCode])).not.toHaveProperty("uploads");
    await sweepUploads({ ctx, storage: new LocalPhotoStorage(dataDir), log: t.app.log });
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    const left = (await t.database.db.execute(sql`select count(*)::int as n from uploads`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });
});

describe("erasing a wedding with two app instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  beforeAll(async () => {
    [a, b] = await startPostgresPair({ rateLimit: false });
    urlB = await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("ends the other instance's live streams and drops its cached invitation", async () => {
    const seed = await seedWedding(a.app);
    expect((await b.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` })).statusCode).toBe(200);
    const stream = await openStream(urlB, seed.wedding.uniqueCode, seed.wedding.hostKey);
    await stream.next("resync");
    expect((await erase(a, seed, coupleNames(seed.wedding))).statusCode).toBe(204);
    await stream.ended;
    expectError(await b.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` }), 404);
  });
});
