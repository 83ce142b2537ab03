import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Three projects, each with only the set-up its files need (docs/decisions/0024-test-projects.md):
 *
 * - browser: e2e/ and any file that starts the real server or needs the web build. Its global set-up
 *   builds the web app and a server bundle, makes a migrated data folder to copy, starts PostgreSQL
 *   and the run's shared server. Worker processes run file after file.
 * - api: files that use the test harness (src/server/test/harness.ts) or start a PostgreSQL. Its
 *   global set-up migrates one PGlite (its dump is loaded per app) and one PostgreSQL template
 *   database (copied per test database). Files share a worker process, so the server is imported
 *   and PGlite compiled once per worker, not once per file.
 * - unit: everything else. No database, no build, worker threads shared between files.
 *
 * A file's project follows from what it imports, so a new test lands in the right one by itself.
 */
const ROOT = import.meta.dirname;
const BROWSER = /from "[./]*e2e\/support\/|build-if-stale/;
const API = /test\/harness"|test\/postgres-server"[\s\S]*startPostgres\(|inject\("postgresUrl"\)/;

function testFiles(): string[] {
  const roots = ["src", "e2e"];
  return roots.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file).split(path.sep).join("/")),
  );
}

function projectOf(file: string): "browser" | "api" | "unit" {
  if (file.startsWith("e2e/")) return "browser";
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  if (BROWSER.test(text)) return "browser";
  if (API.test(text)) return "api";
  return "unit";
}

const files = testFiles();
const filesOf = (project: ReturnType<typeof projectOf>) => files.filter((file) => projectOf(file) === project);

// Longest work first, so the run ends on short files and both workers stay busy to the end: the
// browser files (tens of seconds each), then the API files, then the unit files. Within a project,
// vitest's own order (slowest first by the last run's durations; largest file first without one).
const PROJECT_ORDER = ["browser", "api", "unit"];
class ProjectSequencer extends BaseSequencer {
  override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(specs);
    const rank = (spec: TestSpecification) => PROJECT_ORDER.indexOf(spec.project.name);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Three files at a time on two cores: a file spends part of its time waiting (on a server's start,
    // a browser's paint, a deadline), and a third keeps the cores busy then; measured in decision 0024.
    maxWorkers: 3,
    sequence: { sequencer: ProjectSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: filesOf("unit"),
          pool: "threads",
          // Pure functions and renders: nothing outlives a file (src/web's module counters only name drafts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: filesOf("api"),
          globalSetup: ["./src/server/test/global-setup.ts"],
          pool: "forks",
          // Every app is built on its own database and closed by its file; the server's caches hang off
          // the app (WeakMaps keyed by its context or database), so one worker can run file after file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: filesOf("browser"),
          globalSetup: ["./e2e/support/global-setup.ts"],
          pool: "forks",
          // Each file launches and closes its own Chromium and servers; a worker process runs file
          // after file instead of starting and importing anew for each (about a second each).
          isolate: false,
        },
      },
    ],
  },
});
