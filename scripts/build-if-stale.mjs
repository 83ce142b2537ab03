// Builds the web app when dist/web is missing or older than its sources, so `npm start`
// and `npm test` on a fresh clone (or after a pull) always serve what the code says.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["src/web", "src/contract", "src/locales", "index.html", "vite.config.ts", "package-lock.json", "public"];
// WEB_DIST_DIR lets parallel test runs build into their own folders (the server reads the same setting).
const OUT_DIR = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, "dist/web");
const OUTPUT = path.join(OUT_DIR, "index.html");

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isWebStale() {
  if (!fs.existsSync(OUTPUT)) return true;
  const built = fs.statSync(OUTPUT).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

const VITE = path.join(root, "node_modules/vite/bin/vite.js");

/**
 * Builds the web app when it is stale. `say` (npm start passes console.log) hears what happens, so a
 * first `npm start` does not sit silent for the half-minute a build takes.
 */
export async function buildWebIfStale({ say = () => {} } = {}) {
  if (!isWebStale()) return false;
  const first = !fs.existsSync(OUTPUT);
  // A production install (`npm ci --omit=dev`) has no Vite: it serves the build it was given.
  if (!fs.existsSync(VITE)) {
    if (fs.existsSync(OUTPUT)) return false;
    throw new Error(`No web build in ${OUT_DIR} and no Vite to make one: run \`npm run build\` before installing with --omit=dev`);
  }
  const started = Date.now();
  say(
    first
      ? "Building the web app (the first run only; up to half a minute)…"
      : "Rebuilding the web app: its sources changed since the last build (up to half a minute)…",
  );
  // A child process, awaited: the caller's event loop stays free for what it starts meanwhile.
  const status = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, "build", "--logLevel", "warn", "--outDir", OUT_DIR], {
      cwd: root,
      stdio: "inherit",
      // vitest sets NODE_ENV=test, which would make Vite ship React's development build to the browser tests.
      env: { ...process.env, NODE_ENV: "production" },
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
  if (status !== 0) throw new Error("Building the web app failed");
  say(`Web app built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}

if (process.argv[1] === import.meta.filename) {
  await buildWebIfStale();
}
