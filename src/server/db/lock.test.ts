import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serverArguments, startServer, type RunningServer } from "../../../e2e/support/server";
import { acquireDataDirLock, DataDirLockedError } from "./lock";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const tempDirs: string[] = [];
const servers: RunningServer[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-lock-"));
  tempDirs.push(dir);
  return dir;
}

/** A pid that is certainly not running: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

/** Runs the real server entry point on a data folder and collects how it ends. */
function runMain(dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, serverArguments(), {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", WEB_DIST_DIR: path.join(dataDir, "no-web"), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop("SIGKILL")));
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("data folder lock (unit)", () => {
  it("writes this process's pid and removes the file on release", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "app.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "app.lock"))).toBe(false);
  });

  it("refuses a folder held by a live process, naming the folder and the pid", () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dir, "app.lock"), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`DATA_DIR ${dir} is in use by another process \\(pid ${holder.pid}\\)`));
      expect(fs.readFileSync(path.join(dir, "app.lock"), "utf8")).toBe(String(holder.pid));
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("takes over a stale lock left by a dead process, and an unreadable one", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "app.lock"), String(deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "app.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    fs.writeFileSync(path.join(dir, "app.lock"), "garbage");
    acquireDataDirLock(dir).release();
  });

  it("refuses a second open of the same folder inside one process", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
    acquireDataDirLock(dir).release();
  });
});

describe("data folder lock (real server processes)", () => {
  it("a second server on the same DATA_DIR exits with a clear message and leaves the first running", async () => {
    const dir = tempDir();
    const first = await startServer({ WEB_DIST_DIR: path.join(dir, "no-web") }, dir);
    servers.push(first);
    const second = await runMain(dir);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`DATA_DIR ${dir} is in use by another process (pid ${first.process.pid})`);
    expect(second.output).not.toMatch(/\n\s+at /);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    // A graceful stop releases the folder.
    await first.stop("SIGTERM");
    expect(fs.existsSync(path.join(dir, "app.lock"))).toBe(false);
  });

  it("after kill -9 the next start takes over the stale lock and keeps the data", async () => {
    const dir = tempDir();
    const env = { WEB_DIST_DIR: path.join(dir, "no-web"), RATE_LIMIT: "false" };
    const first = await startServer(env, dir);
    servers.push(first);
    const created = await fetch(`${first.url}/api/weddings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ partner1: "Kill", partner2: "Nine", date: "2027-01-01", time: "12:00", venue: "Hall" }),
    });
    expect(created.status).toBe(201);
    const { uniqueCode } = (await created.json()) as { uniqueCode: string };
    await first.stop("SIGKILL");
    expect(fs.readFileSync(path.join(dir, "app.lock"), "utf8")).toBe(String(first.process.pid));

    const second = await startServer(env, dir);
    servers.push(second);
    expect(fs.readFileSync(path.join(dir, "app.lock"), "utf8")).toBe(String(second.process.pid));
    const read = await fetch(`${second.url}/api/weddings/${uniqueCode}`);
    expect(read.status).toBe(200);
  });
});
