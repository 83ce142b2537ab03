import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostCookieName } from "../../contract/host";
import { countRows, expectError, rsvpFor, submitRsvp } from "../test/api";
import { seedWedding, type SeededWedding } from "../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../test/harness";
import { isCrossSiteWrite } from "./same-origin";

describe("isCrossSiteWrite", () => {
  const base = { secFetchSite: undefined, origin: undefined, publicOrigin: undefined, host: "rsvp.example:3000" };
  it.each([
    ["same-origin fetch", { secFetchSite: "same-origin", origin: "http://rsvp.example:3000" }, false],
    ["typed address (none)", { secFetchSite: "none" }, false],
    ["a sibling subdomain", { secFetchSite: "same-site", origin: "http://evil.rsvp.example:3000" }, true],
    ["another site", { secFetchSite: "cross-site" }, true],
    ["Sec-Fetch-Site wins over a matching Origin", { secFetchSite: "cross-site", origin: "http://rsvp.example:3000" }, true],
    ["an old browser on our host", { origin: "http://rsvp.example:3000" }, false],
    ["our host behind a TLS-terminating proxy", { origin: "https://RSVP.example:3000" }, false],
    ["an old browser elsewhere", { origin: "https://evil.example" }, true],
    ["a port of our host that is not us", { origin: "http://rsvp.example:4000" }, true],
    ["Origin: null", { origin: "null" }, true],
    ["PUBLIC_URL", { origin: "https://rsvp.example.com", publicOrigin: "https://rsvp.example.com" }, false],
    ["PUBLIC_URL's host on another scheme, not this host", { origin: "http://rsvp.example.com", publicOrigin: "https://rsvp.example.com" }, true],
    ["no browser at all (curl, a server with a Bearer key)", {}, false],
  ])("%s", (_name, input, crossSite) => {
    expect(isCrossSiteWrite({ ...base, ...input })).toBe(crossSite);
  });
});

describe.each(ENGINES)("cross-site writes on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const HOST = "rsvp.example";
  const cookieOf = (seed: SeededWedding) => `${hostCookieName(seed.wedding.uniqueCode)}=${seed.wedding.hostKey}`;
  const replaceKey = (seed: SeededWedding, headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/host-key`, headers: { host: HOST, cookie: cookieOf(seed), ...headers }, payload });
  /** The first key still opens the wedding: nothing was replaced. */
  const keyUnchanged = async (seed: SeededWedding) =>
    expect((await t.app.inject({ method: "GET", url: `/api/host/session/${seed.wedding.uniqueCode}`, headers: seed.auth })).statusCode).toBe(204);

  it("refuses a cross-site host-key replacement carrying only the cookie, and the key stays", async () => {
    const seed = await seedWedding(t.app);
    const error = expectError(await replaceKey(seed, { "sec-fetch-site": "cross-site", origin: "https://evil.example" }), 403, "forbidden");
    expect(error.message).toContain("another site");
    expectError(await replaceKey(seed, { "sec-fetch-site": "same-site" }), 403, "forbidden");
    await keyUnchanged(seed);
  });

  it("refuses it from an older browser: a foreign Origin and a text/plain body", async () => {
    const seed = await seedWedding(t.app);
    expectError(await replaceKey(seed, { origin: "https://evil.example", "content-type": "text/plain" }, "x"), 403, "forbidden");
    expectError(await replaceKey(seed, { origin: "null", "content-type": "text/plain" }, "x"), 403, "forbidden");
    await keyUnchanged(seed);
  });

  it("lets the app's own pages, and clients without a browser, write", async () => {
    const browserOrNot: Array<Record<string, string>> = [{ "sec-fetch-site": "same-origin", origin: `http://${HOST}` }, { origin: `http://${HOST}` }, {}];
    for (const headers of browserOrNot) {
      const seed = await seedWedding(t.app);
      const res = await replaceKey(seed, headers);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("refuses a cross-site RSVP submit (guest writes are checked too) and stores nothing", async () => {
    const seed = await seedWedding(t.app);
    const refused = await submitRsvp(t.app, rsvpFor(seed), { host: HOST, "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expectError(refused, 403, "forbidden");
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
    const accepted = await submitRsvp(t.app, rsvpFor(seed), { host: HOST, "sec-fetch-site": "same-origin", origin: `http://${HOST}` });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
  });

  it("leaves reads alone: a cross-site GET still answers", async () => {
    const seed = await seedWedding(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/weddings/${seed.wedding.uniqueCode}`,
      headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe.each(ENGINES)("cross-site writes with PUBLIC_URL on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false, publicUrl: "https://rsvp.example.com" });
  });
  afterAll(() => t?.close());

  it("accepts Origin equal to PUBLIC_URL (the proxy may name us differently) and refuses any other", async () => {
    const seed = await seedWedding(t.app);
    const replace = (origin: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/host-key`,
        headers: { host: "10.0.0.5:3000", origin, authorization: `Bearer ${seed.wedding.hostKey}` },
      });
    expectError(await replace("https://evil.example"), 403, "forbidden");
    const res = await replace("https://rsvp.example.com");
    expect(res.statusCode, res.body).toBe(200);
  });
});
