import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** `read()`, or undefined where vitest's `inject` is not there (a script run by tsx). */
function inVitest<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** What a test needs of a server it did not start: where it answers. */
export type TestServer = Pick<RunningServer, "url" | "port">;

/** The shared server as a file sees it: its `stop` leaves it running for the other files. */
export type SharedServer = TestServer & { stop(): Promise<void> };

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What the browser project's global set-up made (e2e/support/global-setup.ts). */
export interface ServerFiles {
  /** The server bundle (server-bundle.ts); without it the server runs through tsx, as `npm start` does. */
  bundle?: string;
  /** A data folder holding a migrated PGlite, copied into each new one. */
  dataTemplate?: string;
}

/**
 * What the browser project provided. Outside it nothing is (another project, or a benchmark run by
 * tsx, where vitest's `inject` is not there at all): the server then starts as `npm start` starts it.
 */
function providedFiles(): ServerFiles {
  return { bundle: inVitest(() => inject("serverBundle")), dataTemplate: inVitest(() => inject("pgliteDataTemplate")) };
}

/** Node's arguments that run the server: the bundle, or src/server/main.ts through tsx as `npm start` runs it. */
export function serverArguments(files: ServerFiles = providedFiles()): string[] {
  return files.bundle ? [files.bundle] : ["--import", "tsx", path.join(ROOT, "src/server/main.ts")];
}

/**
 * Starts the real server (as `npm start` does, minus the build, which the test run's
 * global setup already did) on a port of its own choosing (or env.PORT) with a fresh DATA_DIR
 * (or `dataDir`). The server says which port it took over an IPC channel (src/server/main.ts):
 * a port picked here and polled could meanwhile be taken, and answered, by another test's server.
 *
 * In the browser project it runs the run's server bundle, and a data folder without a database
 * yet gets a copy of the migrated one: the same state the server would reach by running initdb
 * and every migration itself, seconds sooner.
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  return startServerFrom(providedFiles(), env, dataDir);
}

/** startServer with the files given rather than provided (the global set-up starts the shared server this way). */
export async function startServerFrom(files: ServerFiles, env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-e2e-"));
  const usesPglite = !env.DATABASE_URL;
  if (files.dataTemplate && usesPglite && !fs.existsSync(path.join(dir, "pgdata"))) {
    fs.cpSync(path.join(files.dataTemplate, "pgdata"), path.join(dir, "pgdata"), { recursive: true });
  }
  let log = "";
  const child = spawn(process.execPath, serverArguments(files), {
    cwd: ROOT,
    // A restart on the same port (env.PORT) lets an open page reconnect to it.
    // NODE_ENV as `npm start` sets it (vitest's "test" would paint pages with React's development build).
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`Server did not become ready:\n${log}`));
    }, 60_000);
    const exited = () => {
      clearTimeout(timer);
      // The log arrives through pipes that may still hold its last lines.
      setTimeout(() => reject(new Error(`Server exited during start-up:\n${log}`)), 100);
    };
    child.once("exit", exited);
    child.once("message", (message: { listening?: number }) => {
      clearTimeout(timer);
      child.off("exit", exited);
      // The channel has said what it was for; closed here, it keeps no test process waiting.
      child.disconnect();
      if (typeof message.listening === "number") resolve(message.listening);
      else reject(new Error(`Server said ${JSON.stringify(message)}:\n${log}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = await fetch(`${url}/readyz`);
  if (!ready.ok) throw new Error(`Server listens on ${port} but /readyz answered ${ready.status}:\n${log}`);
  return {
    url,
    port,
    dataDir: dir,
    process: child,
    output: () => log,
    stop: (signal = "SIGTERM") =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

/**
 * The run's shared server (started by the global set-up with RATE_LIMIT=false and nothing else
 * set), for files that need only a default server: each test there makes its own wedding. It is
 * not theirs to stop. Outside the browser project, a server of the file's own.
 */
export async function sharedServer(): Promise<SharedServer> {
  const shared = inVitest(() => inject("sharedServer"));
  if (shared) return { ...shared, stop: async () => {} };
  return startServer(SHARED_SERVER_SETTINGS);
}

/** The shared server's settings: the defaults, with the per-address limits off (tests share one address). */
export const SHARED_SERVER_SETTINGS: Record<string, string> = { RATE_LIMIT: "false" };
