// `npm start`: build the web app if its sources changed, then run the server (migrations apply on boot).
import { spawn } from "node:child_process";
import path from "node:path";
import { buildWebIfStale } from "./build-if-stale.mjs";

const root = path.resolve(import.meta.dirname, "..");
await buildWebIfStale();
const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], { stdio: "inherit", cwd: root });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
