import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rsvpFor } from "../test/api";
import { seedWedding, type SeededWedding } from "../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../test/harness";

/** What the browser does with the body, by the encoding the server named. */
function unpack(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString("utf8");
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

describe.each(ENGINES)("large host answers are compressed for browsers that take it, on %s", (engine) => {
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

  it("the responses list: brotli or gzip as the browser takes them, the same JSON when unpacked, plain otherwise", async () => {
    const url = `/api/responses/${seed.wedding.uniqueCode}`;
    const plain = await t.app.inject({ method: "GET", url, headers: seed.auth });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.json()).toHaveLength(30);
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ]) {
      const packed = await t.app.inject({ method: "GET", url, headers: { ...seed.auth, "accept-encoding": accept } });
      expect(packed.headers["content-encoding"]).toBe(encoding);
      expect(packed.headers.vary).toContain("accept-encoding");
      expect(packed.headers["content-type"]).toMatch(/^application\/json/);
      expect(packed.headers["cache-control"]).toContain("no-store");
      expect(JSON.parse(unpack(packed))).toEqual(plain.json());
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    }
  });

  it("a list long enough to be streamed is compressed on the way out and reads back whole", async () => {
    const big = await seedWedding(t.app);
    for (let i = 0; i < 120; i++) {
      await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(big, { guestName: `Guest ${i}`, guestEmail: `big${i}@example.com` }) });
    }
    const url = `/api/responses/${big.wedding.uniqueCode}`;
    const plain = await t.app.inject({ method: "GET", url, headers: big.auth });
    expect(plain.json()).toHaveLength(120);
    for (const accept of ["br", "gzip"]) {
      const packed = await t.app.inject({ method: "GET", url, headers: { ...big.auth, "accept-encoding": accept } });
      expect(packed.headers["content-encoding"]).toBe(accept);
      expect(JSON.parse(unpack(packed))).toEqual(plain.json());
    }
  });

  it("both CSVs stream through the compressor and read back row for row", async () => {
    for (const [path, accept] of [
      ["export", "gzip"],
      ["export/people", "gzip"],
      ["export", "gzip, br"],
    ] as const) {
      const url = `/api/responses/${seed.wedding.uniqueCode}/${path}`;
      const plain = await t.app.inject({ method: "GET", url, headers: seed.auth });
      const packed = await t.app.inject({ method: "GET", url, headers: { ...seed.auth, "accept-encoding": accept } });
      expect(packed.headers["content-encoding"]).toBe(accept === "gzip" ? "gzip" : "br");
      expect(packed.headers["content-disposition"]).toBe(plain.headers["content-disposition"]);
      expect(packed.headers["cache-control"]).toContain("no-store");
      const unpacked = unpack(packed);
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

  it("the RSVP submit is left alone: no compression hook, so a gzipped body is not inflated", async () => {
    const body = JSON.stringify(rsvpFor(seed, { guestName: "Packed", guestEmail: "packed@example.com" }));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/responses",
      headers: { "content-type": "application/json", "content-encoding": "gzip", "accept-encoding": "gzip" },
      payload: gzipSync(body),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});
