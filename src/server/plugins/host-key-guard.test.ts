import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hostCookieName } from "../../contract/host";
import { rateLimitCounters } from "../db/schema";
import { expectError } from "../test/api";
import { seedWedding, type SeededWedding } from "../test/fixtures";
import { ENGINES, startTestApp, startPostgresPair, type TestApp } from "../test/harness";
import { HOST_KEY_FAILURES } from "./host-key-guard";

const GUESSER = "203.0.113.7";

/** What every instance has written to the shared table for an address's wrong keys. */
async function sharedCount(t: TestApp, address: string): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, `host-key-failures:${address}`));
  return row?.count ?? 0;
}
const COUPLE = "198.51.100.20";

describe.each(ENGINES)("host-key guessing on every host route, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: true });
  });
  afterAll(() => t?.close());

  const listResponses = (seed: SeededWedding, headers: Record<string, string>, remoteAddress = GUESSER, cookies?: Record<string, string>) =>
    t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers, remoteAddress, cookies });

  it(`answers 429 to the ${HOST_KEY_FAILURES + 1}st wrong key from one address, then refuses even the right key from it`, async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    for (let i = 0; i < HOST_KEY_FAILURES; i++) {
      // Spread over several host routes: they count together.
      const res =
        i % 2 === 0
          ? await listResponses(seed, { authorization: `Bearer guess-${i}` })
          : await t.app.inject({
              method: "PUT",
              url: `/api/weddings/${other.wedding.id}`,
              payload: { venue: "x" },
              headers: { authorization: `Bearer guess-${i}` },
              remoteAddress: GUESSER,
            });
      expectError(res, 403, "forbidden");
    }
    const limited = await listResponses(seed, { authorization: "Bearer one-more-guess" });
    expectError(limited, 429, "rate_limited");
    expect(limited.json().error.message).toContain("wrong host keys");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The right key, as a bearer or a cookie, is not even checked from that address.
    expectError(await listResponses(seed, seed.auth), 429, "rate_limited");
    expectError(await listResponses(seed, {}, GUESSER, { [hostCookieName(seed.wedding.uniqueCode)]: seed.wedding.hostKey }), 429, "rate_limited");
    expectError(
      await t.app.inject({
        method: "POST",
        url: "/api/host/session",
        payload: { code: seed.wedding.uniqueCode, hostKey: seed.wedding.hostKey },
        remoteAddress: GUESSER,
      }),
      429,
      "rate_limited",
    );
    // Other addresses are untouched, and so are public reads from the guessing one.
    expect((await listResponses(seed, seed.auth, COUPLE)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full`, remoteAddress: GUESSER })).statusCode).toBe(200);
  });

  it("does not count right keys or missing keys", async () => {
    const seed = await seedWedding(t.app);
    const address = "192.0.2.55";
    for (let i = 0; i < HOST_KEY_FAILURES + 5; i++) {
      expect((await listResponses(seed, seed.auth, address)).statusCode).toBe(200);
      expectError(await listResponses(seed, {}, address), 401, "unauthorized");
    }
    expect((await listResponses(seed, seed.auth, address)).statusCode).toBe(200);
  });
});

describe("host-key guessing across two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await startPostgresPair({ rateLimit: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("counts wrong keys on both instances against one limit", async () => {
    const seed = await seedWedding(a.app);
    const url = `/api/host/session/${seed.wedding.uniqueCode}`;
    const guess = (instance: TestApp, i: number) =>
      instance.app.inject({ method: "GET", url, headers: { authorization: `Bearer guess-${i}` }, remoteAddress: GUESSER });
    const onA = 11;
    for (let i = 0; i < onA; i++) expectError(await guess(a, i), 403, "forbidden");
    // The counts reach the table within a flush (250 ms).
    await vi.waitFor(async () => expect(await sharedCount(a, GUESSER)).toBe(onA), { timeout: 5_000, interval: 50 });
    const statuses: number[] = [];
    for (let i = 0; i < HOST_KEY_FAILURES && statuses.at(-1) !== 429; i++) statuses.push((await guess(b, i)).statusCode);
    // Instance B alone would have allowed HOST_KEY_FAILURES wrong keys; it stops where both together reach the limit.
    expect(statuses).toEqual([...Array<number>(HOST_KEY_FAILURES - onA).fill(403), 429]);
    // A hears of B's failures too: the right key is refused from that address there as well.
    await vi.waitFor(async () => expectError(await a.app.inject({ method: "GET", url, headers: seed.auth, remoteAddress: GUESSER }), 429, "rate_limited"), {
      timeout: 5_000,
      interval: 100,
    });
    expect((await b.app.inject({ method: "GET", url, headers: seed.auth, remoteAddress: COUPLE })).statusCode).toBe(204);
  });
});
