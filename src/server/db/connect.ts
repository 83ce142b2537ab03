import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { createLocalFeed, createPostgresFeed, type ChangeFeed } from "./change-feed";
import { guardCheckouts } from "./checkout-guard";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import { registerRawQuery } from "./raw-query";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Throws when the database cannot answer (used by /readyz). */
  ping(): Promise<void>;
  /** Change notifications shared by every app instance on this database. */
  createFeed(log?: (message: string) => void): ChangeFeed;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "migrations");

// Any fixed number works; it only has to be the same in every app instance.
const MIGRATION_LOCK_ID = 727_001;

export async function connectPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on("error", () => {});
  guardCheckouts(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  registerRawQuery(db, async <Row>(name: string, text: string, values: unknown[]) => (await pool.query({ name, text, values })).rows as Row[]);
  // Several instances may start at once: one migrates, the others wait for it.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return {
    kind: "postgres",
    db,
    ping: async () => {
      await pool.query("select 1");
    },
    createFeed: (log) => createPostgresFeed(url, pool, log),
    close: () => pool.end(),
  };
}

/**
 * The embedded engine. With a data directory, the app takes a lock file first: PGlite
 * does not lock its files, and two processes writing one folder corrupt it.
 */
export async function connectPglite(dataDir: string | undefined, options: { client?: PGlite } = {}): Promise<Database> {
  let lock: DataDirLock | undefined;
  let client = options.client;
  if (!client) {
    if (dataDir) {
      fs.mkdirSync(dataDir, { recursive: true });
      lock = acquireDataDirLock(dataDir);
    }
    try {
      client = dataDir ? await PGlite.create(path.join(dataDir, "pgdata")) : await PGlite.create();
    } catch (error) {
      lock?.release();
      throw error;
    }
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const embedded = client;
  registerRawQuery(db, async <Row>(_name: string, text: string, values: unknown[]) => (await embedded.query<Row>(text, values)).rows);
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  const pglite = client;
  return {
    kind: "pglite",
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // The lock file guarantees one process per embedded database, so in-memory delivery is complete.
    createFeed: () => createLocalFeed(),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export function connectDatabase(config: { databaseUrl?: string; databasePoolSize: number; dataDir: string }) {
  return config.databaseUrl ? connectPostgres(config.databaseUrl, config.databasePoolSize) : connectPglite(config.dataDir);
}
