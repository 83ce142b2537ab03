// npm run bench: RSVP submit and public /full read under load, on PostgreSQL and PGlite,
// beside a bare node:http + pg insert server as the ceiling. See bench/README.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startServer, type RunningServer } from "../e2e/support/server";
import { freePort, removePostgres } from "../src/server/test/postgres-server";
import { countStored, rsvpBody, runLoad, seedBenchWedding, table, type LoadResult, startBenchPostgres } from "./lib";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const results: LoadResult[] = [];
const integrity: string[] = [];

/** Submits rotate over this many weddings: at a few thousand a second one wedding would pass its 20,000-reply cap. */
const WEDDINGS = 8;

async function benchOurServer(label: string, server: RunningServer) {
  const weddings = [];
  for (let i = 0; i < WEDDINGS; i++) weddings.push(await seedBenchWedding(server.url));
  const seeded = weddings[0]!;
  // Two seconds of the same load first, on a wedding of its own (so the stored-rows check below
  // counts only the measured run), as bench:submit-cpu does: the figures are the warm server's.
  await runLoad("warm-up", {
    url: `${server.url}/api/responses`,
    method: "POST",
    body: rsvpBody(await seedBenchWedding(server.url)),
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    idempotent: true,
  });
  const submit = await runLoad(`${label}: RSVP submit`, {
    url: `${server.url}/api/responses`,
    method: "POST",
    body: rsvpBody(seeded),
    bodies: weddings.map(rsvpBody),
    connections: CONNECTIONS,
    duration: DURATION,
    idempotent: true,
  });
  results.push(submit);
  // autocannon stops counting at the deadline with up to one request per connection still in
  // flight; those complete on the server. So: stored >= acknowledged (nothing lost) and
  // stored <= acknowledged + connections (nothing doubled; the unique key forbids it anyway).
  let stored = 0;
  for (const each of weddings) stored += await countStored(server.url, each.wedding);
  const ok = stored >= submit.ok2xx && stored <= submit.ok2xx + CONNECTIONS;
  integrity.push(
    `${label}: ${submit.ok2xx} acknowledged, ${stored} stored, ${stored - submit.ok2xx} in flight at the cut-off (${ok ? "nothing lost, nothing doubled" : "MISMATCH"})`,
  );
  results.push(
    await runLoad(`${label}: GET /full`, { url: `${server.url}/api/weddings/${seeded.wedding.uniqueCode}/full`, connections: CONNECTIONS, duration: DURATION }),
  );
  return submit;
}

async function benchCeiling(databaseUrl: string, baseUrlForSeed: string, writes: "reply" | "reply+confirmation" = "reply") {
  const seeded = await seedBenchWedding(baseUrlForSeed);
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "ceiling-server.ts")], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), CEILING_WRITES: writes },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  try {
    const label = writes === "reply" ? "ceiling (node:http + pg insert): submit" : "same-writes reference (node:http + pg, reply + confirmation): submit";
    const load = { url: `http://127.0.0.1:${port}/`, method: "POST" as const, body: rsvpBody(seeded), connections: CONNECTIONS, idempotent: true };
    await runLoad("warm-up", { ...load, duration: WARM_UP_SECONDS });
    const result = await runLoad(label, { ...load, duration: DURATION });
    results.push(result);
    return result;
  } finally {
    child.kill();
  }
}

async function main() {
  const { postgres, databaseUrl } = await startBenchPostgres({ durable: true });
  try {
    const onPostgres = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT: "false", LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "error" });
    let ours: LoadResult;
    let ceiling: LoadResult;
    let sameWrites: LoadResult;
    try {
      ours = await benchOurServer("PostgreSQL", onPostgres);
      ceiling = await benchCeiling(databaseUrl, onPostgres.url);
      sameWrites = await benchCeiling(databaseUrl, onPostgres.url, "reply+confirmation");
    } finally {
      await onPostgres.stop();
    }

    const onPglite = await startServer({ RATE_LIMIT: "false", LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "error" });
    try {
      await benchOurServer("PGlite", onPglite);
    } finally {
      await onPglite.stop();
      fs.rmSync(onPglite.dataDir, { recursive: true, force: true });
    }

    const ratio = ours.requestsPerSecond / Math.max(1, ceiling.requestsPerSecond);
    const report = [
      `${new Date().toISOString()} · ${DURATION}s per run · ${CONNECTIONS} connections · node ${process.version}`,
      "",
      table(results),
      "",
      `Submit on PostgreSQL vs ceiling: ${(ratio * 100).toFixed(0)}%`,
      `Submit on PostgreSQL vs the same writes on node:http + pg (reply + confirmation): ${((ours.requestsPerSecond / Math.max(1, sameWrites.requestsPerSecond)) * 100).toFixed(0)}%`,
      ...integrity,
    ].join("\n");
    console.log(report);
    fs.mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, "results", "http-latest.md"), `${report}\n`);
  } finally {
    removePostgres(postgres);
  }
}

await main();
