import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZNearbyHotels, ZSuggestions } from "../../../contract/ai";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { AI_MODEL_RATE_LIMIT, AI_RATE_LIMIT } from "./routes";
import { sendJson, startUpstream } from "./test-upstream";

const post = (t: TestApp, url: string, payload: unknown, ip = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: `/api/ai/${url}`, payload: payload as object, remoteAddress: ip });

describe.each(ENGINES)("AI helpers API on %s (offline providers)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t?.close());

  it("suggests wedding messages naming the couple", async () => {
    const res = await post(t, "wedding-message-suggestions", { partner1: "Zoë", partner2: "Ángel", venue: "Kew Gardens", date: "2027-06-12" });
    expect(res.statusCode).toBe(200);
    const { suggestions } = ZSuggestions.parse(res.json());
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    for (const text of suggestions) expect(text).toMatch(/Zoë.*Ángel|Ángel.*Zoë/s);
  });

  it("answers in the invitation's language: four distinct Spanish messages with the couple's names, English when none is named", async () => {
    const couple = { partner1: "Zoë", partner2: "Ángel", venue: "Kew Gardens", date: "2027-06-12" };
    const spanish = ZSuggestions.parse((await post(t, "wedding-message-suggestions", { ...couple, locale: "es" })).json()).suggestions;
    expect(new Set(spanish).size).toBe(4);
    for (const text of spanish) {
      expect(text).toMatch(/Zoë y Ángel/);
      expect(text).not.toMatch(/\b(?:and|with|love|join|wedding|Saturday)\b/i);
    }
    expect(spanish.join(" ")).toMatch(/boda|casamos|matrimonio|«sí, quiero»/);
    const english = ZSuggestions.parse((await post(t, "wedding-message-suggestions", couple)).json()).suggestions;
    for (const text of english) expect(text).toMatch(/Zoë (?:and|&) Ángel/);
    const policy = (await post(t, "children-policy-suggestions", { allowChildren: false, locale: "de" })).json().suggestions;
    for (const text of policy) expect(text).toMatch(/Erwachsene|kinderfrei|ohne Kinder/);
  });

  it("suggests children policies for each choice, tone warm", async () => {
    const adults = await post(t, "children-policy-suggestions", { allowChildren: false, tone: "warm" });
    expect(adults.statusCode).toBe(200);
    for (const text of adults.json().suggestions) expect(text).toMatch(/adult/i);
    const kids = await post(t, "children-policy-suggestions", { allowChildren: true, tone: "warm" });
    for (const text of kids.json().suggestions) expect(text).toMatch(/child|kid/i);
  });

  it.each(["honeymoon", "home", "charity", "experience"])("suggests gift wording for %s", async (preference) => {
    const res = await post(t, "gift-suggestions", { preference });
    expect(res.statusCode).toBe(200);
    expect(ZSuggestions.parse(res.json()).suggestions.length).toBeGreaterThanOrEqual(3);
  });

  it("offers honest search links for hotels, never invented ones", async () => {
    const res = await post(t, "nearby-hotels", { venueAddress: "The Orangery, Kew Gardens" });
    expect(res.statusCode).toBe(200);
    const { hotels } = ZNearbyHotels.parse(res.json());
    expect(hotels.length).toBe(4);
    for (const hotel of hotels) {
      expect(hotel.kind).toBe("search");
      expect(hotel.name).toMatch(/^Search /);
      expect(hotel.url).toMatch(/^https:\/\/www\.(google|booking|openstreetmap|airbnb)\.(com|org)\//);
      expect(decodeURIComponent(hotel.url ?? "")).toContain("The Orangery, Kew Gardens");
    }
  });

  it.each([
    ["children-policy-suggestions", { tone: "warm" }, "allowChildren"],
    ["children-policy-suggestions", { allowChildren: "yes", tone: "warm" }, "allowChildren"],
    ["children-policy-suggestions", { allowChildren: true, tone: "formal" }, "tone"],
    ["gift-suggestions", {}, "preference"],
    ["gift-suggestions", { preference: "cash" }, "preference"],
    ["wedding-message-suggestions", { partner1: "Amelia", partner2: "  ", venue: "Kew", date: "2027-06-12" }, "partner2"],
    ["wedding-message-suggestions", { partner1: "Amelia", partner2: "Jonah", extra: 1 }, "body"],
    ["wedding-message-suggestions", { partner1: "Amelia", partner2: "Jonah", locale: "xx" }, "locale"],
    ["gift-suggestions", { preference: "home", locale: "EN" }, "locale"],
    ["children-policy-suggestions", { allowChildren: true, locale: 5 }, "locale"],
    ["nearby-hotels", { venueAddress: "" }, "venueAddress"],
    ["nearby-hotels", { venueAddress: "x".repeat(301) }, "venueAddress"],
  ])("refuses %s with %j: 400 naming %s", async (url, payload, field) => {
    const res = await post(t, url, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields ?? {}).join(" ")).toContain(field);
  });

  it("never answers 5xx, however awkward the body", async () => {
    const awkward: unknown[] = [
      null,
      [],
      "text",
      42,
      true,
      {},
      { partner1: null },
      { partner1: ["a"], partner2: { x: 1 } },
      { partner1: "\ud800", partner2: "b" },
      { preference: "\u0000" },
      { allowChildren: null, tone: null },
      { venueAddress: "\u0000" },
      { venueAddress: "a".repeat(100_000) },
    ];
    const urls = ["wedding-message-suggestions", "children-policy-suggestions", "gift-suggestions", "nearby-hotels"];
    for (const url of urls) {
      for (const body of awkward) {
        const res = await post(t, url, body, "192.0.2.50");
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBeLessThan(500);
        expect(res.statusCode).not.toBe(200);
      }
      const raw = await t.app.inject({
        method: "POST",
        url: `/api/ai/${url}`,
        payload: "{not json",
        headers: { "content-type": "application/json" },
        remoteAddress: "192.0.2.51",
      });
      expect(raw.statusCode).toBe(400);
    }
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const url of ["wedding-message-suggestions", "children-policy-suggestions", "gift-suggestions", "nearby-hotels"]) {
      expect(doc.paths[`/api/ai/${url}`]?.post).toBeDefined();
    }
  });

  it(`limits each helper to ${AI_RATE_LIMIT} calls a minute per address, with a clear 429`, async () => {
    const ip = `198.51.100.${engine === "pglite" ? 1 : 2}`;
    for (let i = 0; i < AI_RATE_LIMIT; i++) expect((await post(t, "gift-suggestions", { preference: "home" }, ip)).statusCode).toBe(200);
    const limited = await post(t, "gift-suggestions", { preference: "home" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: "rate_limited" });
    expect(limited.json().error.message).toMatch(/try again/);
    // Another address is not affected.
    expect((await post(t, "gift-suggestions", { preference: "home" }, "198.51.100.99")).statusCode).toBe(200);
  });
});

describe.each(ENGINES)("AI helpers API on %s with upstream providers", (engine) => {
  let t: TestApp;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let overpassStatus = 200;
  const suggestions = ["One warm line from the model.", "Another warm line from the model.", "A third warm line from the model."];
  beforeAll(async () => {
    const fixtures = path.join(import.meta.dirname, "fixtures");
    upstream = await startUpstream((req, res) => {
      if (req.url === "/v1/chat/completions")
        return sendJson(res, 200, { choices: [{ message: { role: "assistant", content: JSON.stringify({ suggestions }) } }] });
      if (req.url.startsWith("/search?")) return sendJson(res, 200, fs.readFileSync(path.join(fixtures, "nominatim-search.json"), "utf8"));
      if (req.url === "/interpreter")
        return sendJson(res, overpassStatus, overpassStatus === 200 ? fs.readFileSync(path.join(fixtures, "overpass-hotels.json"), "utf8") : "busy");
      sendJson(res, 404, {});
    });
    t = await startTestApp(engine, {
      ai: { baseUrl: `${upstream.url}/v1`, model: "local-model" },
      hotels: { provider: "osm", nominatimUrl: upstream.url, overpassUrl: `${upstream.url}/interpreter` },
    });
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  it("answers with the model's suggestions when AI_BASE_URL is set", async () => {
    const res = await post(t, "gift-suggestions", { preference: "experience" });
    expect(res.json()).toEqual({ suggestions });
  });

  it(`limits model wording to ${AI_MODEL_RATE_LIMIT} calls a minute per address, across the three helpers`, async () => {
    const ip = `198.51.100.${engine === "pglite" ? 11 : 12}`;
    const calls = [
      ["wedding-message-suggestions", { partner1: "Zoë", partner2: "Ángel", venue: "Kew Gardens", date: "2027-06-12" }],
      ["children-policy-suggestions", { allowChildren: false, tone: "warm" }],
      ["gift-suggestions", { preference: "home" }],
    ] as const;
    for (let i = 0; i < AI_MODEL_RATE_LIMIT; i++) {
      const [url, payload] = calls[i % calls.length]!;
      expect((await post(t, url, payload, ip)).statusCode).toBe(200);
    }
    for (const [url, payload] of calls) {
      const limited = await post(t, url, payload, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({ code: "rate_limited" });
    }
    expect((await post(t, "gift-suggestions", { preference: "home" }, "198.51.100.98")).json()).toEqual({ suggestions });
  });

  it("answers with real OpenStreetMap hotels and credits the data", async () => {
    const res = await post(t, "nearby-hotels", { venueAddress: "The Orangery, Kew" });
    expect(res.statusCode).toBe(200);
    const body = ZNearbyHotels.parse(res.json());
    expect(body.hotels[0]).toMatchObject({ kind: "hotel", name: "Mortlake Lodge", distance: "690 m" });
    expect(body.attribution).toMatch(/OpenStreetMap contributors/);
  });

  it("turns an upstream failure into a 502 with the JSON error body", async () => {
    overpassStatus = 503;
    const res = await post(t, "nearby-hotels", { venueAddress: "Somewhere new" });
    overpassStatus = 200;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: "upstream_failed", message: expect.stringMatching(/Overpass.*try again/) } });
  });
});
