import type { Db } from "../db/connect";
import { addToCounters, deleteExpiredCounters, readCounter, type CounterTotal } from "../db/counters";
import { keyNames, type CounterState, type CounterStore } from "./counter-store";

interface Waiter {
  /** Its count's place among the entry's counts not yet written (1: the first). */
  position: number;
  resolve: (state: CounterState) => void;
}

interface Entry {
  /** The total all instances had stored at the last answer from the table. */
  shared: number;
  /** Counted here and being written now. */
  inFlight: number;
  /** Counted here since (the waiting requests' counts among them). */
  pending: number;
  /** Requests that wait for the table's answer, oldest first. */
  waiting: Waiter[];
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
 * How many of a key's counts one instance may decide on its own view before the table has
 * seen them: the other instances cannot see these, so each may admit this many more than the
 * limit in the worst case (decision 0023). One for every limit under 80, 2.5% above.
 */
export function blindAllowance(max: number): number {
  return Math.max(1, Math.floor(max / 40));
}

/**
 * Counters shared through PostgreSQL (docs/decisions/0023-limits-across-instances.md).
 *
 * Ordinary traffic decides here: a request is counted in memory and answered at once from this
 * instance's view (the shared total at its last sync plus what it counted since); every
 * `flushMs` (250 ms) the local counts are added to the table in one statement and the totals
 * read back. A key leaves that fast path once its view passes half its limit or it has more
 * than `blindAllowance(max)` counts the table has not seen (a burst): its requests then wait
 * for one upsert that adds them and returns the total every instance has counted, and each is
 * decided on its own place in that total. Requests waiting in the same turn share one
 * statement. A key already past its limit on this view is refused here: the table has counted
 * at least as many. So a burst through N instances admits at most the limit plus
 * (N - 1) x blindAllowance(max), not N x the limit.
 */
export class SharedCounterStore implements CounterStore {
  private readonly entries = new Map<string, Entry>();
  /** Keys with requests waiting for the table. */
  private readonly waitingKeys = new Set<string>();
  private readonly flushTimer: NodeJS.Timeout;
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly flushMs: number;
  /** One statement at a time, so a key's in-flight count is never written twice. */
  private running: Promise<void> | undefined;
  private wantAll = false;
  private wantWaiting = false;

  constructor(
    private readonly db: Db,
    options: SharedCounterOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 250;
    this.flushTimer = setInterval(() => this.want("all"), this.flushMs).unref();
    this.sweepTimer = setInterval(() => void this.sweep(), options.sweepMs ?? 5 * 60_000).unref();
  }

  async incr(key: string, windowMs: number, max?: number): Promise<CounterState> {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { shared: 0, inFlight: 0, pending: 0, waiting: [], windowMs, resetAt: now + windowMs, syncedAt: 0 };
      this.entries.set(key, entry);
    } else if (entry.resetAt <= now) {
      // A new window here. Counts not yet written and requests waiting stay with the entry: the
      // table, whose clock decides windows, places them.
      Object.assign(entry, { shared: 0, resetAt: now + windowMs, syncedAt: 0 });
    }
    entry.windowMs = windowMs;
    entry.pending++;
    // Past the limit on this view already: the table, which has counted at least as many, would refuse too.
    if (max === undefined || decidesHere(entry, max) || total(entry) > max) return { count: total(entry), resetAt: entry.resetAt };
    const position = entry.pending;
    const waiting = entry.waiting;
    return new Promise<CounterState>((resolve) => {
      waiting.push({ position, resolve });
      this.waitingKeys.add(key);
      this.want("waiting");
    });
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
    const resetAt = row.expiresAt.getTime();
    if (fresh) Object.assign(fresh, { shared: row.count, resetAt, syncedAt: now });
    else this.entries.set(key, { shared: row.count, inFlight: 0, pending: 0, waiting: [], windowMs: resetAt - now, resetAt, syncedAt: now });
    return fresh ? { count: total(fresh), resetAt } : { count: row.count, resetAt };
  }

  /** Writes everything counted here and reads the shared totals back. */
  async flush(): Promise<void> {
    this.want("all");
    while (this.running) await this.running;
  }

  /** Keys with requests waiting on the table stay until they are answered; their window ends them soon after. */
  forgetNaming(names: string[]): void {
    for (const [key, entry] of this.entries) if (entry.waiting.length === 0 && entry.inFlight === 0 && keyNames(key, names)) this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.sweepTimer);
    await this.flush();
    this.entries.clear();
  }

  private want(what: "all" | "waiting") {
    if (what === "all") this.wantAll = true;
    else this.wantWaiting = true;
    if (this.running) return;
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.wantAll || this.wantWaiting) this.want(this.wantAll ? "all" : "waiting");
    });
  }

  private async drain(): Promise<void> {
    // Requests arriving in this turn of the event loop join the statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.wantAll || this.wantWaiting) {
      const all = this.wantAll;
      this.wantAll = this.wantWaiting = false;
      await this.write(all);
    }
  }

  /** One upsert for every key with counts (`all`) or for the keys with requests waiting. */
  private async write(all: boolean): Promise<void> {
    const now = Date.now();
    const batch: Array<{ key: string; entry: Entry; waiters: Waiter[] }> = [];
    const take = (key: string, entry: Entry) => {
      if (entry.pending === 0) return;
      batch.push({ key, entry, waiters: entry.waiting.splice(0) });
      entry.inFlight = entry.pending;
      entry.pending = 0;
    };
    if (all) {
      for (const [key, entry] of this.entries) {
        if (entry.resetAt <= now && entry.pending === 0 && entry.waiting.length === 0) this.entries.delete(key);
        else take(key, entry);
      }
    } else {
      for (const key of this.waitingKeys) {
        const entry = this.entries.get(key);
        if (entry) take(key, entry);
      }
    }
    this.waitingKeys.clear();
    if (batch.length === 0) return;

    let totals: CounterTotal[];
    try {
      totals = await addToCounters(
        this.db,
        batch.map(({ key, entry }) => ({ key, delta: entry.inFlight, windowMs: entry.windowMs })),
      );
    } catch {
      // The table is away: keep counting here, decide the waiting requests on this view, retry next tick.
      for (const { entry, waiters } of batch) {
        entry.pending += entry.inFlight;
        entry.inFlight = 0;
        settle(waiters, entry.shared, entry.resetAt);
      }
      return;
    }
    const synced = Date.now();
    const byKey = new Map(totals.map((t) => [t.key, t]));
    for (const { key, entry, waiters } of batch) {
      const row = byKey.get(key);
      const written = entry.inFlight;
      entry.inFlight = 0;
      if (!row) {
        // Not answered (cannot happen with the upsert): count it here, as when the table is away.
        entry.pending += written;
        settle(waiters, entry.shared, entry.resetAt);
        continue;
      }
      entry.shared = row.count;
      entry.resetAt = row.expiresAt.getTime();
      entry.syncedAt = synced;
      settle(waiters, row.count - written, entry.resetAt);
    }
  }

  private async sweep(): Promise<void> {
    await deleteExpiredCounters(this.db).catch(() => {});
  }
}

function total(entry: Entry): number {
  return entry.shared + entry.inFlight + entry.pending;
}

/** Decided on this instance's view: no request waits, few counts unseen, well under the limit. */
function decidesHere(entry: Entry, max: number): boolean {
  return entry.waiting.length === 0 && entry.pending + entry.inFlight <= blindAllowance(max) && total(entry) <= max / 2;
}

/**
 * Each waiting request gets its own place in the total: what was counted before the write
 * (`before`) plus its place among the counts the write added, as if counted one by one.
 */
function settle(waiters: Waiter[], before: number, resetAt: number) {
  for (const { position, resolve } of waiters) resolve({ count: before + position, resetAt });
}
