import "vitest";
import type { TestProject } from "vitest/node";
import { removePostgres, startPostgres } from "./postgres-server";
import { buildWebIfStale } from "../../../scripts/build-if-stale.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One PostgreSQL for the whole run (each test app gets its own database in it), and a fresh web build. */
export default async function setup(project: TestProject) {
  // Browser tests need the built app; SKIP_WEB_BUILD=1 speeds up a run of API tests alone.
  if (!process.env.SKIP_WEB_BUILD) await buildWebIfStale();
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => removePostgres(server);
}
