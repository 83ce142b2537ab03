// npm run bench:lookup-timing: does the invitation lookup's time tell "not enough to tell" from
// "not on the list", or a wrong detail from a stranger (issue 27 item 5; docs/decisions/0022)?
// The answers are one in shape (a test compares them byte for byte); this measures the time. The
// real server in a child process, a wedding of 5,000 guests (the bench:lookup list), one
// connection, and the classes of name interleaved request by request (BENCH_ROUNDS rounds, 1,000
// by default, after 100 unmeasured), so the machine's own noise falls on every class alike. Then
// the same with the strict lookup (name plus postcode). On PGlite and PostgreSQL (BENCH_ENGINES).
// Every class answers not_found; the figures are what an attacker on loopback could see, with no
// network between. Beside the wall clock, which a loaded machine blurs, the CPU time each class
// costs in-process (app.inject on PGlite, process.cpuUsage over blocks of 50 lookups, the blocks
// interleaved): what a quiet server would add to the answer's time. Writes
// results/lookup-timing-latest.md. Not a pass/fail test.
import fs from "node:fs";
import os from "node:os";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { connectPglite } from "../src/server/db/connect";
import { startServer, type RunningServer } from "../e2e/support/server";
import type { CreatedWedding } from "../src/contract/wedding";
import { removePostgres } from "../src/server/test/postgres-server";
import { seedBenchWedding, startBenchPostgres } from "./lib";
import { makeList, type Guest } from "./lookup-names";

const GUESTS = Number(process.env.BENCH_GUESTS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000);
const WARMUP = 100;
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const lines: string[] = [];
const say = (line: string) => (console.log(line), lines.push(line));

interface Lookup {
  name: string;
  detail?: string;
}

/** Each class a list of lookups to rotate through; every one of them answers not_found. */
function classes(list: Guest[][], strict: boolean): Record<string, Lookup[]> {
  const families = new Map<string, number>();
  for (const party of list) families.set(party[0]!.lastName, (families.get(party[0]!.lastName) ?? 0) + 1);
  const givenNames = [...new Set(list.flat().map((guest) => guest.firstName))];
  const shared = [...families].filter(([, count]) => count > 1).map(([name]) => name);
  // Guests whose full name no one else on the list has: the name alone would open their party.
  const fullNames = new Map<string, number>();
  for (const guest of list.flat()) fullNames.set(`${guest.firstName} ${guest.lastName}`, (fullNames.get(`${guest.firstName} ${guest.lastName}`) ?? 0) + 1);
  const unique = list.flat().filter((guest) => fullNames.get(`${guest.firstName} ${guest.lastName}`) === 1);
  const strangers = ["Zebedee Quark", "Ottoline Fairweather", "Barnaby Quillfeather", "Wilhelmina Osgood", "Peregrine Thistlewood"];
  const strangerGiven = ["Zebedee", "Ottoline", "Barnaby", "Wilhelmina", "Peregrine"];
  if (!strict) {
    return {
      "a given name on the list": givenNames.slice(0, 50).map((name) => ({ name })),
      "a given name not on it": strangerGiven.map((name) => ({ name })),
      "a family name several share": shared.slice(0, 50).map((name) => ({ name })),
      "a full name not on it": strangers.map((name) => ({ name })),
    };
  }
  return {
    "a guest's full name, wrong postcode": unique.slice(0, 50).map((guest) => ({ name: `${guest.firstName} ${guest.lastName}`, detail: "ZZ9 9ZZ" })),
    "a full name not on the list, a postcode": strangers.map((name, index) => ({ name, detail: `P${index}` })),
  };
}

async function lookupOnce(server: RunningServer, weddingId: string, lookup: Lookup): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/invitations/lookup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ weddingId, ...lookup }),
  });
  const body = (await response.json()) as { outcome: string };
  const ms = performance.now() - started;
  if (body.outcome !== "not_found") throw new Error(`${lookup.name}: ${JSON.stringify(body)}`);
  return ms;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const us = (ms: number) => `${Math.round(ms * 1000)} µs`;

async function measure(label: string, server: RunningServer, weddingId: string, byClass: Record<string, Lookup[]>) {
  const names = Object.keys(byClass);
  const times = new Map(names.map((name) => [name, [] as number[]]));
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    // The classes in a different order each round, so none always follows another.
    const order = round % 2 ? [...names].reverse() : names;
    for (const name of order) {
      const pool = byClass[name]!;
      const ms = await lookupOnce(server, weddingId, pool[round % pool.length]!);
      if (round >= WARMUP) times.get(name)!.push(ms);
    }
  }
  say(`\n${label}: ${ROUNDS} lookups per class, one connection, interleaved`);
  say("| class (every one answers not_found) | median | mean | p90 | p99 |");
  say("| --- | --- | --- | --- | --- |");
  const medians: number[] = [];
  for (const name of names) {
    const sorted = times.get(name)!.sort((a, b) => a - b);
    const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
    medians.push(quantile(sorted, 0.5));
    say(`| ${name} | ${us(quantile(sorted, 0.5))} | ${us(mean)} | ${us(quantile(sorted, 0.9))} | ${us(quantile(sorted, 0.99))} |`);
  }
  say(`largest difference between the classes' medians: ${us(Math.max(...medians) - Math.min(...medians))}`);
}

async function benchEngine(label: string, server: RunningServer, list: Guest[][]) {
  const plain = await seedWedding(server, list, false);
  await measure(`${label}, the name alone`, server, plain.id, classes(list, false));
  const strict = await seedWedding(server, list, true);
  await measure(`${label}, the name and a postcode`, server, strict.id, classes(list, true));
}

async function seedWedding(server: RunningServer, list: Guest[][], strict: boolean): Promise<CreatedWedding> {
  const { wedding } = await seedBenchWedding(server.url);
  const headers = { "content-type": "application/json", authorization: `Bearer ${wedding.hostKey}` };
  const parties = list.map((guests, index) => ({ guests, ...(strict ? { postalCode: `PC${index}` } : {}) }));
  const imported = await fetch(`${server.url}/api/weddings/${wedding.id}/parties/import`, { method: "POST", headers, body: JSON.stringify({ parties }) });
  if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  if (strict) {
    const set = await fetch(`${server.url}/api/weddings/${wedding.id}/guest-list/settings`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ lookupCheck: "postcode" }),
    });
    if (set.status !== 200) throw new Error(`settings: ${set.status}`);
  }
  return wedding;
}

/** CPU µs per lookup, in this process, for each class: blocks of 50, interleaved, BENCH_ROUNDS / 50 blocks a class. */
async function measureCpu(list: Guest[][]) {
  const database = await connectPglite(undefined);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT: "false" }), database, logger: false });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const server = { url } as RunningServer;
    for (const strict of [false, true]) {
      const wedding = await seedWedding(server, list, strict);
      const byClass = classes(list, strict);
      const names = Object.keys(byClass);
      const cpu = new Map(names.map((name) => [name, [] as number[]]));
      const BLOCK = 50;
      const blocks = Math.max(4, Math.round(ROUNDS / BLOCK));
      for (let block = 0; block < blocks + 2; block++) {
        for (const name of block % 2 ? [...names].reverse() : names) {
          const pool = byClass[name]!;
          const before = process.cpuUsage();
          for (let n = 0; n < BLOCK; n++) {
            const res = await app.inject({
              method: "POST",
              url: "/api/invitations/lookup",
              payload: { weddingId: wedding.id, ...pool[(block * BLOCK + n) % pool.length]! },
            });
            if (res.json<{ outcome: string }>().outcome !== "not_found") throw new Error(res.body);
          }
          const used = process.cpuUsage(before);
          if (block >= 2) cpu.get(name)!.push((used.user + used.system) / BLOCK);
        }
      }
      say(`\nIn-process CPU time per lookup (PGlite, ${strict ? "the name and a postcode" : "the name alone"}), ${blocks} blocks of ${BLOCK} per class`);
      say("| class | median of blocks | lowest block | highest block |");
      say("| --- | --- | --- | --- |");
      const medians: number[] = [];
      for (const name of names) {
        const sorted = cpu.get(name)!.sort((a, b) => a - b);
        medians.push(quantile(sorted, 0.5));
        say(`| ${name} | ${Math.round(quantile(sorted, 0.5))} µs | ${Math.round(sorted[0]!)} µs | ${Math.round(sorted.at(-1)!)} µs |`);
      }
      say(`largest difference between the classes' medians: ${Math.round(Math.max(...medians) - Math.min(...medians))} µs`);
    }
  } finally {
    await app.close();
  }
}

async function main() {
  say(`${new Date().toISOString()} · node ${process.version} · ${os.cpus().length} cores · load ${os.loadavg()[0]!.toFixed(1)} · ${GUESTS} guests`);
  const list = makeList(GUESTS);
  await measureCpu(list);
  if (ENGINES.includes("pglite")) {
    const server = await startServer({ RATE_LIMIT: "false", LOG_LEVEL: "error" });
    try {
      await benchEngine("PGlite", server, list);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  if (ENGINES.includes("postgres")) {
    const { postgres, databaseUrl } = await startBenchPostgres();
    try {
      const server = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT: "false", LOG_LEVEL: "error" });
      try {
        await benchEngine("PostgreSQL", server, list);
      } finally {
        await server.stop();
      }
    } finally {
      removePostgres(postgres);
    }
  }
  fs.mkdirSync(new URL("./results", import.meta.url), { recursive: true });
  fs.writeFileSync(new URL("./results/lookup-timing-latest.md", import.meta.url), `${lines.join("\n")}\n`);
}

await main();
