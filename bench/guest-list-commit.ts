// npm run bench:import-commit: the commit half of a guest-list import (docs/decisions/0012; the
// parsing and preview half is bench/guest-import.ts). Against the real server on PostgreSQL and
// PGlite: POST /api/weddings/{id}/parties/import with 2,000 guests in 1,000 households (as a
// couple's spreadsheet makes them), then the same file again (every household matched and
// unchanged: the merge path), then a dry run. Budget: commit under 2 s.
import fs from "node:fs";
import { startServer, type RunningServer } from "../e2e/support/server";
import { removePostgres } from "../src/server/test/postgres-server";
import { seedBenchWedding, startBenchPostgres } from "./lib";

const GUESTS = 2_000;
const ENGINES = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
const lines: string[] = [];
const say = (line: string) => (console.log(line), lines.push(line));

/** 1,000 households of 1-3 named guests (2,000 in all), some with a plus-one, children, tags and sides. */
function spreadsheet() {
  const parties = [];
  let guests = 0;
  for (let i = 0; guests < GUESTS; i++) {
    const size = Math.min([2, 1, 3, 2][i % 4]!, GUESTS - guests);
    const lastName = `Family${i}`;
    parties.push({
      guests: Array.from({ length: size }, (_, n) => ({
        firstName: ["Maria", "José", "Lucía"][n]!,
        lastName,
        email: n === 0 ? `family${i}@example.com` : null,
        isChild: n === 2,
        ...(n === 2 ? { age: 6 } : {}),
      })),
      extraSeats: i % 5 === 0 ? 1 : 0,
      side: i % 2 ? "bride" : "groom",
      tags: i % 3 ? ["Family"] : ["Work"],
    });
    guests += size;
  }
  return { parties };
}

async function timeImport(server: RunningServer, auth: string, weddingId: string, body: object) {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/weddings/${weddingId}/parties/import`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: auth },
    body: JSON.stringify(body),
  });
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`import: ${res.status} ${await res.text()}`);
  return { ms, result: await res.json() };
}

async function run(label: string, server: RunningServer) {
  const file = spreadsheet();
  const { wedding } = await seedBenchWedding(server.url);
  const auth = `Bearer ${wedding.hostKey}`;
  const first = await timeImport(server, auth, wedding.id, file);
  const again = await timeImport(server, auth, wedding.id, file);
  const dry = await timeImport(server, auth, wedding.id, { ...file, dryRun: true });
  const fmt = (ms: number) => `${Math.round(ms)} ms`;
  say(`| ${label} | ${fmt(first.ms)} (${first.result.created} created) | ${fmt(again.ms)} (${again.result.unchanged} unchanged) | ${fmt(dry.ms)} |`);
}

async function main() {
  say(`Guest-list import commit, ${GUESTS} guests (budget: under 2 s)`);
  say("| engine | first import | same file again | dry run |");
  say("|---|---|---|---|");
  if (ENGINES.includes("postgres")) {
    const { postgres, databaseUrl } = await startBenchPostgres();
    const server = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT: "false", LOG_LEVEL: "error" });
    try {
      await run("PostgreSQL", server);
    } finally {
      await server.stop();
      removePostgres(postgres);
    }
  }
  if (ENGINES.includes("pglite")) {
    const server = await startServer({ RATE_LIMIT: "false", LOG_LEVEL: "error" });
    try {
      await run("PGlite", server);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  fs.mkdirSync(new URL("./results", import.meta.url), { recursive: true });
  fs.writeFileSync(new URL("./results/guest-list-commit-latest.md", import.meta.url), `${lines.join("\n")}\n`);
}

await main();
