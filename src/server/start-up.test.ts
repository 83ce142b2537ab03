import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { serverArguments, startServer } from "../../e2e/support/server";

// What src/server/main.ts does with its settings when it starts as a process of its own (the
// settings themselves: config.test.ts). Started as the browser tests start it (e2e/support/server.ts).

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("start-up in production without PUBLIC_URL", () => {
  it("logs the warning at start-up", async () => {
    const server = await startServer({ NODE_ENV: "production", PUBLIC_URL: "" });
    try {
      await expect.poll(() => server.output(), { timeout: 5_000 }).toMatch(/"level":40.*PUBLIC_URL is unset/);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});

describe("start-up with a bad setting", () => {
  // One process for the three: the server names every bad setting at once (what each setting
  // accepts is config.test.ts's), so one start shows the exit and each message, for a third of the time.
  it("stops with exit code 1 and a message naming each bad setting, without a stack trace", () => {
    const bad = { PORT: "abc", DATABASE_URL: "mysql://x", TRUST_PROXY: "true" };
    const result = spawnSync(process.execPath, serverArguments(), {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: "/nonexistent-config-test", ...bad },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    for (const variable of Object.keys(bad)) expect(result.stderr).toContain(`${variable}:`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

// Issue 29, item 10: `npm start` sat silent for the half-minute a first build takes. It says what it
// does (scripts/start.mjs) and, once the server listens, the address to open.
describe("npm start", () => {
  /** Runs scripts/start.mjs in a process group of its own (so the build it may start ends with it), collecting what it prints. */
  function npmStart(env: Record<string, string>) {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    return {
      output: () => output,
      stop: async (signal: NodeJS.Signals) => {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
        await exited;
      },
    };
  }

  it("says it is building the web app before the build's silent half-minute", async () => {
    // A folder with no build in it: a first run. Stopped as soon as it has said so, the build unfinished.
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-start-web-"));
    const start = npmStart({ WEB_DIST_DIR: outDir, DATA_DIR: "/nonexistent-npm-start-test" });
    try {
      await expect.poll(start.output, { timeout: 30_000, interval: 50 }).toContain("Building the web app (the first run only; up to half a minute)…");
      expect(start.output()).not.toContain("Starting the server");
    } finally {
      await start.stop("SIGKILL");
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });

  it("with the web app built, says it is starting the server, then the address it serves on, which answers", async () => {
    // The run's web build is fresh (the browser project's global set-up made it): no build here.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-start-"));
    const template = inject("pgliteDataTemplate");
    if (template) fs.cpSync(path.join(template, "pgdata"), path.join(dataDir, "pgdata"), { recursive: true });
    const start = npmStart({ DATA_DIR: dataDir });
    try {
      await expect.poll(start.output, { timeout: 60_000, interval: 200 }).toMatch(/Serving on http:\/\/127\.0\.0\.1:\d+ \(Ctrl-C stops it\)\./);
      const lines = start.output().trim().split("\n");
      expect(lines[0]).toBe("Starting the server (applying any new database migrations)…");
      expect(start.output()).not.toContain("Building the web app");
      const url = /Serving on (\S+) /.exec(start.output())![1]!;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await start.stop("SIGINT");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
