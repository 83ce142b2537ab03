import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { expectError, rsvpFor, submitRsvp } from "../test/api";
import { seedWedding, weddingInput } from "../test/fixtures";
import { testConfig } from "../test/harness";
import { removePostgres, startPostgres, type PostgresServer } from "../test/postgres-server";
import { connectPostgres, type Database } from "./connect";

// A PostgreSQL restart or failover must look like "try again in a moment" (503), never
// like a bug (500), and the app must recover by itself when the database is back.
describe("PostgreSQL outage", () => {
  let server: PostgresServer;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    server = await startPostgres();
    database = await connectPostgres(server.url, 4);
    app = await buildApp({ config: testConfig({ rateLimit: false }), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    if (server) removePostgres(server);
  });

  it("answers 503 with Retry-After while the database is down, and recovers when it is back", async () => {
    const seed = await seedWedding(app);
    expect((await submitRsvp(app, rsvpFor(seed))).statusCode).toBe(201);

    server.stop();
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expectError(ready, 503, "unavailable");
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

    const down = await app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth });
    expectError(down, 503, "unavailable");
    expect(down.headers["retry-after"]).toBeDefined();
    expect(down.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    const submit = await submitRsvp(app, rsvpFor(seed, { guestName: "During outage" }));
    expectError(submit, 503, "unavailable");
    expectError(await app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput() }), 503, "unavailable");

    server.start();
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    expect((await submitRsvp(app, rsvpFor(seed, { guestName: "After outage" }))).statusCode).toBe(201);
    const list = await app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth });
    expect(list.json().map((r: { guestName: string }) => r.guestName)).toEqual(["Priya Shah", "After outage"]);
  });

  it("under a steady stream of RSVPs: only 201s and 503s while it restarts, and every 201 is stored", async () => {
    const seed = await seedWedding(app);
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let running = true;
    let sequence = 0;
    const worker = async () => {
      while (running) {
        const name = `Guest ${sequence++}`;
        const res = await submitRsvp(app, rsvpFor(seed, { guestName: name }));
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 201) acknowledged.push(name);
        else if (res.statusCode === 503) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    // Positive signals rather than fixed windows: the stream is taking answers, then it is being
    // told "try again" (the outage has reached it), then it takes answers again after the restart.
    let resumedFrom = 0;
    try {
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(10), { timeout: 10_000, interval: 20 });
      server.stop();
      await vi.waitFor(() => expect(statuses.get(503) ?? 0).toBeGreaterThanOrEqual(6), { timeout: 10_000, interval: 20 });
      server.start();
      resumedFrom = acknowledged.length;
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(resumedFrom + 20), { timeout: 10_000, interval: 50 });
    } finally {
      running = false;
      await Promise.all(workers);
    }

    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(resumedFrom + 20);
    const list = await app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth });
    const stored = new Set(list.json().map((r: { guestName: string }) => r.guestName));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  });
});
