// `npm run check`: typecheck, lint (with the layout's boundaries) and format check, side by side.
// The typecheck is done in seconds, then lint and format share the two cores, so the whole takes
// about as long as the lint alone. Each keeps a cache in node_modules/.cache: a second run checks
// only what changed (a fresh clone has none, and gains only the running side by side).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const CACHE = path.join(root, "node_modules/.cache");
// Its own path, not node_modules/.bin/tsc: both TypeScripts name their command `tsc`.
const TSC = path.join(root, "node_modules/typescript-7/bin/tsc");

const steps = [
  // TypeScript 7 (the native compiler, `typescript-7` in package.json) checks the types, several times
  // faster than 5.9 and on both cores; 5.9 stays as `typescript` for what needs its JavaScript API
  // (typescript-eslint). Docs/decisions/0024-test-projects.md has the figures.
  [[TSC, "--noEmit", "-p", "tsconfig.json", "--incremental", "--tsBuildInfoFile", path.join(CACHE, "tsc/tsconfig.tsbuildinfo")]],
  [[bin("eslint"), ".", "--cache", "--cache-strategy", "content", "--cache-location", path.join(CACHE, "eslint/")]],
  [[bin("prettier"), "--check", ".", "--cache", "--cache-strategy", "content", "--log-level", "warn"]],
];

/** Runs a command with its output held back, so the outputs of commands running together do not interleave. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", (error) => resolve({ command, ok: false, output: String(error), seconds: 0 }));
    child.once("exit", (code) => resolve({ command, ok: code === 0, output, seconds: (performance.now() - started) / 1000 }));
  });
}

const results = (
  await Promise.all(
    steps.map(async (sequence) => {
      const done = [];
      for (const step of sequence) done.push(await run(step));
      return done;
    }),
  )
).flat();

for (const { command, ok, output, seconds } of results) {
  console.log(`${ok ? "ok" : "FAILED"}: ${path.basename(command)} (${seconds.toFixed(1)} s)`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
