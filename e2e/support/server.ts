import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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
 * global setup already did) on a port of its own choosing (or env.PORT) with a fresh DATA_DIR
 * (or `dataDir`). The server says which port it took over an IPC channel (src/server/main.ts):
 * a port picked here and polled could meanwhile be taken, and answered, by another test's server.
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-e2e-"));
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "src/server/main.ts")], {
    cwd: ROOT,
    // A restart on the same port (env.PORT) lets an open page reconnect to it.
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "warn", ...env },
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
