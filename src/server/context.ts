import type { Actor } from "../contract/access";
import type { Config } from "./config";
import type { WeddingRow } from "./db/schema";
import type { ChangeFeed } from "./db/change-feed";
import type { Database, Db } from "./db/connect";
import type { PublicWeddingCache } from "./features/weddings";
import type { CounterStore } from "./plugins/counter-store";

/** What every feature's service needs: handed down explicitly instead of reaching for globals. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  cache: PublicWeddingCache;
  feed: ChangeFeed;
  /** Rate-limit counters: in memory on PGlite, shared through the table on PostgreSQL. */
  counters: CounterStore;
  /**
   * Switches another feature adds to a wedding's public view: the seating feature's "Find my
   * table" (docs/decisions/0038-find-my-table.md). app.ts hands the reader in, so the weddings
   * feature, which the seating feature depends on, imports nothing of it.
   */
  publicWeddingFlags: PublicWeddingFlags;
  /**
   * The trash's delete of households (docs/decisions/0049-trash.md), for the guest list's bulk
   * delete: app.ts hands it in, so the guest list, which the trash depends on, imports nothing of it.
   */
  trashParties: TrashParties;
  /** The same for the questions the editor's save leaves out (features/questions' replace), in the save's transaction. */
  trashQuestions: TrashQuestions;
}

/** Deletes the wedding's questions `ids` into the trash, one entry each, in the caller's transaction. */
export type TrashQuestions = (tx: Db, wedding: WeddingRow, ids: readonly string[], actor: Actor) => Promise<void>;

/** Deletes the wedding's households among `ids` into the trash, one entry each; answers how many were the wedding's. */
export type TrashParties = (ctx: AppContext, wedding: WeddingRow, ids: readonly string[], actor: Actor) => Promise<number>;

/** The switches of one wedding that other features add to its public view, present only when on. */
export type PublicWeddingFlags = (ctx: AppContext, weddingId: string) => Promise<{ findMyTable?: true }>;
