import type { Config } from "./config";
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
}
