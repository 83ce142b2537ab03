// `npm start`: build the web app if its sources changed, then run the server (migrations apply on boot).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildWebIfStale } from "./build-if-stale.mjs";

const root = path.resolve(import.meta.dirname, "..");
await buildWebIfStale();
// Settings may come from the environment or from a .env file beside package.json.
const envFile = path.join(root, ".env");
const nodeArgs = [...(fs.existsSync(envFile) ? [`--env-file=${envFile}`] : []), "--import", "tsx", path.join(root, "src/server/main.ts")];
const child = spawn(process.execPath, nodeArgs, { stdio: "inherit", cwd: root });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
