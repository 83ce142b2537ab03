import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../src/server/test/postgres-server";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Starts the real server (as `npm start` does, minus the build, which the test run's
 * global setup already did) on a free port (or env.PORT) with a fresh DATA_DIR (or `dataDir`).
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  // A restart on the same port (env.PORT) lets an open page reconnect to it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-e2e-"));
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "src/server/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited during start-up:\n${log}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server did not become ready:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
