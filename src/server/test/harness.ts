import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp, type BuildOptions } from "../app";
import { loadConfig, type Config } from "../config";
import { connectPglite, connectPostgres, type Database } from "../db/connect";

export const ENGINES = ["pglite", "postgres"] as const;
export type Engine = (typeof ENGINES)[number];

// Made and migrated once per run by the global set-up (global-setup.ts): each PGlite test database
// loads its dump, each PostgreSQL one is copied from its template; none runs initdb or a migration.
// The dump is read once per worker process (the API project's files share their worker).
let pgliteDump: Promise<Blob> | undefined;
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= fs.promises.readFile(inject("pgliteDump")).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/**
 * A fresh, migrated, empty database on the given engine. PostgreSQL gets a new database per call.
 * A PGlite is reused within the worker: closing the test's database empties every table and keeps
 * the instance for the next one, as starting one (loading the dump, booting PostgreSQL in
 * WebAssembly) costs about half a second of CPU and emptying it a few milliseconds.
 */
export async function createTestDatabase(engine: Engine): Promise<Database> {
  if (engine === "pglite") {
    const client = idlePglites.pop() ?? (await PGlite.create({ loadDataDir: await migratedPgliteDump() }));
    const database = await connectPglite(undefined, { client });
    return { ...database, close: () => giveBack(client, database) };
  }
  return connectPostgres(await createPostgresTestDatabaseUrl(), 5);
}

const idlePglites: PGlite[] = [];
const POOLED_PGLITES = 3;

/** Every row of the app's tables gone, the migrations' own table kept; a database that cannot be emptied is closed. */
async function giveBack(client: PGlite, database: Database): Promise<void> {
  if (client.closed) return;
  try {
    if (idlePglites.length >= POOLED_PGLITES) throw new Error("enough kept");
    const tables = await client.query<{ name: string }>("select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'");
    // Foreign keys are not checked while the rows go (the replica role skips their triggers): every table is emptied anyway.
    await client.exec(
      `set session_replication_role = replica; ${tables.rows.map(({ name }) => `delete from ${name};`).join(" ")} set session_replication_role = origin;`,
    );
    idlePglites.push(client);
  } catch {
    await database.close();
  }
}

/** A new, empty (migrated) database on the run's PostgreSQL; several app instances may share it. */
export async function createPostgresTestDatabaseUrl(): Promise<string> {
  const adminUrl = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DATA_DIR: "/nonexistent-test-data-dir", LOG_LEVEL: "silent" }), ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function startTestApp(engine: Engine, overrides: Partial<Config> = {}, limits?: BuildOptions["limits"]): Promise<TestApp> {
  return startTestAppOn(await createTestDatabase(engine), overrides, limits);
}

/** An app on a database the caller connected (e.g. a second instance on the same PostgreSQL). */
export async function startTestAppOn(database: Database, overrides: Partial<Config> = {}, limits?: BuildOptions["limits"]): Promise<TestApp> {
  const app = await buildApp({ config: testConfig(overrides), database, logger: false, limits });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Two app instances on one new PostgreSQL database, as behind a load balancer. */
export async function startPostgresPair(overrides: Partial<Config> = {}): Promise<[TestApp, TestApp]> {
  const url = await createPostgresTestDatabaseUrl();
  const a = await startTestAppOn(await connectPostgres(url, 5), overrides);
  const b = await startTestAppOn(await connectPostgres(url, 5), overrides);
  return [a, b];
}
