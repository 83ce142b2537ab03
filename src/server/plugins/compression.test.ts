import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rsvpFor } from "../test/api";
import { seedWedding, type SeededWedding } from "../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../test/harness";

describe.each(ENGINES)("large host answers are gzipped for browsers that take it, on %s", (engine) => {
  let t: TestApp;
  let seed: SeededWedding;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
    seed = await seedWedding(t.app);
    for (let i = 0; i < 30; i++) {
      await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: `Guest ${i}`, guestEmail: `guest${i}@example.com` }) });
    }
  });
  afterAll(() => t?.close());

  it("the responses list: gzip when asked, the same JSON when unpacked, plain otherwise", async () => {
    const url = `/api/responses/${seed.wedding.uniqueCode}`;
    const plain = await t.app.inject({ method: "GET", url, headers: seed.auth });
    const packed = await t.app.inject({ method: "GET", url, headers: { ...seed.auth, "accept-encoding": "gzip, deflate, br" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(packed.headers["content-encoding"]).toBe("gzip");
    expect(packed.headers.vary).toContain("accept-encoding");
    expect(packed.headers["content-type"]).toMatch(/^application\/json/);
    expect(packed.headers["cache-control"]).toContain("no-store");
    const unpacked = gunzipSync(packed.rawPayload).toString("utf8");
    expect(JSON.parse(unpacked)).toEqual(plain.json());
    expect(plain.json()).toHaveLength(30);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it("both CSVs stream through gzip and read back row for row", async () => {
    for (const path of ["export", "export/people"]) {
      const url = `/api/responses/${seed.wedding.uniqueCode}/${path}`;
      const plain = await t.app.inject({ method: "GET", url, headers: seed.auth });
      const packed = await t.app.inject({ method: "GET", url, headers: { ...seed.auth, "accept-encoding": "gzip" } });
      expect(packed.headers["content-encoding"]).toBe("gzip");
      expect(packed.headers["content-disposition"]).toBe(plain.headers["content-disposition"]);
      const unpacked = gunzipSync(packed.rawPayload).toString("utf8");
      expect(unpacked).toBe(plain.body);
      expect(parse(unpacked.replace(/^\uFEFF/, ""), { columns: true }).length).toBeGreaterThanOrEqual(30);
    }
  });

  it("small answers and refusals stay plain", async () => {
    const other = await seedWedding(t.app);
    const empty = await t.app.inject({
      method: "GET",
      url: `/api/responses/${other.wedding.uniqueCode}`,
      headers: { ...other.auth, "accept-encoding": "gzip" },
    });
    expect(empty.headers["content-encoding"]).toBeUndefined();
    expect(empty.json()).toEqual([]);
    const refused = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: { "accept-encoding": "gzip" } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });
});
