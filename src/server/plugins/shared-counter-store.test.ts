import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { connectPostgres, type Database } from "../db/connect";
import { readCounter } from "../db/counters";
import { createPostgresTestDatabaseUrl } from "../test/harness";
import { blindAllowance, SharedCounterStore } from "./shared-counter-store";

const MINUTE = 60_000;
const MAX = 20;

/** Two instances' counters on one PostgreSQL database, as behind a load balancer. */
describe("shared counters on PostgreSQL", () => {
  let url: string;
  let databases: Database[] = [];
  let stores: SharedCounterStore[] = [];
  let a: SharedCounterStore;
  let b: SharedCounterStore;
  let db: Database["db"];
  beforeAll(async () => {
    url = await createPostgresTestDatabaseUrl();
    databases = [await connectPostgres(url, 5), await connectPostgres(url, 5)];
    // Flushes far apart, so only a decision that waits for the table can have written to it.
    stores = databases.map((database) => new SharedCounterStore(database.db, { flushMs: 60_000 }));
    [a, b] = stores as [SharedCounterStore, SharedCounterStore];
    db = databases[0]!.db;
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    for (const database of databases) await database.close();
  });

  let n = 0;
  const freshKey = () => `test:${++n}`;

  it("answers ordinary traffic from its own view, without waiting for the table", async () => {
    const key = freshKey();
    expect(await a.incr(key, MINUTE, MAX)).toMatchObject({ count: 1 });
    // Decided and answered, yet not written: the fast path made no round trip.
    expect(await readCounter(db, key)).toBeUndefined();
    await a.flush();
    expect(await readCounter(db, key)).toMatchObject({ count: 1 });
  });

  it("decides a burst in the table, so two instances together admit the limit and at most one more", async () => {
    const key = freshKey();
    const counts = await Promise.all(Array.from({ length: 2 * MAX }, (_, i) => (i % 2 ? b : a).incr(key, MINUTE, MAX)));
    const admitted = counts.filter((state) => state.count <= MAX).length;
    expect(admitted).toBeGreaterThanOrEqual(MAX);
    expect(admitted).toBeLessThanOrEqual(MAX + blindAllowance(MAX));
    await Promise.all([a.flush(), b.flush()]);
    // Every request was counted once, on whichever instance it reached.
    expect(await readCounter(db, key)).toMatchObject({ count: 2 * MAX });
  });

  it("asks the table once a key has passed half its limit, and sees the other instance's counts", async () => {
    const key = freshKey();
    for (let i = 0; i < MAX / 2 + 1; i++) await b.incr(key, MINUTE, MAX);
    await b.flush();
    // A has never seen the key: one decision on its own view (its blind allowance)...
    expect(await a.incr(key, MINUTE, MAX)).toMatchObject({ count: 1 });
    // ...then the table's answer, which counts B's eleven, A's first and this one.
    expect(await a.incr(key, MINUTE, MAX)).toMatchObject({ count: MAX / 2 + 3 });
    // From now on A's view is past half the limit: each decision is the table's, and exact.
    for (let i = 0; i < 3; i++) expect(await a.incr(key, MINUTE, MAX)).toMatchObject({ count: MAX / 2 + 4 + i });
    expect(await readCounter(db, key)).toMatchObject({ count: MAX / 2 + 6 });
  });

  it("refuses past the limit on its own view, which the table can only confirm", async () => {
    const key = freshKey();
    for (let i = 1; i <= 4; i++) expect(await a.incr(key, MINUTE, 4)).toMatchObject({ count: i });
    expect(await readCounter(db, key)).toMatchObject({ count: 4 });
    expect(await a.incr(key, MINUTE, 4)).toMatchObject({ count: 5 });
    // Refused without a round trip; counted at the next write all the same.
    expect(await readCounter(db, key)).toMatchObject({ count: 4 });
    await a.flush();
    expect(await readCounter(db, key)).toMatchObject({ count: 5 });
  });

  it("counts a new window from one once the table's window has ended", async () => {
    const key = freshKey();
    const windowMs = 1_500;
    for (let i = 0; i < 4; i++) await a.incr(key, windowMs, 4);
    expect(await readCounter(db, key)).toMatchObject({ count: 4 });
    await vi.waitFor(async () => expect(await readCounter(db, key)).toBeUndefined(), { timeout: 10_000, interval: 50 });
    expect(await a.incr(key, windowMs, 4)).toMatchObject({ count: 1 });
  });

  it("keeps deciding on its own view when the table cannot be reached", async () => {
    const away = await connectPostgres(url, 1);
    const store = new SharedCounterStore(away.db, { flushMs: 60_000 });
    await away.close();
    const key = freshKey();
    const counts = await Promise.all(Array.from({ length: 5 }, () => store.incr(key, MINUTE, 4)));
    expect(counts.map((state) => state.count).sort()).toEqual([1, 2, 3, 4, 5]);
    await store.close();
  });
});
