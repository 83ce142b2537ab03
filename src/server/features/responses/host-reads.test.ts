import { randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responses } from "../../db/schema";
import { expectError, expectPrivate, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

describe.each(ENGINES)("the host's responses list and heavy reads on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  /** Stores `n` replies straight into the database, in one statement per thousand (so many share a timestamp). */
  async function insertReplies(weddingId: string, n: number) {
    for (let start = 0; start < n; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, n - start) }, (_, i) => ({
        weddingId,
        guestName: `Guest ${start + i}`,
        guestEmail: `g${start + i}@example.com`,
        answers: { note: `Reply number ${start + i}, with a few words so a page is well over a socket buffer` },
        editTokenHash: randomUUID(),
      }));
      await t.database.db.insert(responses).values(rows);
    }
  }

  /** The list as docs/spec.md describes it, built here from the stored rows rather than by the server's code. */
  async function expectedList(weddingId: string) {
    const rows = await t.database.db.select().from(responses).where(eq(responses.weddingId, weddingId)).orderBy(asc(responses.submittedAt), asc(responses.id));
    return rows.map((row) => ({
      id: row.id,
      weddingId: row.weddingId,
      guestName: row.guestName,
      guestEmail: row.guestEmail,
      guestPhone: row.guestPhone,
      partyMembers: row.partyMembers,
      responses: row.answers,
      sideAssignment: row.sideAssignment,
      submittedAt: row.submittedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  const list = (seed: SeededWedding, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: { ...seed.auth, ...headers } });

  it("a small wedding's list is the same JSON array as before", async () => {
    const seed = await seedWedding(t.app);
    const party = [{ id: "sp", name: "Sam", relationship: "spouse" as const }];
    await submitRsvp(t.app, rsvpFor(seed, { guestName: "Ann", guestPhone: "+44 20 7946 0000" }));
    const { id } = (await submitRsvp(t.app, rsvpFor(seed, { guestName: "Ben", partyMembers: party }))).json();
    await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: seed.auth, payload: { sideAssignment: "bride" } });
    const res = await list(seed);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expectPrivate(res);
    const expected = await expectedList(seed.wedding.id);
    expect(expected.map((r) => r.guestName)).toEqual(["Ann", "Ben"]);
    expect(res.json()).toEqual(expected);
  });

  it("a wedding larger than one page: every row once, in submission order, plain or gzipped, private", async () => {
    const seed = await seedWedding(t.app);
    await insertReplies(seed.wedding.id, 1234);
    await submitRsvp(t.app, rsvpFor(seed, { guestName: "Last" }));
    const expected = await expectedList(seed.wedding.id);
    expect(expected).toHaveLength(1235);

    const plain = await list(seed);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expectPrivate(plain);
    expect(plain.json()).toEqual(expected);

    const packed = await list(seed, { "accept-encoding": "gzip" });
    expect(packed.headers["content-encoding"]).toBe("gzip");
    expectPrivate(packed);
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString("utf8"))).toEqual(expected);
  });

  /** Starts a heavy read and leaves its body unread, so the server holds it open (backpressure). */
  const open = (seed: SeededWedding, path = "") =>
    t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}${path}`, headers: seed.auth, payloadAsStream: true });

  async function readAll(res: LightMyRequestResponse): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  async function expectBusy(res: LightMyRequestResponse, pattern: RegExp) {
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("5");
    const body = JSON.parse(await readAll(res));
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(pattern);
  }

  it("at most 2 heavy reads per wedding and 4 per instance: one more answers 429 with a retry hint; finished reads give their slots back", async () => {
    const [a, b, small] = [await seedWedding(t.app), await seedWedding(t.app), await seedWedding(t.app)];
    await insertReplies(a.wedding.id, 1001);
    await insertReplies(b.wedding.id, 1001);

    const heldA = [await open(a), await open(a, "/export")];
    for (const res of heldA) expect(res.statusCode).toBe(200);
    // A third read of the same wedding: the list or either CSV.
    await expectBusy(await open(a), /try again in 5 seconds/);
    await expectBusy(await open(a, "/export/people"), /try again/);

    const heldB = [await open(b, "/export/people"), await open(b)];
    for (const res of heldB) expect(res.statusCode).toBe(200);
    // Four at once on this instance: even a small wedding's list waits.
    await expectBusy(await open(small), /try again/);

    const bodies = await Promise.all([...heldA, ...heldB].map(readAll));
    expect(JSON.parse(bodies[0]!)).toHaveLength(1001);
    expect(bodies[1]!.split("\r\n").filter(Boolean)).toHaveLength(1002);
    await expect.poll(async () => (await list(small)).statusCode).toBe(200);
    await expect.poll(async () => (await list(a)).statusCode).toBe(200);
    expectError(await t.app.inject({ method: "GET", url: `/api/responses/${a.wedding.uniqueCode}`, headers: b.auth }), 403);
  });
});
