import type { Db } from "./connect";

/**
 * A fixed statement sent straight to the driver: node-postgres as a named prepared statement
 * (parsed and planned once per connection), PGlite as a parameterised query. For the few hot
 * statements drizzle cannot prepare, such as a data-modifying CTE (bench/README.md: the reply
 * and its confirmation in one statement). Registered by connect.ts for each database; a
 * transaction's handle has none, and callers fall back to drizzle.
 */
export type RawQuery = <Row>(name: string, text: string, values: unknown[]) => Promise<Row[]>;

const rawQueries = new WeakMap<Db, RawQuery>();

export function registerRawQuery(db: Db, query: RawQuery): void {
  rawQueries.set(db, query);
}

export function rawQueryOf(db: Db): RawQuery | undefined {
  return rawQueries.get(db);
}
