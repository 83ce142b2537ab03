import type { AppContext } from "../../context";
import { NameIndex } from "./name-match/name-index";
import * as repo from "./repository";

/**
 * Each wedding's guest names, indexed in memory for the lookup (docs/decisions/0012-guest-list.md).
 * Fresh on every instance without a notification: every lookup reads the list's fingerprint
 * (repository.ts, one indexed query) and rebuilds on a change. Under load, concurrent lookups
 * share fingerprint reads: a lookup waits for a read that began after it arrived, never for an
 * older one, so a change committed before a lookup starts is always seen. An index older than
 * MAX_AGE_MS is rebuilt regardless, in case some write path forgot to touch updated_at.
 */
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
  /** The newest fingerprint read in flight, and the one queued behind it. */
  reading?: Promise<string>;
  queued?: Promise<string>;
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

  /** A fingerprint read that began after this call. */
  private freshFingerprint(weddingId: string, slot: Slot): Promise<string> {
    const start = () => {
      const reading = repo.readGuestListFingerprint(this.ctx.db, weddingId).finally(() => {
        if (slot.reading === reading) slot.reading = undefined;
      });
      slot.reading = reading;
      return reading;
    };
    if (!slot.reading) return start();
    slot.queued ??= slot.reading
      .catch(() => undefined)
      .then(() => {
        slot.queued = undefined;
        return slot.reading ?? start();
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

  async get(weddingId: string): Promise<LookupIndex> {
    const slot = this.slot(weddingId);
    const fingerprint = await this.freshFingerprint(weddingId, slot);
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

  /** A change another path announced: the next lookup rebuilds. */
  forget(weddingId?: string) {
    if (weddingId === undefined) this.slots.clear();
    else this.slots.delete(weddingId);
  }
}
