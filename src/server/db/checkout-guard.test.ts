import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createPostgresTestDatabaseUrl } from "../test/harness";
import { guardCheckouts } from "./checkout-guard";

// The guard exists for one failure: a transaction's BEGIN meeting a connection that PostgreSQL is
// terminating (a restart, a failover). Here the connection ends itself, for real, just before BEGIN.
describe("a transaction whose BEGIN fails", () => {
  let pool: pg.Pool | undefined;
  afterEach(async () => {
    await pool?.end();
  });

  async function poolOfOne(guarded: boolean) {
    pool = new pg.Pool({ connectionString: await createPostgresTestDatabaseUrl(), max: 1, connectionTimeoutMillis: 2_000 });
    pool.on("error", () => {});
    if (guarded) guardCheckouts(pool);
    else pool.on("connect", (client) => client.on("error", () => {}));
    // Sent when the client is handed out, so it runs before the transaction's BEGIN.
    pool.once("acquire", (client) => void client.query("select pg_terminate_backend(pg_backend_pid())").catch(() => {}));
    return drizzle({ client: pool });
  }

  it("gives its pooled connection back, so the next transaction runs", async () => {
    const db = await poolOfOne(true);
    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    const rows = await db.transaction((tx) => tx.execute(sql`select 2 as two`));
    expect(rows.rows).toEqual([{ two: 2 }]);
    expect(pool?.totalCount).toBe(1);
  });

  it("without the guard, drizzle keeps the connection and the pool is empty for good (the defect it answers)", async () => {
    const db = await poolOfOne(false);
    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    await expect(db.transaction((tx) => tx.execute(sql`select 2`))).rejects.toThrow(/timeout/i);
    // Let the test's pool close: the stuck client is released by hand here.
    pool = undefined;
  });
});
