// npm run bench:lookup: POST /api/invitations/lookup on a wedding of 5,000 guests (about 2,000
// households), 50 connections for BENCH_SECONDS (10), against the real server in a child process,
// on PostgreSQL and PGlite (BENCH_ENGINES). The names rotate over what guests type: full names,
// nicknames, typos, a family name alone, accents left out, and strangers. The budget (issue 13):
// p99 under 30 ms on each engine. See bench/README.md.
import fs from "node:fs";
import os from "node:os";
import { startServer, type RunningServer } from "../e2e/support/server";
import type { CreatedWedding } from "../src/contract/wedding";
import { matchName } from "../src/server/features/lookup/name-match/match-name";
import { NameIndex } from "../src/server/features/lookup/name-match/name-index";
import { importList, makeList, makeQueries, type Guest } from "./lookup-names";
import { removePostgres } from "../src/server/test/postgres-server";
import { runLoad, seedBenchWedding, startBenchPostgres, table, type LoadResult } from "./lib";

const GUESTS = Number(process.env.BENCH_GUESTS ?? 5_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
const lines: string[] = [];
const say = (line: string) => (console.log(line), lines.push(line));

/** The wedding and its list through the API, as a couple would: one import of every household. */
async function seedList(server: RunningServer, list: Guest[][]): Promise<CreatedWedding> {
  const { wedding } = await seedBenchWedding(server.url);
  const started = performance.now();
  const imported = await importList(server.url, wedding, list);
  say(`imported ${list.length} households, ${GUESTS} guests, in ${(performance.now() - started).toFixed(0)} ms: ${imported}`);
  return wedding;
}

async function lookupOnce(server: RunningServer, weddingId: string, name: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/invitations/lookup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ weddingId, name }),
  });
  const body = (await response.json()) as { outcome: string };
  return { ms: performance.now() - started, outcome: body.outcome };
}

async function benchEngine(label: string, server: RunningServer, wedding: CreatedWedding, queries: string[], results: LoadResult[]): Promise<LoadResult> {
  const cold = await lookupOnce(server, wedding.id, queries[0]!);
  const outcomes: Record<string, number> = {};
  for (const name of queries) {
    const { outcome } = await lookupOnce(server, wedding.id, name);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  say(`${label}: first lookup (builds the index) ${cold.ms.toFixed(0)} ms; outcomes of the ${queries.length} names: ${JSON.stringify(outcomes)}`);
  // The same machine's ceiling at that moment: the public invitation read, served from memory.
  results.push(
    await runLoad(`${label}: GET /api/weddings/{code}/full (reference)`, {
      url: `${server.url}/api/weddings/${wedding.uniqueCode}/full`,
      connections: 50,
      duration: DURATION,
    }),
  );
  return runLoad(`${label}: lookup, ${GUESTS} guests`, {
    url: `${server.url}/api/invitations/lookup`,
    method: "POST",
    bodies: queries.map((name) => JSON.stringify({ weddingId: wedding.id, name })),
    connections: 50,
    duration: DURATION,
  });
}

async function main() {
  say(`${new Date().toISOString()} · node ${process.version} · ${os.cpus().length} cores · ${ENGINES.join(", ")}`);
  const list = makeList(GUESTS);
  const queries = makeQueries(list);
  const results: LoadResult[] = [];
  // The matcher alone, in this process: what a lookup costs beyond HTTP and the cache.
  let started = performance.now();
  const index = new NameIndex(list.map((guests) => guests.map((guest) => ({ ...guest, aliases: [] }))));
  const buildMs = performance.now() - started;
  for (const name of queries) matchName(index, name);
  started = performance.now();
  for (let round = 0; round < 10; round++) for (const name of queries) matchName(index, name);
  say(
    `matcher: index of ${GUESTS} guests built in ${buildMs.toFixed(0)} ms; ${(((performance.now() - started) / (10 * queries.length)) * 1000).toFixed(0)} µs per name`,
  );
  if (ENGINES.includes("postgres")) {
    const { postgres, databaseUrl } = await startBenchPostgres();
    try {
      const server = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT: "false", LOG_LEVEL: "error" });
      try {
        results.push(await benchEngine("PostgreSQL", server, await seedList(server, list), queries, results));
      } finally {
        await server.stop();
      }
    } finally {
      removePostgres(postgres);
    }
  }
  if (ENGINES.includes("pglite")) {
    const server = await startServer({ RATE_LIMIT: "false", LOG_LEVEL: "error" });
    try {
      results.push(await benchEngine("PGlite", server, await seedList(server, list), queries, results));
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  say(table(results));
  fs.mkdirSync(new URL("./results", import.meta.url), { recursive: true });
  fs.writeFileSync(new URL("./results/lookup-latest.md", import.meta.url), `${lines.join("\n")}\n`);
}

await main();
