import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startTestApp, type TestApp } from "../test/harness";
import { securityHeaders } from "./security-headers";

const OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  strictTransportSecurity: false,
} as const;

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
    const live = Object.fromEntries(
      [...response.headers].filter(([name]) => !["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name)),
    );
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

const cspDirective = (csp: string | undefined, name: string) =>
  (csp ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1);

// Pure header logic: one engine is enough.
describe("deployment-dependent headers", () => {
  const apps: TestApp[] = [];
  // Each test reads one app at a time: the one before is closed first, so its embedded database
  // is emptied and reused (test/harness.ts) instead of a new one booted for each of the ten.
  const start = async (overrides: Parameters<typeof startTestApp>[1]) => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    const t = await startTestApp("pglite", overrides);
    apps.push(t);
    return t;
  };
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  const get = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/healthz", remoteAddress, headers });

  it("deny features the app never uses (Permissions-Policy)", async () => {
    const t = await start({});
    const policy = (await get(t, "192.0.2.1")).headers["permissions-policy"] as string;
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics", "interest-cohort"])
      expect(policy).toContain(`${feature}=()`);
  });

  it("send HSTS only for HTTPS that a trusted proxy vouches for", async () => {
    const plain = await start({});
    expect((await get(plain, "127.0.0.1", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBeUndefined();

    const proxied = await start({ trustProxy: ["127.0.0.1"] });
    expect((await get(proxied, "127.0.0.1", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect((await get(proxied, "127.0.0.1", { "x-forwarded-proto": "http" })).headers["strict-transport-security"]).toBeUndefined();
    expect((await get(proxied, "127.0.0.1")).headers["strict-transport-security"]).toBeUndefined();
    // A client talking to us directly cannot claim HTTPS for itself.
    expect((await get(proxied, "198.51.100.7", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBeUndefined();

    const hops = await start({ trustProxy: 1 });
    expect((await get(hops, "10.0.0.2", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("send HSTS on every answer when PUBLIC_URL is https, and never when it is http", async () => {
    const secure = await start({ publicUrl: "https://rsvp.example.com" });
    expect((await get(secure, "192.0.2.1")).headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const insecure = await start({ publicUrl: "http://rsvp.example.com", trustProxy: false });
    expect((await get(insecure, "192.0.2.1", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBeUndefined();
  });

  it("let images come from us only, or from the configured bucket's public origin", async () => {
    const s3 = { region: "eu-west-1", forcePathStyle: false, accessKeyId: "id", secretAccessKey: "secret" };
    const cases = [
      [undefined, ["'self'", "data:", "blob:"], ["'self'"]],
      [
        { ...s3, bucket: "photos" },
        ["'self'", "data:", "blob:", "https://photos.s3.eu-west-1.amazonaws.com"],
        ["'self'", "https://photos.s3.eu-west-1.amazonaws.com"],
      ],
      [
        { ...s3, bucket: "photos", endpoint: "http://127.0.0.1:9000", forcePathStyle: true },
        ["'self'", "data:", "blob:", "http://127.0.0.1:9000"],
        ["'self'", "http://127.0.0.1:9000"],
      ],
      [
        { ...s3, bucket: "photos", endpoint: "https://acct.r2.cloudflarestorage.com" },
        ["'self'", "data:", "blob:", "https://photos.acct.r2.cloudflarestorage.com"],
        ["'self'", "https://photos.acct.r2.cloudflarestorage.com", "https://acct.r2.cloudflarestorage.com"],
      ],
    ] as const;
    for (const [bucket, images, connections] of cases) {
      const t = await start({ s3: bucket });
      const csp = (await get(t, "192.0.2.1")).headers["content-security-policy"] as string;
      expect(cspDirective(csp, "img-src"), JSON.stringify(bucket)).toEqual(images);
      expect(cspDirective(csp, "connect-src"), JSON.stringify(bucket)).toEqual(connections);
    }
  });
});
