// npm run bench:profile: a CPU profile of the server under the RSVP submit load on a durable
// PostgreSQL (8 s, 50 connections), summarised as self time per function and per package.
// PROFILE_TARGET=lookup profiles the invitation lookup of bench:lookup instead (5,000 guests).
// The .cpuprofile file is kept for Chrome DevTools. See "Where the submit time went" in README.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, removePostgres, startPostgres } from "../src/server/test/postgres-server";
import { rsvpBody, runLoad, seedBenchWedding } from "./lib";
import { importList, makeList, makeQueries } from "./lookup-names";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}

const ROOT = path.resolve(import.meta.dirname, "..");
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-profile-"));
const postgres = await startPostgres({ durable: true });
try {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-profile-data-"));
  const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${outDir}`, "--import", "tsx", path.join(ROOT, "src/server/main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: postgres.url,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT: "false",
      LOG_LEVEL: "error",
      SKIP_WEB_BUILD: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error("server did not start");
    if (
      await fetch(`${url}/readyz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seeded = await seedBenchWedding(url);
  const duration = Number(process.env.BENCH_SECONDS ?? 8);
  let result;
  if (process.env.PROFILE_TARGET === "lookup") {
    const list = makeList(5_000);
    const queries = makeQueries(list);
    await importList(url, seeded.wedding, list);
    const bodies = queries.map((name) => JSON.stringify({ weddingId: seeded.wedding.id, name }));
    result = await runLoad("lookup", { url: `${url}/api/invitations/lookup`, method: "POST", bodies, duration });
  } else {
    result = await runLoad("submit", { url: `${url}/api/responses`, method: "POST", body: rsvpBody(seeded), duration, idempotent: true });
  }
  console.log(`${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

  // tsx's loader thread writes a profile too; the server's main thread is the big one.
  const file = fs
    .readdirSync(outDir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .sort((a, b) => fs.statSync(path.join(outDir, b)).size - fs.statSync(path.join(outDir, a)).size)[0]!;
  const profile = JSON.parse(fs.readFileSync(path.join(outDir, file), "utf8")) as { nodes: ProfileNode[] };
  const total = profile.nodes.reduce((sum, node) => sum + node.hitCount, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url: source, lineNumber } = node.callFrame;
    const where = source.replace(/^file:\/\//, "").replace(ROOT + "/", "");
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.startsWith("src/") ? where.split("/").slice(0, 4).join("/") : where || functionName);
    const fn = `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + node.hitCount);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)}%  ${name}`)
      .join("\n");
  console.log(
    `\nSelf time by package or source folder:\n${top(byPackage, 25)}\n\nSelf time by function:\n${top(byFunction, 30)}\n\nProfile: ${path.join(outDir, file)}`,
  );
} finally {
  removePostgres(postgres);
}
