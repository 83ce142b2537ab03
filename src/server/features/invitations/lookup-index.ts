import type { AppContext } from "../../context";
import { NameIndex } from "./name-match/name-index";
import * as repo from "./repository";

/**
 * Each wedding's guest names, indexed in memory for the lookup (docs/decisions/0012-guest-list.md).
 * Kept fresh two ways. A guest-list change announced on the change feed (by this instance, or
 * another through PostgreSQL's NOTIFY) drops the wedding's index at once. And the list's
 * fingerprint (repository.ts: counts, latest updated_at, invitation versions) is re-read when
 * the last read is older than FRESHNESS_MS, shared by the lookups that arrive meanwhile: a
 * change nobody announced (a lost notification, a script) is seen within that time, and the
 * lookup does not pay a query each time (on PGlite one costs more than the whole lookup).
 * An index older than MAX_AGE_MS is rebuilt regardless, in case a write path forgot updated_at.
 */
export const FRESHNESS_MS = 250;
const MAX_AGE_MS = 5 * 60_000;
const MAX_WEDDINGS = 200;

export interface LookupParty {
  id: string;
  version: number;
  side: string | null;
  extraSeats: number;
  /** Display first names by guest position, for the question that tells two parties apart. */
  firstNames: string[];
}

export interface LookupIndex {
  names: NameIndex;
  parties: LookupParty[];
}

interface Slot {
  fingerprint?: { value: string; readAt: number };
  reading?: Promise<string>;
  built?: { fingerprint: string; index: LookupIndex; at: number };
  building?: { fingerprint: string; promise: Promise<LookupIndex> };
}

async function buildIndex(ctx: AppContext, weddingId: string): Promise<LookupIndex> {
  const { partyRows, guestRows } = await repo.loadGuestListNames(ctx.db, weddingId);
  const position = new Map(partyRows.map((row, index) => [row.id, index]));
  const names = partyRows.map(() => [] as { firstName: string; lastName: string; aliases: string[] }[]);
  for (const guest of guestRows) names[position.get(guest.partyId) ?? -1]?.push(guest);
  return {
    names: new NameIndex(names),
    parties: partyRows.map((row, index) => ({ ...row, firstNames: names[index]!.map((guest) => guest.firstName.trim()) })),
  };
}

export class LookupIndexCache {
  private readonly slots = new Map<string, Slot>();

  constructor(private readonly ctx: AppContext) {}

  /** The list's fingerprint, read at most FRESHNESS_MS ago; one read at a time per wedding. */
  private fingerprint(weddingId: string, slot: Slot): Promise<string> {
    if (slot.fingerprint && Date.now() - slot.fingerprint.readAt < FRESHNESS_MS) return Promise.resolve(slot.fingerprint.value);
    if (!slot.reading) {
      const readAt = Date.now();
      const reading = repo
        .readGuestListFingerprint(this.ctx.db, weddingId)
        .then((value) => {
          slot.fingerprint = { value, readAt };
          return value;
        })
        .finally(() => {
          if (slot.reading === reading) slot.reading = undefined;
        });
      slot.reading = reading;
    }
    return slot.reading;
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

  async get(weddingId: string): Promise<LookupIndex> {
    const slot = this.slot(weddingId);
    const fingerprint = await this.fingerprint(weddingId, slot);
    const { built, building } = slot;
    if (built && built.fingerprint === fingerprint && Date.now() - built.at < MAX_AGE_MS) return built.index;
    if (building && building.fingerprint === fingerprint) return building.promise;
    // Read after the fingerprint: the index is at least as new as it, never older.
    const promise = buildIndex(this.ctx, weddingId);
    slot.building = { fingerprint, promise };
    try {
      const index = await promise;
      if (!slot.built || slot.building?.promise === promise) slot.built = { fingerprint, index, at: Date.now() };
      return index;
    } finally {
      if (slot.building?.promise === promise) slot.building = undefined;
    }
  }

  /** A change announced on the feed: the next lookup reads the fingerprint (and rebuilds if it moved). */
  forget(weddingId?: string) {
    if (weddingId === undefined) this.slots.clear();
    else this.slots.delete(weddingId);
  }
}
