/**
 * Fixed-window counters behind the rate limits and the host-key guard (docs/security.md).
 * One process (PGlite) counts in memory; several instances on one PostgreSQL share their
 * counts through a table (shared-counter-store.ts), so adding instances does not multiply limits
 * (docs/decisions/0023-limits-across-instances.md).
 */
export interface CounterState {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface CounterStore {
  /**
   * Counts one more event in the key's window (a new window when the last one ended). With the
   * key's limit (`max`), a store shared by several instances decides exactly near it.
   */
  incr(key: string, windowMs: number, max?: number): Promise<CounterState>;
  /** The key's count without counting; zero when its window ended. */
  read(key: string): Promise<CounterState>;
  /** Drops this instance's counters whose key names any of `names` (an erased wedding's id or code). */
  forgetNaming(names: string[]): void;
  close(): Promise<void>;
}

/** True when the counter's key names any of `names`, letter case aside. */
export function keyNames(key: string, names: string[]): boolean {
  const lower = key.toLowerCase();
  return names.some((name) => name && lower.includes(name.toLowerCase()));
}

interface Entry {
  count: number;
  resetAt: number;
}

// A flood from many addresses must not grow memory without end: past this, expired entries
// are swept, then the oldest dropped (a dropped address starts a fresh window: it errs open).
const MAX_ENTRIES = 100_000;

/** Counts in this process only. */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, Entry>();

  forgetNaming(names: string[]): void {
    for (const key of this.entries.keys()) if (keyNames(key, names)) this.entries.delete(key);
  }

  async incr(key: string, windowMs: number): Promise<CounterState> {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.makeRoom(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count++;
    return { ...entry };
  }

  async read(key: string): Promise<CounterState> {
    const entry = this.entries.get(key);
    return entry && entry.resetAt > Date.now() ? { ...entry } : { count: 0, resetAt: Date.now() };
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private makeRoom(now: number) {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    // Maps iterate in insertion order: the first keys are the oldest windows.
    for (const key of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }
}
