import type { Question } from "../../../contract/question";
import type { Wedding } from "../../../contract/wedding";

export interface PublicWeddingView {
  wedding: Wedding;
  questions: Question[];
}

/**
 * Guests' reads of an invitation vastly outnumber writes, and PGlite answers only a few
 * hundred queries a second, so public views are kept in memory and dropped on every write.
 * The TTL bounds staleness when another instance wrote (until change notifications arrive).
 */
export class PublicWeddingCache {
  private readonly entries = new Map<string, { view: PublicWeddingView; expires: number }>();
  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 5_000,
  ) {}

  get(key: string): PublicWeddingView | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.view;
  }

  set(view: PublicWeddingView): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = { view, expires: Date.now() + this.ttlMs };
    this.entries.set(view.wedding.uniqueCode, entry);
    this.entries.set(view.wedding.id, entry);
  }

  invalidate(wedding: { id: string; uniqueCode: string }): void {
    this.entries.delete(wedding.id);
    this.entries.delete(wedding.uniqueCode);
  }

  clear(): void {
    this.entries.clear();
  }
}
