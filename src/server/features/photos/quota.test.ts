import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { uploads } from "../../db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadParameters } from "../../../contract/photo-upload";
import { ENGINES, startTestApp, startTestAppOn, type TestApp } from "../../test/harness";
import { UPLOAD_QUOTA_BYTES } from "./limits";
import { pngBytes } from "./test-images";

const MB = 1024 * 1024;

/** Anonymous uploads cannot become file hosting: bytes per address per hour, across instances. */
describe.each(ENGINES)("the per-address upload quota on %s", (engine) => {
  let t: TestApp;
  let second: TestApp;
  let dataDir: string;
  let address = 0;
  const nextAddress = () => `203.0.113.${++address}`;
  const issue = (app: TestApp, remoteAddress: string) =>
    app.app.inject({ method: "POST", url: "/api/objects/upload", remoteAddress, payload: { forNewWedding: true } });
  const rowsOf = async (remoteAddress: string) =>
    (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.clientAddress, remoteAddress)))[0]!.n;
  const rawFiles = () => (fs.existsSync(path.join(dataDir, "uploads", "raw")) ? fs.readdirSync(path.join(dataDir, "uploads", "raw")) : []);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-quota-"));
    t = await startTestApp(engine, { dataDir, rateLimit: true });
    // A second instance on the same database, as behind a load balancer.
    second = await startTestAppOn(t.database, { dataDir, rateLimit: true });
  });
  afterAll(async () => {
    await second?.app.close();
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is 50 MB an hour", () => {
    expect(UPLOAD_QUOTA_BYTES).toBe(50 * MB);
  });

  it("answers 429 past the quota on any instance, stores no target, and leaves other addresses alone", async () => {
    const me = nextAddress();
    // Each open target holds a full 10 MB until its real size is known: five fit in 50 MB.
    for (let i = 0; i < 5; i++) expect((await issue(i % 2 ? second : t, me)).statusCode).toBe(200);
    for (const app of [t, second]) {
      const refused = await issue(app, me);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/50 MB an hour/);
    }
    expect(await rowsOf(me)).toBe(5);
    expect((await issue(t, nextAddress())).statusCode).toBe(200);
  });

  it("charges what was really sent: small photos leave room, 50 MB of big ones do not", async () => {
    const me = nextAddress();
    const small = await pngBytes(100, 100);
    for (let i = 0; i < 8; i++) {
      const params = (await issue(t, me)).json<UploadParameters>();
      expect((await t.app.inject({ method: "PUT", url: params.url, remoteAddress: me, payload: small })).statusCode).toBe(200);
    }
    // An address that already sent 45 MB this hour (recorded on its rows, any instance): refused.
    const heavy = nextAddress();
    const params = (await issue(t, heavy)).json<UploadParameters>();
    const big = Buffer.alloc(9 * MB, 0x20);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    for (let i = 0; i < 4; i++) {
      const next = (await issue(second, heavy)).json<UploadParameters>();
      expect((await second.app.inject({ method: "PUT", url: next.url, remoteAddress: heavy, payload: big })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: "PUT", url: params.url, remoteAddress: heavy, payload: big })).statusCode).toBe(200);
    const rawBefore = rawFiles().length;
    expect((await issue(t, heavy)).statusCode).toBe(429);
    expect(await rowsOf(heavy)).toBe(5);
    expect(rawFiles().length).toBe(rawBefore);
  });

  it("charges a declared size instead of 10 MB, and refuses a body larger than declared, storing nothing", async () => {
    const me = nextAddress();
    const small = await pngBytes(100, 100);
    // Twenty 1 MB targets fit in 50 MB where only five undeclared ones would.
    for (let i = 0; i < 20; i++)
      expect(
        (await t.app.inject({ method: "POST", url: "/api/objects/upload", remoteAddress: me, payload: { forNewWedding: true, size: MB } })).statusCode,
      ).toBe(200);
    const tiny = (
      await t.app.inject({ method: "POST", url: "/api/objects/upload", remoteAddress: me, payload: { forNewWedding: true, size: small.length - 1 } })
    ).json<UploadParameters>();
    const rawBefore = rawFiles().length;
    const over = await t.app.inject({ method: "PUT", url: tiny.url, remoteAddress: me, payload: small });
    expect(over.statusCode).toBe(413);
    expect(rawFiles().length).toBe(rawBefore);
  });
});
