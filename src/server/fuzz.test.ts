import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "../contract/errors";
import { ZQuestion } from "../contract/question";
import { ZRsvpResponse } from "../contract/response";
import { ZWedding } from "../contract/wedding";
import { questions, responses, weddings } from "./db/schema";
import { toQuestion } from "./features/questions/repository";
import { toRsvpResponse } from "./features/responses/repository";
import { toPublicWedding } from "./features/weddings/service";
import { rsvpFor } from "./test/api";
import { seedWedding, weddingInput, type SeededWedding } from "./test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "./test/harness";

// A seeded random fuzz (reproducible: same seed, same requests) over real HTTP: valid bodies
// mutated at random (wrong types, huge strings, deep JSON, bad UTF-8, path tricks, header
// abuse) thrown at every endpoint. Nothing may answer 5xx, every refusal has the JSON error
// body, and whatever was stored still satisfies the contract.

const REQUESTS = 1_500;

function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function deepJson(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const HOSTILE: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  1e308,
  -1e308,
  3.14,
  "",
  " ",
  "\t\n",
  "x".repeat(70_000),
  "é".repeat(5_000),
  "\u202Eevil",
  "👩🏽‍❤️‍👨🏻",
  "<img src=x onerror=alert(1)>",
  "'; DROP TABLE responses; --",
  '=HYPERLINK("http://x")',
  "\uFEFF",
  "%00",
  "../../etc/passwd",
  [],
  [null],
  {},
  { $gt: "" },
  JSON.parse('{"__proto__":{"admin":true}}'),
  deepJson(8),
  deepJson(2_000),
  "2027-02-30",
  "25:61",
  "Not/AZone",
];
const PATH_TRICKS = [
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "%ZZ",
  "%C0%AF",
  "' OR 1=1 --",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "a".repeat(300),
  "%F0%9F%92%8D",
  "..",
  "%2e%2e",
  "null",
  "[object Object]",
];

describe.each(ENGINES)("fuzzing every endpoint on %s", (engine) => {
  let t: TestApp;
  let url: string;
  let seed: SeededWedding;
  let responseId: string;
  let editToken: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    seed = await seedWedding(t.app);
    ({ id: responseId, editToken } = (await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) })).json());
  });
  afterAll(() => t?.close());

  it(`answers ${REQUESTS} random hostile requests without a 5xx and stores nothing that breaks the contract`, async () => {
    const random = rng(engine === "pglite" ? 20261122 : 7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const id = seed.wedding.id;
    const code = seed.wedding.uniqueCode;
    const { weddingId: _w, ...entry } = rsvpFor(seed);
    const targets: Array<{ method: string; path: string; body?: Record<string, unknown> }> = [
      { method: "POST", path: "/api/weddings", body: { ...weddingInput() } },
      { method: "GET", path: `/api/weddings/${code}` },
      { method: "GET", path: `/api/weddings/${code}/full` },
      { method: "PUT", path: `/api/weddings/${id}`, body: { venue: "Hall", rsvpDeadline: "2030-01-01", message: "Hi" } },
      { method: "PUT", path: `/api/weddings/${id}/style`, body: { rsvpStyle: "classic" } },
      { method: "POST", path: "/api/questions", body: { weddingId: id, question: "Song?", type: "text", order: "9", required: false, answerScope: "party" } },
      { method: "GET", path: `/api/questions/${id}` },
      { method: "PUT", path: `/api/questions/${seed.q("dietary")}`, body: { question: "Allergies?", type: "textarea" } },
      { method: "POST", path: "/api/responses", body: { ...rsvpFor(seed), partyMembers: [{ id: "m1", name: "Sam", relationship: "child", age: 4 }] } },
      { method: "GET", path: `/api/responses/${code}` },
      { method: "PUT", path: `/api/responses/${responseId}`, body: { sideAssignment: "groom" } },
      { method: "PUT", path: `/api/responses/${responseId}/guest`, body: { ...entry, editToken } },
      { method: "PUT", path: `/api/responses/${responseId}/host`, body: { ...entry } },
      { method: "GET", path: `/api/responses/${code}/export` },
      { method: "POST", path: "/api/host/session", body: { code, hostKey: seed.wedding.hostKey } },
      { method: "POST", path: "/api/ai/wedding-message-suggestions", body: { partner1: "A", partner2: "B", venue: "V", date: "2027-06-12" } },
      { method: "POST", path: "/api/ai/gift-suggestions", body: { preference: "home" } },
      { method: "POST", path: "/api/objects/upload", body: { weddingId: id } },
    ];
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const target = pick(targets);
      let path = target.path;
      const headers: Record<string, string> = {};
      let body: BodyInit | undefined;
      const roll = random();
      if (roll < 0.15) path = path.replace(/[^/]+$/, pick(PATH_TRICKS));
      if (random() < 0.5)
        headers.authorization = pick([`Bearer ${seed.wedding.hostKey}`, "Bearer ", "Basic Zm9vOmJhcg==", `Bearer ${"k".repeat(5_000)}`, "Bearer \u00ff\u00fe"]);
      if (random() < 0.1) headers["idempotency-key"] = pick(["", "short", "x".repeat(300), "valid-key-0123456789", "ünïcode-key-12345"]);
      if (random() < 0.1) headers.cookie = pick([`host_${code}=garbage`, "a=b; ".repeat(500), `host_${code}=${seed.wedding.hostKey}`]);
      if (target.body) {
        const mutated: Record<string, unknown> = structuredClone(target.body);
        const keys = Object.keys(mutated);
        const mode = random();
        if (mode < 0.45 && keys.length) mutated[pick(keys)] = pick(HOSTILE);
        else if (mode < 0.55) mutated[pick(["extra", "__proto__", "constructor", "hostKeyHash"])] = pick(HOSTILE);
        else if (mode < 0.6 && keys.length) delete mutated[pick(keys)];
        let text = JSON.stringify(mode < 0.7 ? mutated : pick([mutated, pick(HOSTILE)]));
        headers["content-type"] =
          random() < 0.9 ? "application/json" : pick(["text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1", ""]);
        const raw = random();
        if (raw < 0.05) text = text.slice(0, Math.floor(text.length / 2));
        body = raw > 0.95 ? Buffer.concat([Buffer.from(text.slice(0, 10)), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(text.slice(10))]) : text;
      }
      const method = random() < 0.05 ? pick(["PATCH", "DELETE", "OPTIONS", "HEAD"]) : target.method;
      const response = await fetch(url + path, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : body });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) failures.push(`${method} ${path} -> ${response.status}: ${text.slice(0, 200)}`);
      else if (response.status >= 400 && method !== "HEAD" && path.startsWith("/api/") && !ZErrorBody.safeParse(JSON.parse(text || "null")).success) {
        failures.push(`${method} ${path} -> ${response.status} without the error body: ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    // Something was refused and something was accepted: the fuzz exercised both paths.
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);

    const db = t.database.db;
    for (const row of await db.select().from(weddings)) expect(ZWedding.safeParse(toPublicWedding(row)).success, row.id).toBe(true);
    for (const row of await db.select().from(questions)) expect(ZQuestion.safeParse(toQuestion(row)).success, row.id).toBe(true);
    for (const row of await db.select().from(responses)) {
      const stored = toRsvpResponse(row);
      expect(ZRsvpResponse.safeParse(stored).success, row.id).toBe(true);
      expect(stored.guestName.trim().length, row.id).toBeGreaterThan(0);
    }
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});

describe.each(ENGINES)("a flood of RSVPs from one address on %s", (engine) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    // 150 connections at once from one address: past the per-address connection cap (100), which
    // would refuse the last 50 before the rate limit could (src/server/slow-clients.test.ts checks that cap).
    t = await startTestApp(engine, { rateLimit: true, maxConnectionsPerAddress: 1_000 });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t?.close());

  it("is cut off with clear 429s while reads keep being served", async () => {
    const seed = await seedWedding(t.app);
    const flood = await Promise.all(
      Array.from({ length: 150 }, () =>
        fetch(`${url}/api/responses`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(rsvpFor(seed)) }),
      ),
    );
    const statuses = flood.map((response) => response.status);
    const limited = flood.filter((response) => response.status === 429);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(limited).toHaveLength(120);
    const body = await limited[0]!.json();
    expect(body.error.code).toBe("rate_limited");
    expect(limited[0]!.headers.get("retry-after")).toBeTruthy();
    expect((await fetch(`${url}/api/weddings/${seed.wedding.uniqueCode}/full`)).status).toBe(200);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
