import type { GuestEvent } from "../../../contract/events";
import type { Question } from "../../../contract/question";
import type { EventAccess } from "../../../contract/rules/event-audience";
import type { Wedding } from "../../../contract/wedding";
import type { GuestSection } from "../../../contract/website-text";

export interface PublicWeddingView {
  wedding: Wedding;
  /**
   * What anyone may see (docs/decisions/0019-events.md): the main event's questions and those of
   * events open to everyone, never a private event's. Every public answer and the painted pages
   * read this, so the cached view never hands out a private event by mistake.
   */
  questions: Question[];
  /** The extra events open to everyone (empty for most weddings). */
  events?: GuestEvent[];
  /** The website's sections open to everyone (docs/decisions/0045-website-sections.md); a limited one is never here. */
  sections?: GuestSection[];
  /** Server-only: some shown section is limited to an audience, so a party's link reads its own from the database. */
  limitedSections?: boolean;
  /** Server-only: the site's password hash when the couple set one; the public reads then ask for it (plugins/site-lock.ts). */
  sitePasswordHash?: string;
  /**
   * Server-only: every extra event with who is invited, and every question, for a party's own
   * view (`viewFor` in public-view.ts). Never serialised.
   */
  eventAccess?: { events: Array<GuestEvent & EventAccess>; questions: Question[] };
  /**
   * Server-only: the wedding's host-key hash, the HMAC key of guests' edit tokens, so an RSVP
   * submit needs no extra query. Routes serialise `wedding` and `questions`, never the view.
   */
  tokenKey: string;
  /** Server-only: a confirmed couple address wants a message per reply (features/mail/couple-service.ts). */
  notifyEachReply?: boolean;
}

/**
 * Guests' reads of an invitation vastly outnumber writes, and PGlite answers only a few
 * hundred queries a second, so public views are kept in memory and dropped on every write.
 * The TTL bounds staleness when another instance wrote (until change notifications arrive).
 */
export class PublicWeddingCache {
  private readonly entries = new Map<string, { view: PublicWeddingView; expires: number }>();
  /** Bumped by every invalidation; see {@link readToken}. */
  private generation = 0;
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

  /**
   * Take this before reading the database for a view and pass it to {@link set}. A read that
   * began before a write but finishes after the write's invalidation holds the old data;
   * without the token it would put that stale view back for the whole TTL.
   */
  readToken(): number {
    return this.generation;
  }

  set(view: PublicWeddingView, token?: number): void {
    if (token !== undefined && token !== this.generation) return;
    // Each view sits under two keys (code and id): evicting one key per insert let the map
    // grow by one key per new view forever, so evict until both new keys fit.
    this.forget(view.wedding);
    while (this.entries.size + 2 > this.maxEntries * 2) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const entry = { view, expires: Date.now() + this.ttlMs };
    this.entries.set(view.wedding.uniqueCode, entry);
    this.entries.set(view.wedding.id, entry);
  }

  invalidate(wedding: { id: string; uniqueCode: string }): void {
    this.generation++;
    this.forget(wedding);
  }

  private forget(wedding: { id: string; uniqueCode: string }): void {
    this.entries.delete(wedding.id);
    this.entries.delete(wedding.uniqueCode);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
