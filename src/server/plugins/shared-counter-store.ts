import type { Db } from "../db/connect";
import { addToCounters, deleteExpiredCounters, readCounter, type CounterTotal } from "../db/counters";
import type { CounterState, CounterStore } from "./counter-store";

interface Entry {
  /** The total all instances had stored at the last sync. */
  shared: number;
  /** Counted here and being written now. */
  inFlight: number;
  /** Counted here since. */
  pending: number;
  windowMs: number;
  resetAt: number;
  syncedAt: number;
}

export interface SharedCounterOptions {
  /** How often local counts are written and the shared totals read back. */
  flushMs?: number;
  sweepMs?: number;
}

/**
 * Counters shared through PostgreSQL, approximately (docs/decisions/0002-host-keys-and-cookies.md):
 * a request is counted in memory at once and decided on this instance's view (the shared total
 * at the last sync plus what it counted since); every `flushMs` (250 ms) the local counts are
 * added to the table in one statement and the new totals read back. A submit never waits for
 * the table. The price: between two syncs each instance decides on a total up to one flush old,
 * so N instances together can admit up to about `max` plus what the other N-1 admit in one
 * flush interval, and never more than N x `max` in a window.
 */
export class SharedCounterStore implements CounterStore {
  private readonly entries = new Map<string, Entry>();
  private readonly flushTimer: NodeJS.Timeout;
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly flushMs: number;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    options: SharedCounterOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 250;
    this.flushTimer = setInterval(() => void this.flush(), this.flushMs).unref();
    this.sweepTimer = setInterval(() => void this.sweep(), options.sweepMs ?? 5 * 60_000).unref();
  }

  async incr(key: string, windowMs: number): Promise<CounterState> {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { shared: 0, inFlight: 0, pending: 0, windowMs, resetAt: now + windowMs, syncedAt: 0 };
      this.entries.set(key, entry);
    }
    entry.pending++;
    return { count: total(entry), resetAt: entry.resetAt };
  }

  async read(key: string): Promise<CounterState> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now && now - entry.syncedAt < this.flushMs) return { count: total(entry), resetAt: entry.resetAt };
    // Not seen here lately: another instance may have counted it.
    const row = await readCounter(this.db, key);
    if (!row) return entry && entry.resetAt > now ? { count: total(entry), resetAt: entry.resetAt } : { count: 0, resetAt: now };
    const fresh = this.entries.get(key);
    if (fresh && fresh.resetAt > now) {
      fresh.shared = Math.max(fresh.shared, row.count - fresh.inFlight);
      fresh.syncedAt = now;
      return { count: total(fresh), resetAt: fresh.resetAt };
    }
    this.entries.set(key, { shared: row.count, inFlight: 0, pending: 0, windowMs: 0, resetAt: row.expiresAt.getTime(), syncedAt: now });
    return { count: row.count, resetAt: row.expiresAt.getTime() };
  }

  /** Writes what was counted here and reads the shared totals back; one statement per tick. */
  flush(): Promise<void> {
    this.flushing ??= this.writeCounts().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.sweepTimer);
    await this.flush();
    this.entries.clear();
  }

  private async writeCounts(): Promise<void> {
    const now = Date.now();
    const batch: Array<[string, Entry]> = [];
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now && entry.pending === 0) this.entries.delete(key);
      else if (entry.pending > 0) batch.push([key, entry]);
    }
    if (batch.length === 0) return;
    for (const [, entry] of batch) {
      entry.inFlight = entry.pending;
      entry.pending = 0;
    }
    let totals: CounterTotal[];
    try {
      totals = await addToCounters(
        this.db,
        batch.map(([key, entry]) => ({ key, delta: entry.inFlight, windowMs: entry.windowMs })),
      );
    } catch {
      // The database is away: keep counting here and try again on the next tick.
      for (const [, entry] of batch) {
        entry.pending += entry.inFlight;
        entry.inFlight = 0;
      }
      return;
    }
    const synced = Date.now();
    const byKey = new Map(totals.map((t) => [t.key, t]));
    for (const [key, entry] of batch) {
      const row = byKey.get(key);
      entry.inFlight = 0;
      if (!row) continue;
      entry.shared = row.count;
      entry.resetAt = row.expiresAt.getTime();
      entry.syncedAt = synced;
      this.entries.set(key, entry);
    }
  }

  private async sweep(): Promise<void> {
    await deleteExpiredCounters(this.db).catch(() => {});
  }
}

function total(entry: Entry): number {
  return entry.shared + entry.inFlight + entry.pending;
}
