import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZGuestResponse, ZRsvpResponse, ZSubmitResult, type RsvpResponse } from "../../../contract/response";
import {
  countRows,
  expectError,
  expectPrivate,
  expectSecurityHeaders,
  INVALID_UTF8,
  JSON_HEADERS,
  jsonWithBadBytes,
  MALFORMED_JSON,
  oversizedBody,
  rsvpFor,
  SQLISH,
  submitRsvp,
} from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

describe.each(ENGINES)("responses API on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const hostList = async (seed: SeededWedding): Promise<RsvpResponse[]> => {
    const res = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  describe("POST /api/responses", () => {
    it("stores an RSVP with its party and returns id, edit token and time, privately", async () => {
      const seed = await seedWedding(t.app);
      const payload = rsvpFor(seed, {
        guestPhone: "+44 20 7946 0000",
        partyMembers: [
          { id: "primary", name: "Priya Shah", relationship: "self", isPrimary: true },
          { id: "m1", name: "Sam Shah", relationship: "spouse" },
          { id: "m2", name: "Ravi Shah", relationship: "child", age: 7 },
        ],
        responses: {
          [seed.q("attend")]: "Yes, I'll be there!",
          [seed.q("meal")]: { primary: "Beef", m1: "Vegetarian", m2: "Chicken" },
          [seed.q("dietary")]: { m2: "No nuts please" },
          [seed.q("accommodation")]: "No, we have our own arrangements",
        },
      });
      const res = await submitRsvp(t.app, payload);
      expect(res.statusCode).toBe(201);
      const result = ZSubmitResult.strict().parse(res.json());
      expect(result.editToken.length).toBeGreaterThanOrEqual(22);
      expectPrivate(res);
      expectSecurityHeaders(res);

      const [stored] = await hostList(seed);
      expect(ZRsvpResponse.strict().parse(stored)).toMatchObject({
        id: result.id,
        weddingId: seed.wedding.id,
        guestName: "Priya Shah",
        guestEmail: "priya@example.com",
        guestPhone: "+44 20 7946 0000",
        sideAssignment: null,
        submittedAt: result.submittedAt,
        responses: payload.responses,
        partyMembers: [
          { id: "primary", name: "Priya Shah", relationship: "self", isPrimary: true },
          { id: "m1", name: "Sam Shah", relationship: "spouse", isPrimary: false },
          { id: "m2", name: "Ravi Shah", relationship: "child", age: 7, isPrimary: false },
        ],
      });
      expect(JSON.stringify(stored)).not.toContain(result.editToken);
    });

    it("accepts the wedding code in place of its id, and trims names and email", async () => {
      const seed = await seedWedding(t.app);
      const res = await submitRsvp(
        t.app,
        rsvpFor(seed, { weddingId: seed.wedding.uniqueCode.toLowerCase(), guestName: "  Lee  ", guestEmail: " lee@example.com " }),
      );
      expect(res.statusCode).toBe(201);
      expect((await hostList(seed))[0]).toMatchObject({ guestName: "Lee", guestEmail: "lee@example.com", guestPhone: null });
    });

    it.each([
      ["guestName", undefined],
      ["guestName", 5],
      ["guestEmail", undefined],
      ["guestEmail", ["a@b.co"]],
      ["guestPhone", 7946],
      ["responses", undefined],
      ["responses", "yes"],
      ["responses", ["yes"]],
      ["partyMembers", "Sam"],
      ["partyMembers", [{ id: "m1" }]],
      ["partyMembers", [{ id: "m1", name: "Sam", relationship: "cousin" }]],
      ["partyMembers", [{ id: "m1", name: "Sam", relationship: "child", age: "seven" }]],
      ["partyMembers", [{ id: "bad id!", name: "Sam" }]],
      ["weddingId", undefined],
      ["weddingId", 1],
      ["website", 1],
    ])("refuses %s = %j with a 400 naming it and stores nothing", async (field, value) => {
      const seed = await seedWedding(t.app);
      const payload: Record<string, unknown> = { ...rsvpFor(seed), [field]: value };
      if (value === undefined) delete payload[field];
      const error = expectError(await submitRsvp(t.app, payload), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {}).join()).toContain(field);
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
    });

    it("refuses unknown fields, malformed JSON, an oversized body and a wrong media type; stores nothing", async () => {
      const seed = await seedWedding(t.app);
      expectError(await submitRsvp(t.app, { ...rsvpFor(seed), sideAssignment: "bride" }), 400, "validation_failed");
      expectError(await submitRsvp(t.app, { ...rsvpFor(seed), id: "00000000-0000-0000-0000-000000000000" }), 400, "validation_failed");
      for (const payload of MALFORMED_JSON) {
        expectError(await t.app.inject({ method: "POST", url: "/api/responses", headers: JSON_HEADERS, payload }), 400);
      }
      expectError(await t.app.inject({ method: "POST", url: "/api/responses", headers: JSON_HEADERS, payload: oversizedBody() }), 413, "payload_too_large");
      const huge = rsvpFor(seed, { responses: { [seed.q("attend")]: "Yes, I'll be there!", [seed.q("dietary")]: "x".repeat(1_100_000) } });
      expectError(await submitRsvp(t.app, huge), 413, "payload_too_large");
      expectError(await t.app.inject({ method: "POST", url: "/api/responses", headers: { "content-type": "application/xml" }, payload: "<rsvp/>" }), 415);
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
    });

    it("refuses bytes that are not UTF-8, NUL and lone surrogates anywhere in the body; never a 5xx", async () => {
      const seed = await seedWedding(t.app);
      for (const bad of INVALID_UTF8) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/responses",
          headers: JSON_HEADERS,
          payload: jsonWithBadBytes(rsvpFor(seed), "guestName", bad),
        });
        expectError(res, 400, "invalid_json");
      }
      const cases: Array<[string, Record<string, unknown>]> = [
        ["guestName", { guestName: "Pri\u0000ya" }],
        ["guestEmail", { guestEmail: "p\u0000@example.com" }],
        ["guestPhone", { guestPhone: "\uD800" }],
        ["answer", { responses: { [seed.q("attend")]: "Yes, I'll be there!", [seed.q("dietary")]: { primary: "nuts\u0000" } } }],
        ["party answer", { responses: { [seed.q("attend")]: "Yes, I'll be there!\u0000" } }],
        ["surrogate answer", { responses: { [seed.q("attend")]: "Yes, I'll be there!", [seed.q("dietary")]: "\uDFFF" } }],
        ["member", { partyMembers: [{ id: "m1", name: "S\u0000m" }] }],
        ["key", { responses: { [seed.q("attend")]: "Yes, I'll be there!", "\u0000": "x" } }],
      ];
      for (const [label, patch] of cases) {
        const res = await submitRsvp(t.app, { ...rsvpFor(seed), ...patch });
        expect(res.statusCode, label).toBe(400);
        expectError(res, 400, "validation_failed");
      }
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
    });

    it("answers 404 for an unknown wedding and stores nothing", async () => {
      const seed = await seedWedding(t.app);
      const before = await countRows(t, "responses");
      for (const weddingId of ["00000000-0000-0000-0000-000000000000", "ZZZZZZZZ", "'; DROP TABLE responses; --"]) {
        expectError(await submitRsvp(t.app, rsvpFor(seed, { weddingId })), 404, "not_found");
      }
      expect(await countRows(t, "responses")).toBe(before);
    });

    it("stores SQL-looking and non-ASCII text verbatim", async () => {
      const seed = await seedWedding(t.app);
      const payload = rsvpFor(seed, {
        guestName: "Zoë Ångström 李雷 🎉",
        guestEmail: "o'brien+rsvp@example.com",
        responses: { [seed.q("attend")]: "Yes, I'll be there!", [seed.q("dietary")]: { primary: SQLISH } },
      });
      expect((await submitRsvp(t.app, payload)).statusCode).toBe(201);
      const [stored] = await hostList(seed);
      expect(stored).toMatchObject({ guestName: "Zoë Ångström 李雷 🎉", guestEmail: "o'brien+rsvp@example.com", responses: payload.responses });
      expect(await countRows(t, "responses")).toBeGreaterThan(0);
    });
  });

  describe("GET /api/responses/{code}", () => {
    it("lists responses in submission order for the host, never cached", async () => {
      const seed = await seedWedding(t.app);
      for (const guestName of ["First", "Second", "Third"]) {
        expect((await submitRsvp(t.app, rsvpFor(seed, { guestName }))).statusCode).toBe(201);
      }
      const res = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode.toLowerCase()}`, headers: seed.auth });
      expect(res.statusCode).toBe(200);
      expectPrivate(res);
      expect(
        ZRsvpResponse.strict()
          .array()
          .parse(res.json())
          .map((r) => r.guestName),
      ).toEqual(["First", "Second", "Third"]);
    });

    it("refuses without a key (401), with a wrong key or another wedding's key (403), and 404s unknown codes", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      expect((await submitRsvp(t.app, rsvpFor(a))).statusCode).toBe(201);
      const url = `/api/responses/${a.wedding.uniqueCode}`;
      for (const [status, headers] of [
        [401, {}],
        [403, { authorization: "Bearer not-the-key" }],
        [401, { authorization: "Bearer" }],
        [403, b.auth],
      ] as const) {
        const res = await t.app.inject({ method: "GET", url, headers });
        expectError(res, status);
        expect(res.body).not.toContain("priya@example.com");
      }
      expectError(await t.app.inject({ method: "GET", url, cookies: { [`host_${a.wedding.uniqueCode}`]: b.wedding.hostKey } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "GET", url: "/api/responses/ZZZZZZZZ", headers: a.auth }), 404, "not_found");
      expectError(await t.app.inject({ method: "GET", url: "/api/responses/00000000-0000-0000-0000-000000000000", headers: a.auth }), 404, "not_found");
    });
  });

  describe("PUT /api/responses/{id} (side assignment)", () => {
    it("assigns bride, groom and back to unassigned", async () => {
      const seed = await seedWedding(t.app);
      const { id } = (await submitRsvp(t.app, rsvpFor(seed))).json();
      for (const side of ["bride", "groom", null] as const) {
        const res = await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: seed.auth, payload: { sideAssignment: side } });
        expect(res.statusCode).toBe(200);
        expectPrivate(res);
        expect(res.json()).toMatchObject({ id, sideAssignment: side });
        expect((await hostList(seed))[0]!.sideAssignment).toBe(side);
      }
    });

    it("refuses bad sides, missing and extra fields, and changes nothing", async () => {
      const seed = await seedWedding(t.app);
      const { id } = (await submitRsvp(t.app, rsvpFor(seed))).json();
      for (const payload of [{ sideAssignment: "aunt" }, {}, { sideAssignment: "" }, { sideAssignment: 1 }, { sideAssignment: "bride", guestName: "X" }]) {
        expectError(await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: seed.auth, payload }), 400, "validation_failed");
      }
      expectError(
        await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: { ...seed.auth, ...JSON_HEADERS }, payload: "{" }),
        400,
        "invalid_json",
      );
      expect((await hostList(seed))[0]).toMatchObject({ sideAssignment: null, guestName: "Priya Shah" });
    });

    it("refuses without a key (401), with a wrong or another wedding's key (403); 404 for unknown ids", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      const { id } = (await submitRsvp(t.app, rsvpFor(a))).json();
      const url = `/api/responses/${id}`;
      const payload = { sideAssignment: "groom" };
      expectError(await t.app.inject({ method: "PUT", url, payload }), 401, "unauthorized");
      expectError(await t.app.inject({ method: "PUT", url, payload, headers: { authorization: "Bearer wrong" } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "PUT", url, payload, headers: b.auth }), 403, "forbidden");
      for (const unknown of ["00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
        expectError(await t.app.inject({ method: "PUT", url: `/api/responses/${unknown}`, payload, headers: a.auth }), 404, "not_found");
      }
      expect((await hostList(a))[0]!.sideAssignment).toBeNull();
    });
  });

  describe("guest edit: GET/PUT /api/responses/{id}/guest", () => {
    it("reads back the guest's own answer with the edit token, without the host's side, never cached", async () => {
      const seed = await seedWedding(t.app);
      const { id, editToken } = (await submitRsvp(t.app, rsvpFor(seed))).json();
      await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: seed.auth, payload: { sideAssignment: "bride" } });
      const res = await t.app.inject({ method: "GET", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": editToken } });
      expect(res.statusCode).toBe(200);
      expectPrivate(res);
      const own = ZGuestResponse.strict().parse(res.json());
      expect(own).toMatchObject({ id, guestName: "Priya Shah" });
      expect(res.body).not.toContain("sideAssignment");
    });

    it("updates the answer with the correct token; the host sees the change", async () => {
      const seed = await seedWedding(t.app);
      const { id, editToken } = (await submitRsvp(t.app, rsvpFor(seed))).json();
      await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: seed.auth, payload: { sideAssignment: "groom" } });
      const { weddingId: _w, ...change } = rsvpFor(seed, {
        guestName: "Priya S.",
        responses: { [seed.q("attend")]: "Sorry, can't make it" },
      });
      const res = await t.app.inject({ method: "PUT", url: `/api/responses/${id}/guest`, payload: { ...change, editToken } });
      expect(res.statusCode).toBe(200);
      expectPrivate(res);
      expect(res.json()).not.toHaveProperty("sideAssignment");
      const [stored] = await hostList(seed);
      // The host's side assignment survives the guest's change.
      expect(stored).toMatchObject({ id, guestName: "Priya S.", sideAssignment: "groom", responses: { [seed.q("attend")]: "Sorry, can't make it" } });
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);

      // The token may also ride in the X-Edit-Token header, as it does for the read.
      const again = await t.app.inject({
        method: "PUT",
        url: `/api/responses/${id}/guest`,
        headers: { "x-edit-token": editToken },
        payload: { ...change, guestName: "Priya Shah" },
      });
      expect(again.statusCode).toBe(200);
      expect((await hostList(seed))[0]!.guestName).toBe("Priya Shah");
    });

    it("refuses a missing token (401) and a wrong or another response's token (403); 404 for unknown ids", async () => {
      const seed = await seedWedding(t.app);
      const first = (await submitRsvp(t.app, rsvpFor(seed))).json();
      const other = (await submitRsvp(t.app, rsvpFor(seed, { guestName: "Other" }))).json();
      const url = `/api/responses/${first.id}/guest`;
      const { weddingId: _w, ...change } = rsvpFor(seed, { guestName: "Hijacked" });

      expectError(await t.app.inject({ method: "GET", url }), 401, "unauthorized");
      expectError(await t.app.inject({ method: "GET", url, headers: { "x-edit-token": "wrong" } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "GET", url, headers: { "x-edit-token": other.editToken } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "PUT", url, payload: change }), 401, "unauthorized");
      expectError(await t.app.inject({ method: "PUT", url, payload: { ...change, editToken: "wrong" } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "PUT", url, payload: { ...change, editToken: other.editToken } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "PUT", url, payload: { ...change, editToken: seed.wedding.hostKey } }), 403, "forbidden");
      for (const unknown of ["00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
        expectError(
          await t.app.inject({ method: "GET", url: `/api/responses/${unknown}/guest`, headers: { "x-edit-token": first.editToken } }),
          404,
          "not_found",
        );
        expectError(
          await t.app.inject({ method: "PUT", url: `/api/responses/${unknown}/guest`, payload: { ...change, editToken: first.editToken } }),
          404,
          "not_found",
        );
      }
      expect((await hostList(seed)).map((r) => r.guestName)).toEqual(["Priya Shah", "Other"]);
    });

    it("applies the RSVP rules to an edit and keeps the old answer when refused", async () => {
      const seed = await seedWedding(t.app);
      const { id, editToken } = (await submitRsvp(t.app, rsvpFor(seed))).json();
      const url = `/api/responses/${id}/guest`;
      const { weddingId: _w, ...base } = rsvpFor(seed);
      const bad = [
        { ...base, guestName: " " },
        { ...base, guestEmail: "not-an-email" },
        { ...base, responses: {} },
        { ...base, responses: { [seed.q("attend")]: "Maybe" } },
        { ...base, weddingId: seed.wedding.id },
        { ...base, website: "http://spam.example" },
      ];
      for (const payload of bad) {
        expectError(await t.app.inject({ method: "PUT", url, payload: { ...payload, editToken } }), 400, "validation_failed");
      }
      expectError(
        await t.app.inject({ method: "PUT", url, headers: JSON_HEADERS, payload: jsonWithBadBytes({ ...base, editToken }, "guestName", INVALID_UTF8[2]!) }),
        400,
        "invalid_json",
      );
      expect((await hostList(seed))[0]).toMatchObject({ guestName: "Priya Shah", guestEmail: "priya@example.com" });
    });
  });
});
