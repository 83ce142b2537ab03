// `npm run dev`: the API server (restarted by tsx when its code changes) and the Vite dev server
// (hot reload), whose proxy sends /api and the server's other paths to the API server's port.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const bin = (file) => path.join(root, "node_modules", file);

// Settings come from the environment or from .env beside package.json, as with `npm start`;
// like node's --env-file, a variable already in the environment wins over the file.
const envFile = path.join(root, ".env");
const fromFile = fs.existsSync(envFile) ? parseEnv(fs.readFileSync(envFile, "utf8")) : {};
const setting = (name) => (name in process.env ? process.env[name] : fromFile[name]) || undefined;
// Same default and same reading of an empty value as src/server/config.ts.
const port = Number(setting("PORT") ?? 3000);
const host = setting("HOST");
// The server listens on every interface by default; reach it over loopback unless it was pinned to one address.
const apiHost = !host || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
const apiTarget = `http://${apiHost}:${port}`;

const children = [];
let stopping = false;

function run(name, args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    if (stopping) {
      if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) process.exit(0);
      return;
    }
    // One half without the other is no use: stop both, with the failing one's status.
    console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other too.`);
    stop("SIGTERM", code || 1);
  });
  children.push(child);
}

function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  // The server finishes in-flight requests for up to 10 s (src/server/main.ts); do not wait longer.
  setTimeout(() => process.exit(exitCode), 12_000).unref();
  if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) process.exit(exitCode);
}

console.log(`[dev] API server on ${apiTarget}${fs.existsSync(envFile) ? " (settings from .env)" : ""}; the Vite dev server proxies /api to it.`);
run("API server", [
  bin("tsx/dist/cli.mjs"),
  "watch",
  // Two programs share the terminal: a restart must not wipe Vite's address off the screen.
  "--clear-screen=false",
  ...(fs.existsSync(envFile) ? [`--env-file=${envFile}`] : []),
  path.join(root, "src/server/main.ts"),
]);
// vite.config.ts reads API_PROXY_TARGET for its dev proxy.
run("Vite dev server", [bin("vite/bin/vite.js"), "--clearScreen", "false"], { API_PROXY_TARGET: apiTarget });

// Ctrl-C reaches the children too (same process group); forwarding covers a `kill` of this process alone.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
