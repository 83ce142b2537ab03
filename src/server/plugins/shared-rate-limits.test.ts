import { eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rateLimitCounters } from "../db/schema";
import { rsvpFor, submitRsvp } from "../test/api";
import { seedWedding } from "../test/fixtures";
import { startPostgresPair, type TestApp } from "../test/harness";

const SUBMITS_PER_MINUTE = 30;
const ADDRESS = "203.0.113.99";

describe("rate limits shared by two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await startPostgresPair({ rateLimit: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  /** The submit count every instance has written to the shared table for the address. */
  async function sharedSubmits(): Promise<number> {
    const [row] = await a.database.db
      .select({ n: sum(rateLimitCounters.count) })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `rate:POST /api/responses:${ADDRESS}`));
    return Number(row?.n ?? 0);
  }

  it("counts RSVP submits on both instances against one per-address limit", async () => {
    const seed = await seedWedding(a.app);
    let n = 0;
    const submit = (t: TestApp) =>
      t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: `Guest ${n++}` }), remoteAddress: ADDRESS });
    const onA = 15;
    for (let i = 0; i < onA; i++) expect((await submit(a)).statusCode).toBe(201);
    // Counts reach the table within a flush (250 ms); B's first submit then learns the total.
    await vi.waitFor(async () => expect(await sharedSubmits()).toBe(onA), { timeout: 5_000, interval: 50 });
    expect((await submit(b)).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await sharedSubmits()).toBe(onA + 1), { timeout: 5_000, interval: 50 });
    const statuses: number[] = [];
    for (let i = 0; i < SUBMITS_PER_MINUTE && statuses.at(-1) !== 429; i++) statuses.push((await submit(b)).statusCode);
    // B alone would have taken 29 more; together they stop at 30.
    expect(statuses).toEqual([...Array<number>(SUBMITS_PER_MINUTE - onA - 1).fill(201), 429]);
    expect((await submitRsvp(b.app, rsvpFor(seed, { guestName: "Another address" }))).statusCode).toBe(201);
  });
});
