import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectPrivate, hammer, INVALID_UTF8, JSON_HEADERS, jsonWithBadBytes, oversizedBody, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

describe.each(ENGINES)("host session on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const openSession = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/host/session", payload: payload as object });

  /** Trades the host key for the cookie, as the /admin entry step does. */
  async function hostCookie(seed: SeededWedding, code = seed.wedding.uniqueCode) {
    const res = await openSession({ code, hostKey: seed.wedding.hostKey });
    expect(res.statusCode).toBe(204);
    expectPrivate(res);
    const cookie = res.cookies.find((c) => c.name === `host_${seed.wedding.uniqueCode}`);
    expect(cookie).toMatchObject({ value: seed.wedding.hostKey, httpOnly: true, sameSite: "Lax", path: "/api" });
    expect(cookie!.maxAge).toBeGreaterThan(0);
    return { [cookie!.name]: cookie!.value };
  }

  it("sets an HttpOnly cookie that opens every host-only call of that wedding", async () => {
    const seed = await seedWedding(t.app);
    const { id } = (await submitRsvp(t.app, rsvpFor(seed))).json();
    const cookies = await hostCookie(seed, ` ${seed.wedding.uniqueCode.toLowerCase()} `);
    const code = seed.wedding.uniqueCode;
    const calls = [
      { method: "GET", url: `/api/host/session/${code}` },
      { method: "GET", url: `/api/responses/${code}` },
      { method: "GET", url: `/api/responses/${code}/export` },
      { method: "PUT", url: `/api/responses/${id}`, payload: { sideAssignment: "bride" } },
      { method: "PUT", url: `/api/weddings/${seed.wedding.id}`, payload: { venue: "Cookie Hall" } },
      { method: "PUT", url: `/api/weddings/${seed.wedding.id}/style`, payload: { rsvpStyle: "modern" } },
      { method: "POST", url: "/api/questions", payload: { weddingId: seed.wedding.id, question: "Song?", type: "text", order: "5" } },
      { method: "PUT", url: `/api/questions/${seed.q("meal")}`, payload: { required: true } },
      { method: "DELETE", url: `/api/questions/${seed.q("dietary")}` },
      { method: "PUT", url: `/api/weddings/${seed.wedding.id}/questions`, payload: { questions: [{ question: "Only one", type: "text" }] } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, cookies });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBeLessThan(300);
    }
    const wedding = (await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full` })).json();
    expect(wedding).toMatchObject({ venue: "Cookie Hall", rsvpStyle: "modern", questions: [{ question: "Only one" }] });
  });

  it("refuses a wrong key or another wedding's key (403) without setting a cookie", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    for (const hostKey of ["wrong", b.wedding.hostKey, a.wedding.hostKey.toUpperCase(), `${a.wedding.hostKey} extra`]) {
      const res = await openSession({ code: a.wedding.uniqueCode, hostKey });
      expectError(res, 403, "forbidden");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers 404 for an unknown code and 400 for a malformed request", async () => {
    const seed = await seedWedding(t.app);
    expectError(await openSession({ code: "ZZZZZZZZ", hostKey: seed.wedding.hostKey }), 404, "not_found");
    for (const payload of [
      {},
      { code: seed.wedding.uniqueCode },
      { hostKey: seed.wedding.hostKey },
      { code: seed.wedding.uniqueCode, hostKey: "   " },
      { code: "short", hostKey: seed.wedding.hostKey },
      { code: seed.wedding.id, hostKey: seed.wedding.hostKey },
      { code: 12345678, hostKey: seed.wedding.hostKey },
      { code: seed.wedding.uniqueCode, hostKey: seed.wedding.hostKey, remember: true },
      { code: seed.wedding.uniqueCode, hostKey: "k\u0000" },
    ]) {
      const res = await openSession(payload);
      expectError(res, 400, "validation_failed");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    const raw = (payload: string | Buffer) => t.app.inject({ method: "POST", url: "/api/host/session", headers: JSON_HEADERS, payload });
    expectError(await raw('{"code":'), 400, "invalid_json");
    expectError(await raw(oversizedBody()), 413, "payload_too_large");
    expectError(await raw(jsonWithBadBytes({ code: seed.wedding.uniqueCode }, "hostKey", INVALID_UTF8[3]!)), 400, "invalid_json");
  });

  it("checks a session: 204 with a key, 401 without, 403 with a wrong one, 404 for unknown codes", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    const url = `/api/host/session/${a.wedding.uniqueCode}`;
    expect((await t.app.inject({ method: "GET", url, headers: a.auth })).statusCode).toBe(204);
    expectError(await t.app.inject({ method: "GET", url }), 401, "unauthorized");
    expectError(await t.app.inject({ method: "GET", url, headers: b.auth }), 403, "forbidden");
    expectError(await t.app.inject({ method: "GET", url, cookies: { [`host_${a.wedding.uniqueCode}`]: "stale-key" } }), 403, "forbidden");
    expectError(await t.app.inject({ method: "GET", url: "/api/host/session/ZZZZZZZZ", headers: a.auth }), 404, "not_found");
  });

  it("lets a well-formed bearer win over the cookie and refuses a malformed Authorization header (401) even beside a valid cookie", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    const url = `/api/host/session/${a.wedding.uniqueCode}`;
    const cookies = { [`host_${a.wedding.uniqueCode}`]: a.wedding.hostKey };
    expect((await t.app.inject({ method: "GET", url, cookies })).statusCode).toBe(204);
    for (const authorization of ["Bearer", "Bearer ", "Basic abc", `Token ${a.wedding.hostKey}`, `Bearer ${a.wedding.hostKey} extra`, "garbage"]) {
      const res = await t.app.inject({ method: "GET", url, cookies, headers: { authorization } });
      expectError(res, 401, "unauthorized");
      expect(res.json().error.message).toContain("Authorization");
    }
    expectError(await t.app.inject({ method: "GET", url, cookies, headers: b.auth }), 403, "forbidden");
    expect((await t.app.inject({ method: "GET", url, cookies: { [`host_${a.wedding.uniqueCode}`]: "stale" }, headers: a.auth })).statusCode).toBe(204);
  });

  it("keeps each wedding's cookie to that wedding", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    const cookiesA = await hostCookie(a);
    expectError(await t.app.inject({ method: "GET", url: `/api/responses/${b.wedding.uniqueCode}`, cookies: cookiesA }), 401, "unauthorized");
    expectError(await t.app.inject({ method: "PUT", url: `/api/weddings/${b.wedding.id}`, cookies: cookiesA, payload: { venue: "x" } }), 401, "unauthorized");
  });

  it("forgets the session: DELETE clears the cookie", async () => {
    const seed = await seedWedding(t.app);
    await hostCookie(seed);
    const res = await t.app.inject({ method: "DELETE", url: `/api/host/session/${seed.wedding.uniqueCode}` });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === `host_${seed.wedding.uniqueCode}`);
    expect(cleared).toBeDefined();
    expect(cleared!.value).toBe("");
    expect(cleared!.path).toBe("/api");
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
    expectError(await t.app.inject({ method: "DELETE", url: "/api/host/session/ZZZZZZZZ" }), 404, "not_found");
  });
});

describe("host key guessing is rate limited", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { rateLimit: true });
  });
  afterAll(() => t?.close());

  it("answers 429 after 20 attempts a minute from one client, even with the right key", async () => {
    const seed = await seedWedding(t.app);
    const { statuses } = await hammer(t.app, { method: "POST", url: "/api/host/session", payload: { code: seed.wedding.uniqueCode, hostKey: "a-guess" } }, 21);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(403));
    const limited = await t.app.inject({ method: "POST", url: "/api/host/session", payload: { code: seed.wedding.uniqueCode, hostKey: seed.wedding.hostKey } });
    expectError(limited, 429, "rate_limited");
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
