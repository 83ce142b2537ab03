import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZCreatedWedding, ZWedding } from "../../../contract/wedding";
import {
  countRows,
  expectError,
  expectSecurityHeaders,
  hammer,
  INVALID_UTF8,
  JSON_HEADERS,
  jsonWithBadBytes,
  MALFORMED_JSON,
  oversizedBody,
  rsvpFor,
  SQLISH,
  submitRsvp,
} from "../../test/api";
import { seedWedding, weddingInput } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

describe.each(ENGINES)("weddings API contract on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/weddings", payload: payload as object });

  describe("POST /api/weddings", () => {
    it("returns every documented field, the host key once, and a private host cookie", async () => {
      const input = weddingInput({
        childrenPolicy: "Adults only, please",
        giftPreferences: "Your presence is our present",
        rsvpDeadline: "2027-05-01",
        timeZone: "America/New_York",
      });
      const res = await post(input);
      expect(res.statusCode).toBe(201);
      const body = ZCreatedWedding.strict().parse(res.json());
      expect(body).toMatchObject({ ...input, rsvpStyle: "classic" });
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      // Eight Crockford base-32 characters (no I, L, O, U); a host key of at least 128 bits.
      expect(body.uniqueCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(body.hostKey.length).toBeGreaterThanOrEqual(22);
      expect(new Date(body.createdAt).getTime()).not.toBeNaN();
      expect(res.headers["cache-control"]).toContain("no-store");
      const cookie = res.cookies.find((c) => c.name === `host_${body.uniqueCode}`);
      expect(cookie).toMatchObject({ value: body.hostKey, httpOnly: true, sameSite: "Lax", path: "/api" });
      expectSecurityHeaders(res);
    });

    it("fills optional fields with null and defaults the style and time zone", async () => {
      const { message: _m, timeZone: _z, ...minimal } = weddingInput();
      const res = await post(minimal);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: null,
        photoUrl: null,
        childrenPolicy: null,
        giftPreferences: null,
        rsvpDeadline: null,
        rsvpStyle: "classic",
        timeZone: "UTC",
      });
    });

    it.each(["partner1", "partner2", "date", "time", "venue"] as const)("refuses a wedding without %s and stores nothing", async (field) => {
      const before = await countRows(t, "weddings");
      const { [field]: _dropped, ...rest } = weddingInput();
      const error = expectError(await post(rest), 400, "validation_failed");
      expect(error.fields).toHaveProperty(field);
      expect(await countRows(t, "weddings")).toBe(before);
    });

    it.each([
      ["partner1", 42],
      ["partner1", "   "],
      ["venue", ["a", "b"]],
      ["date", "12/06/2027"],
      ["date", "2027-02-30"],
      ["time", "3pm"],
      ["time", "24:00"],
      ["rsvpStyle", "gothic"],
      ["timeZone", "Mars/Olympus_Mons"],
      // An offset or a phrase is no place: the wedding's zone is an IANA name (decision 0031).
      ["timeZone", "+02:00"],
      ["timeZone", ""],
      ["photoUrl", "javascript:alert(1)"],
      ["rsvpDeadline", "next friday"],
      ["message", "2001 characters".padEnd(2001, "x")],
      ["partner2", null],
    ])("refuses %s = %.40j with a 400 naming the field and stores nothing", async (field, value) => {
      const before = await countRows(t, "weddings");
      const error = expectError(await post({ ...weddingInput(), [field]: value }), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {})).toContain(field);
      expect(await countRows(t, "weddings")).toBe(before);
    });

    it.each([{ hostKey: "mine" }, { uniqueCode: "AAAAAAAA" }, { id: "00000000-0000-0000-0000-000000000000" }, { isAdmin: true }])(
      "refuses unknown field %j (strict body)",
      async (extra) => {
        const before = await countRows(t, "weddings");
        expectError(await post({ ...weddingInput(), ...extra }), 400, "validation_failed");
        expect(await countRows(t, "weddings")).toBe(before);
      },
    );

    it("refuses malformed JSON, non-objects, an empty body and a body over 1 MB", async () => {
      const before = await countRows(t, "weddings");
      for (const payload of MALFORMED_JSON) {
        const res = await t.app.inject({ method: "POST", url: "/api/weddings", headers: JSON_HEADERS, payload });
        expectError(res, 400);
      }
      for (const payload of ["[]", "null", '"text"', "42"]) {
        expectError(await t.app.inject({ method: "POST", url: "/api/weddings", headers: JSON_HEADERS, payload }), 400, "validation_failed");
      }
      expectError(await t.app.inject({ method: "POST", url: "/api/weddings", headers: JSON_HEADERS, payload: "" }), 400, "invalid_json");
      expectError(await t.app.inject({ method: "POST", url: "/api/weddings", headers: JSON_HEADERS, payload: oversizedBody() }), 413, "payload_too_large");
      const form = await t.app.inject({
        method: "POST",
        url: "/api/weddings",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "partner1=A",
      });
      expectError(form, 415, "unsupported_media_type");
      expect(await countRows(t, "weddings")).toBe(before);
    });

    it("refuses bytes that are not UTF-8 and strings PostgreSQL cannot hold, never a 5xx", async () => {
      const before = await countRows(t, "weddings");
      for (const bad of INVALID_UTF8) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/weddings",
          headers: JSON_HEADERS,
          payload: jsonWithBadBytes(weddingInput(), "partner1", bad),
        });
        expectError(res, 400, "invalid_json");
      }
      for (const [field, value] of [
        ["partner1", "Ann\u0000"],
        ["message", "hi\u0000there"],
        ["venue", "Hall \uD800"],
        ["childrenPolicy", "\uDC00"],
      ]) {
        const error = expectError(await post({ ...weddingInput(), [field!]: value }), 400, "validation_failed");
        expect(error.fields).toHaveProperty(field!);
      }
      expect(await countRows(t, "weddings")).toBe(before);
    });

    it("stores SQL-looking and non-ASCII text verbatim, harmlessly", async () => {
      const res = await post(weddingInput({ partner1: SQLISH.slice(0, 100), partner2: "Zoë Ångström 李雷 💍", venue: "'; DELETE FROM weddings; --" }));
      expect(res.statusCode).toBe(201);
      const read = await t.app.inject({ method: "GET", url: `/api/weddings/${res.json().uniqueCode}` });
      expect(read.json()).toMatchObject({ partner1: SQLISH.slice(0, 100), partner2: "Zoë Ångström 李雷 💍", venue: "'; DELETE FROM weddings; --" });
      expect(await countRows(t, "weddings")).toBeGreaterThan(0);
    });
  });

  describe("GET /api/weddings/{codeOrId} and /full", () => {
    it("finds a wedding by code (any case, typed with look-alikes) and by id", async () => {
      const { wedding } = await seedWedding(t.app);
      const typed = wedding.uniqueCode.toLowerCase().replace(/0/g, "o").replace(/1/g, "l");
      for (const key of [wedding.uniqueCode, typed, wedding.id, wedding.id.toUpperCase()]) {
        const res = await t.app.inject({ method: "GET", url: `/api/weddings/${encodeURIComponent(key)}` });
        expect(res.statusCode, key).toBe(200);
        expect(ZWedding.strict().parse(res.json()).id).toBe(wedding.id);
        expectSecurityHeaders(res);
      }
    });

    it.each(["ZZZZZZZZ", "00000000-0000-0000-0000-000000000000", "not-a-uuid", "%00", "%27%20OR%201%3D1--", "a".repeat(64)])(
      "answers 404 for unknown wedding %s",
      async (key) => {
        expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${key}` }), 404, "not_found");
        expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${key}/full` }), 404, "not_found");
      },
    );

    it("answers a 4xx JSON error for an over-long or badly escaped id", async () => {
      expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${"a".repeat(65)}` }), 400, "validation_failed");
      expectError(await t.app.inject({ method: "GET", url: "/api/weddings/%FF%FE" }), 400);
      expectError(await t.app.inject({ method: "GET", url: "/api/weddings/%E0%A4%A" }), 400);
    });

    it("never includes the host key or any guest data in public reads", async () => {
      const seed = await seedWedding(t.app);
      const submitted = await submitRsvp(
        t.app,
        rsvpFor(seed, { guestName: "Secret Guestname", guestEmail: "secret.guest@example.com", guestPhone: "+44 7700 900123" }),
      );
      expect(submitted.statusCode).toBe(201);
      for (const url of [`/api/weddings/${seed.wedding.uniqueCode}`, `/api/weddings/${seed.wedding.id}/full`, `/api/questions/${seed.wedding.id}`]) {
        const res = await t.app.inject({ method: "GET", url });
        expect(res.statusCode).toBe(200);
        for (const secret of [
          seed.wedding.hostKey,
          "hostKey",
          "hostKeyHash",
          "Secret Guestname",
          "secret.guest@example.com",
          "7700 900123",
          submitted.json().editToken,
        ]) {
          expect(res.body, `${url} leaks ${secret}`).not.toContain(secret);
        }
      }
    });

    it("serves /full with the wedding fields and its questions in order", async () => {
      const seed = await seedWedding(t.app);
      const res = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode.toLowerCase()}/full` });
      const { questions, ...wedding } = res.json();
      expect(ZWedding.strict().parse(wedding).uniqueCode).toBe(seed.wedding.uniqueCode);
      expect(questions.map((q: { question: string }) => q.question)).toEqual(seed.questions.map((q) => q.question));
      expect(questions.map((q: { order: string }) => q.order)).toEqual(["1", "2", "3", "4"]);
    });
  });

  describe("PUT /api/weddings/{id}", () => {
    it("updates every editable field and the public view follows", async () => {
      const seed = await seedWedding(t.app);
      const patch = {
        partner1: "Ada",
        partner2: "Grace",
        date: "2028-01-02",
        time: "11:00",
        venue: "Town Hall",
        message: "New message",
        rsvpStyle: "modern",
        childrenPolicy: "Kids welcome",
        giftPreferences: "Charity",
        rsvpDeadline: "2027-12-01",
        timeZone: "Asia/Tokyo",
      } as const;
      const res = await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: patch });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject(patch);
      expect(res.body).not.toContain(seed.wedding.hostKey);
      const read = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}` });
      expect(read.json()).toMatchObject(patch);
      // Clearing an optional field: empty string or null both mean "none".
      const cleared = await t.app.inject({
        method: "PUT",
        url: `/api/weddings/${seed.wedding.id}`,
        headers: seed.auth,
        payload: { message: "", rsvpDeadline: null },
      });
      expect(cleared.json()).toMatchObject({ message: null, rsvpDeadline: null });
    });

    it("shows an edit right away even when guests were reading the invitation at that moment", async () => {
      // A read that started before the edit must not put the old invitation back in the cache.
      for (let round = 0; round < 10; round++) {
        const seed = await seedWedding(t.app);
        const url = `/api/weddings/${seed.wedding.uniqueCode}/full`;
        const read = () => t.app.inject({ method: "GET", url });
        const before = Array.from({ length: 15 }, read);
        const edit = t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: { venue: `Moved ${round}` } });
        const during = Array.from({ length: 15 }, read);
        await Promise.all([...before, edit, ...during]);
        expect((await read()).json().venue).toBe(`Moved ${round}`);
      }
    });

    it("accepts the host cookie set by creation", async () => {
      const created = await post(weddingInput());
      const cookie = created.cookies.find((c) => c.name.startsWith("host_"))!;
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/weddings/${created.json().id}`,
        cookies: { [cookie.name]: cookie.value },
        payload: { venue: "By cookie" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().venue).toBe("By cookie");
    });

    it.each([{ uniqueCode: "AAAAAAAA" }, { hostKey: "x" }, { id: "1" }, { createdAt: "2020-01-01" }, { venue: "ok", extra: 1 }])(
      "refuses unknown field %j and changes nothing",
      async (payload) => {
        const seed = await seedWedding(t.app);
        expectError(await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload }), 400, "validation_failed");
        const read = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}` });
        expect(read.json()).toMatchObject({ uniqueCode: seed.wedding.uniqueCode, venue: seed.wedding.venue });
      },
    );

    it.each([{ partner1: "" }, { date: 20270612 }, { time: "noon" }, { rsvpStyle: 3 }, { timeZone: "Nowhere/Land" }, { venue: "\u0000" }])(
      "refuses wrong-typed %j and changes nothing",
      async (payload) => {
        const seed = await seedWedding(t.app);
        const error = expectError(
          await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload }),
          400,
          "validation_failed",
        );
        expect(Object.keys(error.fields ?? {})).toContain(Object.keys(payload)[0]);
        const read = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}` });
        const { hostKey: _key, ...unchanged } = seed.wedding;
        expect(read.json()).toEqual(unchanged);
      },
    );

    it("refuses malformed JSON, an oversized body and bad bytes", async () => {
      const seed = await seedWedding(t.app);
      const url = `/api/weddings/${seed.wedding.id}`;
      const headers = { ...seed.auth, ...JSON_HEADERS };
      expectError(await t.app.inject({ method: "PUT", url, headers, payload: '{"venue":' }), 400, "invalid_json");
      expectError(await t.app.inject({ method: "PUT", url, headers, payload: oversizedBody() }), 413, "payload_too_large");
      expectError(await t.app.inject({ method: "PUT", url, headers, payload: jsonWithBadBytes({}, "venue", INVALID_UTF8[0]!) }), 400, "invalid_json");
      const read = await t.app.inject({ method: "GET", url });
      expect(read.json().venue).toBe(seed.wedding.venue);
    });

    it("refuses without a key (401), with a wrong key or another wedding's key (403), and changes nothing", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      const url = `/api/weddings/${a.wedding.id}`;
      const payload = { venue: "Somewhere else" };
      expectError(await t.app.inject({ method: "PUT", url, payload }), 401, "unauthorized");
      expectError(await t.app.inject({ method: "PUT", url, payload, headers: { authorization: "Bearer nope" } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "PUT", url, payload, headers: b.auth }), 403, "forbidden");
      expect((await t.app.inject({ method: "GET", url: `/api/weddings/${a.wedding.uniqueCode}/full` })).json().venue).toBe(a.wedding.venue);
    });

    it("answers 404 for unknown and non-UUID ids, even with a key", async () => {
      const seed = await seedWedding(t.app);
      for (const id of ["00000000-0000-0000-0000-000000000000", "nope", "ZZZZZZZZ"]) {
        expectError(await t.app.inject({ method: "PUT", url: `/api/weddings/${id}`, headers: seed.auth, payload: { venue: "x" } }), 404, "not_found");
        expectError(
          await t.app.inject({ method: "PUT", url: `/api/weddings/${id}/style`, headers: seed.auth, payload: { rsvpStyle: "modern" } }),
          404,
          "not_found",
        );
      }
    });
  });

  describe("PUT /api/weddings/{id}/style", () => {
    it("changes the style for the host and the public page follows", async () => {
      const seed = await seedWedding(t.app);
      const res = await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/style`, headers: seed.auth, payload: { rsvpStyle: "rustic" } });
      expect(res.statusCode).toBe(200);
      expect(res.json().rsvpStyle).toBe("rustic");
      const read = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` });
      expect(read.json().rsvpStyle).toBe("rustic");
    });

    it("refuses a missing, unknown or extra style field", async () => {
      const seed = await seedWedding(t.app);
      const url = `/api/weddings/${seed.wedding.id}/style`;
      for (const payload of [{}, { rsvpStyle: "gothic" }, { rsvpStyle: null }, { rsvpStyle: "modern", venue: "x" }]) {
        expectError(await t.app.inject({ method: "PUT", url, headers: seed.auth, payload }), 400, "validation_failed");
      }
      expect((await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}` })).json().rsvpStyle).toBe("classic");
    });

    it("refuses without a key (401), with a wrong key or another wedding's key (403)", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      const url = `/api/weddings/${a.wedding.id}/style`;
      const payload = { rsvpStyle: "modern" };
      expectError(await t.app.inject({ method: "PUT", url, payload }), 401, "unauthorized");
      expectError(await t.app.inject({ method: "PUT", url, payload, headers: { authorization: `Bearer ${a.wedding.hostKey}x` } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "PUT", url, payload, headers: { authorization: "Basic abc" } }), 401, "unauthorized");
      expectError(await t.app.inject({ method: "PUT", url, payload, headers: b.auth }), 403, "forbidden");
      expectError(await t.app.inject({ method: "PUT", url, payload, cookies: { [`host_${a.wedding.uniqueCode}`]: b.wedding.hostKey } }), 403, "forbidden");
      expect((await t.app.inject({ method: "GET", url: `/api/weddings/${a.wedding.id}` })).json().rsvpStyle).toBe("classic");
    });
  });

  describe("service endpoints", () => {
    it("answers /healthz and /readyz", async () => {
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
      const ready = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", database: engine });
    });

    it("describes the API in /api/openapi.json", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
      expect(res.statusCode).toBe(200);
      const doc = JSON.parse(res.body);
      expect(doc.openapi).toMatch(/^3\./);
      const paths = Object.keys(doc.paths);
      for (const path of [
        "/api/weddings",
        "/api/weddings/{codeOrId}",
        "/api/weddings/{codeOrId}/full",
        "/api/weddings/{id}",
        "/api/weddings/{id}/style",
        "/api/weddings/{id}/questions",
        "/api/questions",
        "/api/questions/{weddingId}",
        "/api/questions/{id}",
        "/api/responses",
        "/api/responses/{code}",
        "/api/responses/{id}",
        "/api/responses/{id}/guest",
        "/api/responses/{code}/export",
        "/api/host/session",
        "/api/host/session/{code}",
      ]) {
        expect(paths, path).toContain(path);
      }
      expect(doc.paths["/api/weddings"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("partner1");
    });

    it("answers unknown API routes with a 404 JSON error", async () => {
      expectError(await t.app.inject({ method: "GET", url: "/api/nothing-here" }), 404, "not_found");
      expectError(await t.app.inject({ method: "DELETE", url: "/api/weddings" }), 404, "not_found");
    });
  });
});

describe("wedding creation rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { rateLimit: true });
  });
  afterAll(() => t?.close());

  it("answers 429 with the JSON error body once a client creates too many weddings", async () => {
    const { statuses, last } = await hammer(t.app, { method: "POST", url: "/api/weddings", payload: weddingInput() }, 21);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    const error = expectError(last, 429, "rate_limited");
    expect(error.message).toMatch(/try again/);
  });
});
