import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weddingInput } from "../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../test/harness";

// Wedding creation allows 20 a minute per client address (features/weddings/routes.ts).
const CREATION_LIMIT = 20;
const PROXY = "127.0.0.1";

/**
 * A creation as it reaches us through nginx: `$proxy_add_x_forwarded_for` appends the address
 * nginx saw to whatever X-Forwarded-For the client sent, so the first entry is the client's choice.
 */
const createVia = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput(), remoteAddress, headers: { "x-forwarded-for": forwardedFor } });

describe.each(ENGINES)("rate limits behind a reverse proxy on %s", (engine) => {
  describe("TRUST_PROXY=1 (one proxy in front)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine, { rateLimit: true, trustProxy: 1 });
    });
    afterAll(() => t?.close());

    it("limits a client by the address the proxy saw, not the one it wrote first", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 2 * CREATION_LIMIT; i++) {
        const spoofed = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
        statuses.push((await createVia(t, PROXY, `${spoofed}, 203.0.113.7`)).statusCode);
      }
      expect(statuses.slice(0, CREATION_LIMIT)).toEqual(Array(CREATION_LIMIT).fill(201));
      expect(statuses.slice(CREATION_LIMIT)).toEqual(Array(CREATION_LIMIT).fill(429));
      // Another guest behind the same proxy has a bucket of their own (not the proxy's).
      expect((await createVia(t, PROXY, "203.0.113.8")).statusCode).toBe(201);
      const refused = await createVia(t, PROXY, "203.0.113.7");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    });
  });

  describe("TRUST_PROXY as a list of proxy addresses", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine, { rateLimit: true, trustProxy: ["10.0.0.0/8", PROXY] });
    });
    afterAll(() => t?.close());

    it("reads the client from a listed proxy, and ignores X-Forwarded-For from anyone else", async () => {
      for (let i = 0; i < CREATION_LIMIT; i++) expect((await createVia(t, PROXY, `198.18.0.${i + 1}, 10.1.2.3, 203.0.113.9`)).statusCode).toBe(201);
      expect((await createVia(t, "10.9.9.9", "198.18.1.1, 203.0.113.9")).statusCode).toBe(429);
      // A client reaching us directly cannot pose as someone else by writing the header itself.
      for (let i = 0; i < CREATION_LIMIT; i++) expect((await createVia(t, "192.0.2.66", `198.18.2.${i + 1}`)).statusCode).toBe(201);
      expect((await createVia(t, "192.0.2.66", "198.18.3.1")).statusCode).toBe(429);
    });
  });
});
