// `npm start`: build the web app if its sources changed, then run the server (migrations apply on boot).
// It says what it is doing: a first run spends half a minute building before anything answers.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildWebIfStale } from "./build-if-stale.mjs";

const root = path.resolve(import.meta.dirname, "..");
await buildWebIfStale({ say: (line) => console.log(line) });
console.log("Starting the server (applying any new database migrations)…");
// Settings may come from the environment or from a .env file beside package.json.
const envFile = path.join(root, ".env");
const nodeArgs = [...(fs.existsSync(envFile) ? [`--env-file=${envFile}`] : []), "--import", "tsx", path.join(root, "src/server/main.ts")];
// The IPC channel is how the server says where it listens (src/server/main.ts announceListening).
// `npm start` runs the product: React paints the guest pages with its production build unless
// NODE_ENV says otherwise (its development build checks every render, several times slower).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
const child = spawn(process.execPath, nodeArgs, { stdio: ["inherit", "inherit", "inherit", "ipc"], cwd: root, env });
child.on("message", (message) => {
  if (message && typeof message.url === "string") console.log(`Serving on ${message.url} (Ctrl-C stops it).`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
