import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, rsvpFor } from "../../test/api";
import { seedWedding } from "../../test/fixtures";
import { createPostgresTestDatabaseUrl, ENGINES, startTestApp, startTestAppOn, type TestApp } from "../../test/harness";
import { connectPostgres } from "../../db/connect";

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** The host cookie a response sets (host_<CODE>: docs/decisions/0002-host-keys-and-cookies.md), as the browser would keep it. */
function cookieFrom(res: { headers: Record<string, unknown> }, code: string): string | undefined {
  const header = res.headers["set-cookie"];
  const all = Array.isArray(header) ? header : [String(header ?? "")];
  const found = all.find((line) => line.startsWith(`host_${code}=`));
  return found?.split(";")[0];
}

/** Resolves when the event stream ends (the server closed it) or after `ms`, saying which. */
async function streamEnds(url: string, key: string, ms: number, whileOpen: () => Promise<void>): Promise<boolean> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: bearer(key), signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const ended = (async () => {
    try {
      for (;;) if ((await reader.read()).done) return true;
    } catch {
      return false;
    }
  })();
  await whileOpen();
  const result = await Promise.race([ended, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
  controller.abort();
  return result;
}

describe.each(ENGINES)("replacing the host key on %s", (engine) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t?.close());

  it("needs the current key, and a refusal changes nothing", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    expectError(await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/host-key` }), 401);
    expectError(await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/host-key`, headers: other.auth }), 403);
    expectError(await t.app.inject({ method: "POST", url: "/api/weddings/00000000-0000-4000-8000-000000000000/host-key", headers: seed.auth }), 404);
    const still = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth });
    expect(still.statusCode).toBe(200);
  });

  it("shuts the old key out everywhere and lets the new one in; this browser gets the new key in its cookie", async () => {
    const seed = await seedWedding(t.app);
    const code = seed.wedding.uniqueCode;
    const oldCookie = `host_${code}=${seed.wedding.hostKey}`;
    const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/host-key`, headers: { cookie: oldCookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    const { hostKey } = res.json<{ hostKey: string }>();
    expect(hostKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(hostKey).not.toBe(seed.wedding.hostKey);
    expect(cookieFrom(res, code)).toBe(`host_${code}=${hostKey}`);

    for (const headers of [bearer(seed.wedding.hostKey), { cookie: oldCookie }]) {
      expectError(await t.app.inject({ method: "GET", url: `/api/responses/${code}`, headers }), 403);
      expectError(await t.app.inject({ method: "GET", url: `/api/host/session/${code}`, headers }), 403);
    }
    expectError(await t.app.inject({ method: "POST", url: "/api/host/session", payload: { code, hostKey: seed.wedding.hostKey } }), 403);
    expect((await t.app.inject({ method: "GET", url: `/api/responses/${code}`, headers: bearer(hostKey) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/host/session/${code}`, headers: { cookie: cookieFrom(res, code)! } })).statusCode).toBe(204);
  });

  it("keeps guests' edit links working, and a submit retried across the change answers with the same edit token", async () => {
    const seed = await seedWedding(t.app);
    const headers = { "idempotency-key": "retry-across-rotation-1" };
    const first = await t.app.inject({ method: "POST", url: "/api/responses", headers, payload: rsvpFor(seed) });
    expect(first.statusCode).toBe(201);
    const { id, editToken } = first.json<{ id: string; editToken: string }>();

    for (let round = 0; round < 2; round++) {
      const replaced = await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/host-key`,
        headers: round ? bearer(seed.wedding.hostKey) : seed.auth,
      });
      expect(replaced.statusCode).toBe(200);
      seed.wedding.hostKey = replaced.json<{ hostKey: string }>().hostKey;
    }
    const own = await t.app.inject({ method: "GET", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": editToken } });
    expect(own.statusCode, own.body).toBe(200);
    const retry = await t.app.inject({ method: "POST", url: "/api/responses", headers, payload: rsvpFor(seed) });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id, editToken });
  });

  it("ends the live stream opened with the old key; one opened with the new key stays", async () => {
    const seed = await seedWedding(t.app);
    const events = `${url}/api/responses/${seed.wedding.uniqueCode}/events`;
    let newKey = "";
    const oldEnded = await streamEnds(events, seed.wedding.hostKey, 3_000, async () => {
      const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/host-key`, headers: seed.auth });
      newKey = res.json<{ hostKey: string }>().hostKey;
    });
    expect(oldEnded).toBe(true);
    const newEnded = await streamEnds(events, newKey, 500, async () => {
      await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: bearer(newKey), payload: { venue: "The Old Library" } });
    });
    expect(newEnded).toBe(false);
  });
});

describe("replacing the host key with two instances on one PostgreSQL", () => {
  it("the other instance refuses the old key at once (its cache is told) and ends its old streams", async () => {
    const databaseUrl = await createPostgresTestDatabaseUrl();
    const [a, b] = await Promise.all([
      startTestAppOn(await connectPostgres(databaseUrl, 5), { rateLimit: false }),
      startTestAppOn(await connectPostgres(databaseUrl, 5), { rateLimit: false }),
    ]);
    try {
      const urlB = await b.app.listen({ port: 0, host: "127.0.0.1" });
      const seed = await seedWedding(a.app);
      const code = seed.wedding.uniqueCode;
      // Warm b's cache of the wedding, then replace the key through a.
      expect((await b.app.inject({ method: "GET", url: `/api/responses/${code}`, headers: seed.auth })).statusCode).toBe(200);
      const ended = await streamEnds(`${urlB}/api/responses/${code}/events`, seed.wedding.hostKey, 3_000, async () => {
        expect((await a.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/host-key`, headers: seed.auth })).statusCode).toBe(200);
      });
      expect(ended).toBe(true);
      expectError(await b.app.inject({ method: "GET", url: `/api/responses/${code}`, headers: seed.auth }), 403);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
