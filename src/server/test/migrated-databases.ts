import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { connectPglite, connectPostgres } from "../db/connect";

// Made once per run by the global set-ups (src/server/test/global-setup.ts, e2e/support/global-setup.ts)
// so that no test file runs initdb or the migrations again; docs/decisions/0024-test-projects.md.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const CACHE = path.join(ROOT, "node_modules/.cache/forever-rsvp-tests");
const MIGRATIONS = path.join(ROOT, "src/server/db/migrations");

/** What a migrated database is made from: the migrations, the code that applies them, and PGlite's version. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  const files = fs.readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(fs.readFileSync(path.join(ROOT, "src/server/db/connect.ts")));
  hash.update(fs.readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json")));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The path of a tarball of an empty PGlite with every migration applied (PGlite's own
 * `dumpDataDir`, which `PGlite.create({ loadDataDir })` reads back). Kept in node_modules/.cache
 * under the hash of what made it, so a second run with the same migrations skips initdb too.
 */
export async function migratedPgliteDump(): Promise<string> {
  const file = path.join(CACHE, `pglite-${migrationsHash()}.tar`);
  if (fs.existsSync(file)) return file;
  const client = await PGlite.create();
  const database = await connectPglite(undefined, { client });
  try {
    const dump = await client.dumpDataDir("none");
    fs.mkdirSync(CACHE, { recursive: true });
    // Written aside and renamed, so a run beside this one never reads half a file.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** Creates (or replaces) `name` on the server at `adminUrl` and applies every migration to it. */
export async function createMigratedPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectPostgres(url.toString(), 1);
  await database.close();
}
