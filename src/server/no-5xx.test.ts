import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "../contract/errors";
import { rsvpFor, submitRsvp } from "./test/api";
import { seedWedding, weddingInput, type SeededWedding } from "./test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "./test/harness";

// docs/design.md section 4: no input, however malformed, yields a 5xx. Every writable field of
// every body gets every awkward value; every id in a path gets awkward ids.

const AWKWARD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  "",
  "   ",
  "x".repeat(100_000),
  "\u202Eevil\u202C",
  "𝒜𝓃𝓃 👩🏽‍❤️‍👨🏻",
  "<script>alert(1)</script>",
  "'; DROP TABLE weddings; --",
  "\uFEFF",
  [],
  [[[[]]]],
  {},
  JSON.parse('{"__proto__":{"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
];

const AWKWARD_IDS = [
  "0",
  "-1",
  "null",
  "undefined",
  "%20",
  "%2e%2e%2f%2e%2e",
  "'%20OR%20'1'='1",
  "00000000-0000-0000-0000-00000000000g",
  "%F0%9F%92%8D",
  "x".repeat(64),
  "%u0000",
];

function expectClientError(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(ZErrorBody.safeParse(res.json()).success, `${label}: ${res.body.slice(0, 300)}`).toBe(true);
}

describe.each(ENGINES)("no input yields a 5xx on %s", (engine) => {
  let t: TestApp;
  let seed: SeededWedding;
  let responseId: string;
  let editToken: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
    seed = await seedWedding(t.app);
    ({ id: responseId, editToken } = (await submitRsvp(t.app, rsvpFor(seed))).json());
  });
  afterAll(() => t?.close());

  const bodies = () => {
    const { weddingId: _w, ...edit } = rsvpFor(seed);
    return [
      { method: "POST", url: "/api/weddings", body: weddingInput() },
      { method: "PUT", url: `/api/weddings/${seed.wedding.id}`, body: { venue: "Hall", rsvpDeadline: "2030-01-01" } },
      { method: "PUT", url: `/api/weddings/${seed.wedding.id}/style`, body: { rsvpStyle: "classic" } },
      {
        method: "POST",
        url: "/api/questions",
        body: { weddingId: seed.wedding.id, question: "Q?", type: "radio", options: ["a", "b"], order: "9", required: false, answerScope: "party" },
      },
      {
        method: "PUT",
        url: `/api/questions/${seed.q("dietary")}`,
        body: { question: "Allergies?", order: "3", type: "textarea", options: [], required: false, answerScope: "individual" },
      },
      { method: "PUT", url: `/api/weddings/${seed.wedding.id}/questions`, body: { questions: seed.questions.map(({ weddingId: _x, order: _o, ...q }) => q) } },
      {
        method: "POST",
        url: "/api/responses",
        body: { ...rsvpFor(seed), guestPhone: "123", partyMembers: [{ id: "m1", name: "Sam", relationship: "child", age: 3 }], website: "" },
      },
      { method: "PUT", url: `/api/responses/${responseId}`, body: { sideAssignment: "bride" } },
      { method: "PUT", url: `/api/responses/${responseId}/guest`, body: { ...edit, editToken } },
      { method: "POST", url: "/api/host/session", body: { code: seed.wedding.uniqueCode, hostKey: seed.wedding.hostKey } },
    ] as const;
  };

  it("survives every awkward value in every field of every body", async () => {
    for (const { method, url, body } of bodies()) {
      const fields = Object.keys(body);
      for (const field of fields) {
        for (const value of AWKWARD_VALUES) {
          const payload = JSON.stringify({ ...body, [field]: value });
          const res = await t.app.inject({ method, url, headers: { ...seed.auth, "content-type": "application/json" }, payload });
          expectClientError(res, `${method} ${url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
        }
      }
      // Whole-body oddities.
      for (const payload of ["[]", "null", "0", '"x"', "{}", '{"a":'.repeat(1000), "[".repeat(100_000) + "]".repeat(100_000)]) {
        const res = await t.app.inject({ method, url, headers: { ...seed.auth, "content-type": "application/json" }, payload });
        expectClientError(res, `${method} ${url} body=${payload.slice(0, 20)}`);
      }
    }
  });

  it("survives awkward answers inside an RSVP", async () => {
    for (const value of AWKWARD_VALUES) {
      for (const responses of [
        { [seed.q("attend")]: value },
        { [seed.q("attend")]: "Yes, I'll be there!", [seed.q("meal")]: value },
        { [seed.q("attend")]: "Yes, I'll be there!", [seed.q("meal")]: { primary: value } },
      ]) {
        const res = await submitRsvp(t.app, { ...rsvpFor(seed), responses });
        expectClientError(res, `answer ${JSON.stringify(responses).slice(0, 80)}`);
      }
      const res = await submitRsvp(t.app, { ...rsvpFor(seed), partyMembers: [value] });
      expectClientError(res, `member ${JSON.stringify(value)?.slice(0, 40)}`);
    }
  });

  it("survives awkward credentials on host and guest routes", async () => {
    const routes = [
      ["GET", "/api/weddings/:x"],
      ["GET", "/api/weddings/:x/full"],
      ["PUT", "/api/weddings/:x"],
      ["PUT", "/api/weddings/:x/style"],
      ["PUT", "/api/weddings/:x/questions"],
      ["GET", "/api/questions/:x"],
      ["PUT", "/api/questions/:x"],
      ["DELETE", "/api/questions/:x"],
      ["GET", "/api/responses/:x"],
      ["PUT", "/api/responses/:x"],
      ["GET", "/api/responses/:x/guest"],
      ["PUT", "/api/responses/:x/guest"],
      ["GET", "/api/responses/:x/export"],
      ["GET", "/api/weddings/:x/guest-list.csv"],
      ["GET", "/api/weddings/:x/invitations.zip"],
      ["GET", "/api/host/session/:x"],
      ["DELETE", "/api/host/session/:x"],
    ] as const;
    const credentials: Array<Record<string, string>> = [
      { authorization: "Bearer" },
      { authorization: `Bearer ${"k".repeat(4000)}` },
      { authorization: "Bearer \u00e9\u00e8" },
      { cookie: `host_${seed.wedding.uniqueCode}=%E0%A4%A` },
      { cookie: "host_=x; host_ZZZZZZZZ=" },
      { "x-edit-token": "t".repeat(4000) },
      { "idempotency-key": "k".repeat(4000) },
    ];
    for (const [method, pattern] of routes) {
      // The real id each route expects, so the credentials themselves are what is awkward.
      const realId = pattern.startsWith("/api/questions/")
        ? seed.q("meal")
        : pattern.endsWith("/guest") || (method === "PUT" && pattern === "/api/responses/:x")
          ? responseId
          : seed.wedding.uniqueCode;
      const url = pattern.replace(":x", realId);
      for (const headers of credentials) {
        expectClientError(await t.app.inject({ method, url, headers }), `${method} ${url} ${Object.keys(headers)[0]}`);
      }
    }
  });

  it("survives awkward ids in every path parameter of every route the API describes", async () => {
    // The route list comes from the API description, so a new feature's routes are swept the day
    // they land (openapi.test.ts makes sure every route is described).
    const doc: { paths: Record<string, Record<string, unknown>> } = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const swept: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.includes("{")) continue;
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        for (const id of AWKWARD_IDS) {
          const url = path.replace(/\{[^}]+\}/g, id);
          const payload = ["POST", "PUT", "PATCH"].includes(method) ? {} : undefined;
          expectClientError(await t.app.inject({ method: method as "GET", url, payload, headers: seed.auth }), `${method} ${url}`);
        }
        swept.push(`${method} ${path}`);
      }
    }
    // The seating routes were once missing from a hand-kept list: make sure the sweep reaches them.
    expect(swept).toContain("POST /api/weddings/{id}/seating/moves");
  });

  it("survives odd media types on JSON routes", async () => {
    for (const type of [
      "application/json; charset=latin1",
      "APPLICATION/JSON",
      "application/merge-patch+json",
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/octet-stream",
      "",
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/responses", headers: { "content-type": type }, payload: JSON.stringify(rsvpFor(seed)) });
      expectClientError(res, `content-type ${type}`);
    }
  });
});
