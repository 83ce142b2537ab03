import { hash } from "node:crypto";
import { normaliseDetail, type LookupCheck } from "../../../contract/rules/lookup-detail";
import type { AppContext } from "../../context";
import { NameIndex } from "./name-match/name-index";
import * as guestList from "../guest-list";

/**
 * Each wedding's guest names, indexed in memory for the lookup (docs/decisions/0012-guest-list.md),
 * with the digests of the one detail a strict lookup asks for (docs/decisions/0022-lookup-privacy.md),
 * and rebuilt when the list's fingerprint (repository.ts: counts, latest updated_at, invitation
 * versions) moves; a guest-list change announced on the change feed makes the next lookup re-read it.
 *
 * How fresh: an announced change is seen by the next lookup on PGlite (one process, delivered
 * synchronously) and within the feed's few milliseconds on every PostgreSQL instance. A change
 * nobody announced is seen within FRESHNESS_MS plus one read: the fingerprint is re-read in the
 * background when the last read began longer ago than that, one read at a time per wedding,
 * while lookups go on answering from the index built on the last one. On PostgreSQL that covers a notification lost on a reconnect or a script writing to
 * the database; on PGlite only this process can write (the lock file, decision 0004), so it only
 * covers a write path that forgot to announce, and a query there runs on the event loop: re-read
 * every 250 ms it halved the lookups' throughput under load (bench/README.md). Reading it on
 * every lookup was measured too: under 50 concurrent lookups the aggregate over a 5,000-guest
 * list ran back to back and cost more than the lookups themselves. An index older than
 * MAX_AGE_MS is rebuilt regardless, in case a write path forgets updated_at.
 */
export const FRESHNESS_MS = { postgres: 250, pglite: 5_000 } as const;
const MAX_AGE_MS = 5 * 60_000;
const MAX_WEDDINGS = 200;

export interface LookupParty {
  id: string;
  version: number;
  side: string | null;
  extraSeats: number;
  /** Display first names by guest position, for the question that tells two parties apart. */
  firstNames: string[];
  /** Guest ids by the same position: whom a full name found ("Find my table", seating/find-table.ts). */
  guestIds: string[];
}

export interface LookupIndex {
  names: NameIndex;
  parties: LookupParty[];
  /** What the lookup asks besides the name: the index holds that detail, and no other. */
  check: LookupCheck;
  /**
   * Per party, the SHA-256 of each of its details as compared (contract/rules/lookup-detail.ts),
   * for a postcode, phone or email check; never the details themselves.
   */
  details: Buffer[][];
}

/** A detail as the index keeps it and the lookup compares it: the digest of its normal form. */
export function detailDigest(normalised: string): Buffer {
  return hash("sha256", normalised, "buffer");
}

interface Slot {
  /** The last fingerprint read, and when (performance.now()) that read began. */
  fingerprint?: { value: string; readAt: number };
  reading?: { promise: Promise<string>; startedAt: number };
  /** The read queued behind one that began too early for the lookups waiting on it. */
  queued?: Promise<string>;
  built?: { fingerprint: string; index: LookupIndex; at: number };
  building?: { fingerprint: string; check: LookupCheck; promise: Promise<LookupIndex> };
}

async function buildIndex(ctx: AppContext, weddingId: string, check: LookupCheck): Promise<LookupIndex> {
  const stored = check === "name" || check === "words" ? undefined : check;
  const [{ partyRows, guestRows }, detailRows] = await Promise.all([
    guestList.loadGuestListNames(ctx.db, weddingId),
    stored ? guestList.loadLookupDetails(ctx.db, weddingId, stored) : [],
  ]);
  const position = new Map(partyRows.map((row, index) => [row.id, index]));
  const names = partyRows.map(() => [] as { id: string; firstName: string; lastName: string; aliases: string[] }[]);
  for (const guest of guestRows) names[position.get(guest.partyId) ?? -1]?.push(guest);
  const details = partyRows.map(() => [] as Buffer[]);
  for (const row of detailRows) {
    const normalised = normaliseDetail(stored!, row.value);
    if (normalised) details[position.get(row.partyId) ?? -1]?.push(detailDigest(normalised));
  }
  return {
    names: new NameIndex(names),
    parties: partyRows.map((row, index) => ({
      ...row,
      firstNames: names[index]!.map((guest) => guest.firstName.trim()),
      guestIds: names[index]!.map((guest) => guest.id),
    })),
    check,
    details,
  };
}

export class LookupIndexCache {
  private readonly slots = new Map<string, Slot>();

  private readonly freshnessMs: number;

  constructor(private readonly ctx: AppContext) {
    this.freshnessMs = FRESHNESS_MS[ctx.database.kind];
  }

  private startRead(weddingId: string, slot: Slot): Promise<string> {
    const startedAt = performance.now();
    const promise = guestList.readGuestListFingerprint(this.ctx.db, weddingId).then(
      (value) => {
        // A read `forget` detached began before the change it heard of: it must not be reused.
        if (slot.reading?.promise === promise) {
          slot.fingerprint = { value, readAt: startedAt };
          slot.reading = undefined;
        }
        return value;
      },
      (error: unknown) => {
        if (slot.reading?.promise === promise) slot.reading = undefined;
        throw error;
      },
    );
    slot.reading = { promise, startedAt };
    return promise;
  }

  /** A fingerprint read that began no more than `freshnessMs` before this call. */
  private fingerprint(weddingId: string, slot: Slot): Promise<string> {
    const now = performance.now();
    if (slot.fingerprint && now - slot.fingerprint.readAt < this.freshnessMs) return Promise.resolve(slot.fingerprint.value);
    if (slot.reading && now - slot.reading.startedAt < this.freshnessMs) return slot.reading.promise;
    if (!slot.reading) return this.startRead(weddingId, slot);
    slot.queued ??= slot.reading.promise
      .catch(() => undefined)
      .then(() => {
        slot.queued = undefined;
        return this.startRead(weddingId, slot);
      });
    return slot.queued;
  }

  private slot(weddingId: string): Slot {
    let slot = this.slots.get(weddingId);
    if (slot) {
      // Most recently used last, so the first entry is the one to forget.
      this.slots.delete(weddingId);
    } else {
      slot = {};
      if (this.slots.size >= MAX_WEDDINGS) this.slots.delete(this.slots.keys().next().value!);
    }
    this.slots.set(weddingId, slot);
    return slot;
  }

  /**
   * The wedding's index for a lookup that asks `check` (the wedding's setting, from its cached
   * view): built anew when the setting changes. Without `check` (names only, as the open form's
   * party suggestions need), whichever index is current serves, so the two never rebuild in turn.
   */
  async get(weddingId: string, check?: LookupCheck): Promise<LookupIndex> {
    const fits = (index: LookupIndex) => check === undefined || index.check === check;
    const slot = this.slot(weddingId);
    // Only time has passed since the last read (an announced change clears the fingerprint, see
    // `forget`): answer from the index built on it, and re-read in the background. Waiting for
    // that read instead held every lookup arriving meanwhile: on PostgreSQL under 50 concurrent
    // lookups it was the p99 (bench/README.md). An unannounced change is then seen within the
    // freshness window plus one read.
    const { fingerprint: last, built: current } = slot;
    if (last && current && current.fingerprint === last.value && fits(current.index) && Date.now() - current.at < MAX_AGE_MS) {
      if (performance.now() - last.readAt >= this.freshnessMs && !slot.reading) void this.startRead(weddingId, slot).catch(() => {});
      return current.index;
    }
    const fingerprint = await this.fingerprint(weddingId, slot);
    const { built, building } = slot;
    if (built && built.fingerprint === fingerprint && fits(built.index) && Date.now() - built.at < MAX_AGE_MS) return built.index;
    if (building && building.fingerprint === fingerprint && (check === undefined || building.check === check)) return building.promise;
    // Read after the fingerprint: the index is at least as new as it, never older.
    const promise = buildIndex(this.ctx, weddingId, check ?? "name");
    slot.building = { fingerprint, check: check ?? "name", promise };
    try {
      const index = await promise;
      if (!slot.built || slot.building?.promise === promise) slot.built = { fingerprint, index, at: Date.now() };
      return index;
    } finally {
      if (slot.building?.promise === promise) slot.building = undefined;
    }
  }

  /**
   * A change announced on the feed: the next lookup reads the fingerprint afresh, and rebuilds
   * only if it moved. Party writes are transactions that touch the party's updated_at, so the
   * read sees them; a reply (announced too) leaves the index as it is.
   */
  forget(weddingId?: string) {
    const slots = weddingId === undefined ? [...this.slots.values()] : [this.slots.get(weddingId)];
    for (const slot of slots) {
      if (!slot) continue;
      slot.fingerprint = undefined;
      slot.reading = undefined;
      slot.queued = undefined;
    }
  }
}
