// npm run bench:lookup: POST /api/invitations/lookup on a wedding of 5,000 guests (about 2,000
// households), 50 connections for BENCH_SECONDS (10), against the real server in a child process,
// on PostgreSQL and PGlite (BENCH_ENGINES). The names rotate over what guests type: full names,
// nicknames, typos, a family name alone, accents left out, and strangers. The budget (issue 13):
// p99 under 30 ms on each engine. See bench/README.md.
import fs from "node:fs";
import os from "node:os";
import { startServer, type RunningServer } from "../e2e/support/server";
import type { CreatedWedding } from "../src/contract/wedding";
import { matchName } from "../src/server/features/invitations/name-match/match-name";
import { NameIndex } from "../src/server/features/invitations/name-match/name-index";
import { NICKNAME_FAMILIES } from "../src/server/features/invitations/name-match/nicknames";
import { removePostgres } from "../src/server/test/postgres-server";
import { runLoad, seedBenchWedding, startBenchPostgres, table, type LoadResult } from "./lib";

const GUESTS = Number(process.env.BENCH_GUESTS ?? 5_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
const lines: string[] = [];
const say = (line: string) => (console.log(line), lines.push(line));

// A fixed seed: every run looks up the same list with the same names.
let seed = 20261122;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const FIRST = [
  ...NICKNAME_FAMILIES.map((family) => capital(family[0]!)),
  "José",
  "María",
  "Siobhán",
  "Zoë",
  "Ngozi",
  "Chidi",
  "Søren",
  "Aoife",
  "Priya",
  "Wei",
];
const SURNAMES = [
  ...[
    "Ander",
    "Bar",
    "Cal",
    "Dun",
    "Ed",
    "Fair",
    "Gar",
    "Hal",
    "Ing",
    "Jen",
    "Kel",
    "Lind",
    "Mor",
    "Nor",
    "Ok",
    "Pen",
    "Quin",
    "Ross",
    "Sand",
    "Thorn",
    "Van",
    "Wal",
    "York",
  ].flatMap((start) => ["son", "ley", "ton", "wood", "field", "man", "ford", "berg", "ski", "ez", "ini", "ova"].map((end) => start + end)),
  ...["García", "Müller", "Ødegaard", "Núñez", "O'Brien", "Okafor", "Nguyễn", "Smith-Jones", "Kowalczyk", "D'Angelo"],
];

interface Guest {
  firstName: string;
  lastName: string;
}

function makeList(): Guest[][] {
  const list: Guest[][] = [];
  let count = 0;
  while (count < GUESTS) {
    const lastName = pick(SURNAMES);
    const size = Math.min(GUESTS - count, 1 + Math.floor(random() * 4));
    list.push(Array.from({ length: size }, () => ({ firstName: pick(FIRST), lastName })));
    count += size;
  }
  return list;
}

/** What guests type: mostly real names in their forgiving forms, one in ten a stranger. */
function makeQueries(list: Guest[][]): string[] {
  const nickname = (first: string) => NICKNAME_FAMILIES.find((family) => family[0] === first.toLowerCase())?.[1] ?? first;
  const typo = (word: string) => (word.length < 5 ? word : word.slice(0, 2) + word[3] + word[2] + word.slice(4));
  return Array.from({ length: 500 }, (_, n) => {
    const guest = pick(pick(list));
    switch (n % 10) {
      case 0:
        return `${pick(FIRST)} ${pick(["Quill", "Abernathy", "Zebulon", "Fitzwilliam"])}`;
      case 1:
        return `${nickname(guest.firstName)} ${guest.lastName}`;
      case 2:
        return `${guest.firstName} ${typo(guest.lastName)}`;
      case 3:
        return guest.lastName;
      case 4:
        return `${guest.firstName} ${guest.lastName}`.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
      default:
        return `${guest.firstName} ${guest.lastName}`;
    }
  });
}

/** The wedding and its list through the API, as a couple would: one import of every household. */
async function seedList(server: RunningServer, list: Guest[][]): Promise<CreatedWedding> {
  const { wedding } = await seedBenchWedding(server.url);
  const started = performance.now();
  const imported = await fetch(`${server.url}/api/weddings/${wedding.id}/parties/import`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${wedding.hostKey}` },
    body: JSON.stringify({ parties: list.map((guests) => ({ guests })) }),
  });
  if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  say(`imported ${list.length} households, ${GUESTS} guests, in ${(performance.now() - started).toFixed(0)} ms: ${await imported.text()}`);
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
  const list = makeList();
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
