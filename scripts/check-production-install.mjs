// CI: the server must run from a production install (no devDependencies), so a package it
// needs at run time can never hide among the devDependencies. Copies the tracked files and
// the built web app to a temp folder, installs without dev packages, boots, and asks it for
// a health check, a guest page and the API description.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { buildWebIfStale } from "./build-if-stale.mjs";

const root = path.resolve(import.meta.dirname, "..");
await buildWebIfStale();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prod-install-"));
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
for (const file of [...tracked.filter((f) => fs.existsSync(path.join(root, f))), ...listFiles(path.join(root, "dist/web"))]) {
  const target = path.join(dir, path.relative(root, path.resolve(root, file)));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.resolve(root, file), target);
  // Keep the build newer than its sources, as it is in the checkout: start must not try to rebuild (Vite is a dev tool).
  const { atime, mtime } = fs.statSync(path.resolve(root, file));
  fs.utimesSync(target, atime, mtime);
}

let server;
try {
  installWithoutDev(dir);
  const port = await freePort();
  server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  // Generous: in CI this runs beside the test suite, which keeps both cores busy while the new server runs initdb and its migrations.
  await waitForReady(`${base}/readyz`, 240_000);
  await expectStatus(`${base}/rsvp/ZZZZZZZZ`, 404, "text/html");
  await expectStatus(`${base}/api/openapi.json`, 200, "application/json");
  console.log("production install: the server boots without any dev package and serves pages and API");
} finally {
  server?.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * The checkout's install with every dev package pruned: the same tree `npm ci --omit=dev` makes
 * from the lock file, without unpacking 500 packages again (about a fifth of the processor time,
 * measured in docs/decisions/0024-test-projects.md). The copy is of hard links, so nothing is
 * written twice; npm's own record of the tree is left behind, since prune rewrites it in place
 * and would rewrite the checkout's too. Where hard links cannot be made (or there is no install
 * yet), it installs from npm's cache, which the full install filled moments before.
 */
function installWithoutDev(target) {
  const npm = (args) => execFileSync("npm", [...args, "--no-audit", "--no-fund", "--loglevel=error"], { cwd: target, stdio: "inherit" });
  try {
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(target, "node_modules")], { stdio: "ignore" });
  } catch {
    fs.rmSync(path.join(target, "node_modules"), { recursive: true, force: true });
    npm(["ci", "--omit=dev", "--prefer-offline"]);
    return;
  }
  fs.rmSync(path.join(target, "node_modules/.package-lock.json"), { force: true });
  fs.rmSync(path.join(target, "node_modules/.cache"), { recursive: true, force: true });
  npm(["prune", "--omit=dev"]);
}

function listFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function waitForReady(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function expectStatus(url, status, type) {
  const res = await fetch(url);
  if (res.status !== status || !res.headers.get("content-type")?.startsWith(type)) {
    throw new Error(`${url}: expected ${status} ${type}, got ${res.status} ${res.headers.get("content-type")}`);
  }
}
