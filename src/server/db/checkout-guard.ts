import type pg from "pg";

/**
 * drizzle-orm's node-postgres `transaction()` checks a client out of the pool and runs BEGIN
 * before the try/finally that releases it (drizzle-orm issues #6023, #6241; still so in 0.45.4).
 * When the database restarts, a BEGIN sent on a connection that is being terminated fails, and
 * that client stays checked out for the life of the process: a few of those empty the pool, the
 * app answers 503 long after the database is back, and closing the pool waits forever.
 *
 * Every client handed out by `pool.connect()` (the form drizzle's transactions use) therefore
 * releases itself, with the error so pg-pool discards it, when the first query of its checkout
 * fails; the caller's own later `release()` is then a no-op. Remove this once drizzle releases
 * the client itself (docs/decisions/0048-pool-checkout-guard.md).
 */
export function guardCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const guarded = async (callback?: unknown) => {
    // pg-pool's own query() checks out through the callback form and releases in all cases.
    if (callback) return connect(callback);
    return guardCheckout((await connect()) as pg.PoolClient);
  };
  pool.connect = guarded as typeof pool.connect;
  // A checked-out client whose server goes away while it waits between two queries emits
  // "error" with no query to reject; unheard, Node would end the process. The next query on it
  // fails, and pg-pool drops it when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  const query = client.query;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.query = query;
    release(error);
  };
  let first = true;
  client.query = function firstQueryReleasesOnFailure(this: pg.PoolClient, ...args: unknown[]) {
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (!first) return result;
    first = false;
    client.query = query;
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  } as typeof client.query;
  return client;
}
