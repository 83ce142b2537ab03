import { sql } from "drizzle-orm";
import type { Db } from "./connect";

export interface CounterDelta {
  key: string;
  /** Events counted locally since the last flush (0 only refreshes the total). */
  delta: number;
  windowMs: number;
}

export interface CounterTotal {
  key: string;
  count: number;
  expiresAt: Date;
}

interface Row {
  key: string;
  count: number;
  expires_at: Date | string;
}

const toTotal = (row: Row): CounterTotal => ({ key: row.key, count: Number(row.count), expiresAt: new Date(row.expires_at) });

/**
 * Adds each delta to its counter in one statement and returns the totals every instance
 * added. A row whose window ended starts a new one (counted from this delta).
 */
export async function addToCounters(db: Db, deltas: CounterDelta[]): Promise<CounterTotal[]> {
  if (deltas.length === 0) return [];
  const rows = deltas.map((d) => ({ k: d.key, d: d.delta, w: d.windowMs }));
  const result = (await db.execute(sql`
    insert into rate_limit_counters as c (key, count, expires_at)
    select t.k, t.d, now() + t.w * interval '1 millisecond'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(k text, d integer, w integer)
    on conflict (key) do update set
      count = case when c.expires_at <= now() then excluded.count else c.count + excluded.count end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning c.key, c.count, c.expires_at`)) as unknown as { rows: Row[] };
  return result.rows.map(toTotal);
}

/** The live total of one counter, if its window has not ended. */
export async function readCounter(db: Db, key: string): Promise<CounterTotal | undefined> {
  const result = (await db.execute(sql`select key, count, expires_at from rate_limit_counters where key = ${key} and expires_at > now()`)) as unknown as {
    rows: Row[];
  };
  const row = result.rows[0];
  return row ? toTotal(row) : undefined;
}

/** Forgets counters whose window ended (the upsert reuses them anyway; this bounds the table). */
export async function deleteExpiredCounters(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where expires_at < now() - interval '1 minute'`);
}

/**
 * The erase (docs/decisions/0046-take-it-or-erase-it.md): counters whose key names the wedding
 * (its per-wedding limits name its id or its code), so no row mentions it afterwards.
 */
export async function deleteCountersNaming(db: Db, names: string[]): Promise<void> {
  for (const name of names) {
    await db.execute(sql`delete from rate_limit_counters where position(${name.toLowerCase()} in lower(key)) > 0`);
  }
}
