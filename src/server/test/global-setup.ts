import "vitest";
import type { TestProject } from "vitest/node";
import { createMigratedPostgresTemplate, migratedPgliteDump } from "./migrated-databases";
import { sharedPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's PostgreSQL, as its superuser. */
    postgresUrl: string;
    /** A migrated database on it that each test database is copied from (harness.ts). */
    postgresTemplate: string;
    /** A tarball of a migrated PGlite, loaded by each PGlite test database (harness.ts). */
    pgliteDump: string;
  }
}

const TEMPLATE = "rsvp_migrated_template";

/**
 * The API project's set-up: one PostgreSQL for the run with one migrated template database, and
 * one migrated PGlite dump. Each test database is a copy of one of them, so no file migrates.
 */
export default async function setup(project: TestProject) {
  const postgres = await sharedPostgres();
  try {
    await createMigratedPostgresTemplate(postgres.server.url, TEMPLATE);
    project.provide("postgresUrl", postgres.server.url);
    project.provide("postgresTemplate", TEMPLATE);
    project.provide("pgliteDump", await migratedPgliteDump());
  } catch (error) {
    postgres.release();
    throw error;
  }
  return () => postgres.release();
}
