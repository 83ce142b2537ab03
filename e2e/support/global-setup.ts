import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import "vitest";
import type { TestProject } from "vitest/node";
import { buildWebIfStale } from "../../scripts/build-if-stale.mjs";
import { migratedPgliteDump } from "../../src/server/test/migrated-databases";
import { sharedPostgres } from "../../src/server/test/postgres-server";
import { buildServerBundle } from "./server-bundle";
import { SHARED_SERVER_SETTINGS, startServerFrom, type RunningServer, type TestServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server bundle the browser tests start (server-bundle.ts). */
    serverBundle: string | undefined;
    /** A data folder with a migrated PGlite in pgdata/, copied into each new server's DATA_DIR. */
    pgliteDataTemplate: string | undefined;
    /** The run's shared default server (server.ts, sharedServer). */
    sharedServer: TestServer | undefined;
  }
}

/** A data folder whose pgdata/ is the migrated PGlite, as the server would leave it after its first start. */
async function migratedDataFolder(): Promise<string> {
  const dump = new Blob([fs.readFileSync(await migratedPgliteDump())]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-e2e-template-"));
  const client = await PGlite.create({ dataDir: path.join(dir, "pgdata"), loadDataDir: dump });
  await client.close();
  return dir;
}

/**
 * The browser project's set-up: the web build (when its sources changed), the server bundle, a
 * migrated data folder to copy, the run's PostgreSQL (the kill and restart files run the server
 * on it), and one shared server for the files that need nothing but a default one.
 */
export default async function setup(project: TestProject) {
  // The web build runs in a child process meanwhile; the rest is quick or waits on other processes.
  const web = buildWebIfStale();
  const postgres = await sharedPostgres();
  let template: string | undefined;
  let shared: RunningServer | undefined;
  const teardown = async () => {
    await shared?.stop();
    if (template) fs.rmSync(template, { recursive: true, force: true });
    if (shared) fs.rmSync(shared.dataDir, { recursive: true, force: true });
    postgres.release();
  };
  try {
    const [bundle, dataTemplate] = await Promise.all([buildServerBundle(), migratedDataFolder()]);
    template = dataTemplate;
    await web;
    shared = await startServerFrom({ bundle, dataTemplate }, SHARED_SERVER_SETTINGS);
    project.provide("postgresUrl", postgres.server.url);
    project.provide("serverBundle", bundle);
    project.provide("pgliteDataTemplate", dataTemplate);
    project.provide("sharedServer", { url: shared.url, port: shared.port });
  } catch (error) {
    await web.catch(() => {});
    await teardown();
    throw error;
  }
  return teardown;
}
