import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Finds the newest PostgreSQL server binaries Debian installed. */
function findPostgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin. Install them: apt-get install -y postgresql");
  }
  return path.join(root, versions[0], "bin");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface PostgresServer {
  url: string;
  port: number;
  dir: string;
  stop(): void;
  start(): void;
}

/**
 * Starts a throwaway PostgreSQL in a temp folder on a free loopback port. PostgreSQL
 * refuses to run as root, so as root the server runs as the `postgres` user.
 */
export async function startPostgres({ durable = false }: { durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = findPostgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ["-u", "postgres", "--", path.join(bin, cmd), ...args] : args;
    const result = spawnSync(asRoot ? "runuser" : path.join(bin, cmd), full, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  fs.chmodSync(dir, 0o700);
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const port = await freePort();
  // Tests trade durability for speed; benchmarks measure the durable default a real server runs with.
  const speed = durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300${speed}`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start,
    stop,
  };
}

const SHARED = Symbol.for("forever-rsvp.test.postgres");

/**
 * The run's one PostgreSQL, shared by the projects that need it (their global set-ups run one after
 * another in vitest's main process): the first call starts it, the last release removes it.
 */
export async function sharedPostgres(): Promise<{ server: PostgresServer; release: () => void }> {
  const registry = globalThis as { [SHARED]?: { server: Promise<PostgresServer>; users: number } };
  const shared = (registry[SHARED] ??= { server: startPostgres(), users: 0 });
  shared.users++;
  const server = await shared.server;
  let released = false;
  return {
    server,
    release: () => {
      if (released) return;
      released = true;
      if (--shared.users > 0) return;
      delete registry[SHARED];
      removePostgres(server);
    },
  };
}
export function removePostgres(server: PostgresServer) {
  try {
    server.stop();
  } catch {
    // Already stopped.
  }
  fs.rmSync(server.dir, { recursive: true, force: true });
}
