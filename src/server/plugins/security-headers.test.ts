import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startTestApp, type TestApp } from "../test/harness";
import { securityHeaders } from "./security-headers";

const OPTIONS = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } }, strictTransportSecurity: false } as const;

describe("security headers worked out once", () => {
  let server: Server;
  beforeAll(async () => {
    // Helmet as a plain middleware on a real node:http response, the reference.
    const middleware = helmet(OPTIONS);
    server = createServer((request, response) => middleware(request, response, () => response.end("ok")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("are exactly the headers helmet sets on a live response", async () => {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const live = Object.fromEntries([...response.headers].filter(([name]) => !["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name)));
    expect(securityHeaders(OPTIONS)).toEqual(live);
    expect(Object.keys(live).length).toBeGreaterThanOrEqual(10);
  });
});

describe.each(ENGINES)("every answer carries them on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t?.close());

  it.each([
    ["a read", "GET", "/healthz", 200],
    ["an unknown API path", "GET", "/api/nothing-here", 404],
    ["a refused body", "POST", "/api/responses", 400],
    ["a page", "GET", "/admin", 200],
  ])("%s", async (_name, method, url, status) => {
    const res = await t.app.inject({ method: method as "GET" | "POST", url, payload: method === "POST" ? { nope: 1 } : undefined });
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });
});
