// npm run bench:limits: what the per-address rate limit costs the RSVP submit on PostgreSQL
// (docs/decisions/0023-limits-across-instances.md). `npm run bench` runs with RATE_LIMIT=false,
// so it never counts; this runs the same submit load (50 connections, 8 weddings) against a server
// with the limits on, behind a trusted proxy (TRUST_PROXY=127.0.0.1) whose X-Forwarded-For gives
// each request a client address from a pool:
//   - a new address for every submit, what real guests send: every decision is on the
//     instance's own view;
//   - 25 submits from each address (800 of them by default), taking turns: each address passes half its limit
//     (15 of 30), so its later submits wait for the table, and none is refused;
// and the same load with RATE_LIMIT=false beside them. Every run sends the same 20,000 submits
// (BENCH_SUBMITS), so builds do the same work; each run uses addresses no other run used.
// BENCH_APP_DIRS=<checkout>,<checkout> compares builds (each a checkout with node_modules),
// alternating so the machine's load touches both alike; BENCH_ROUNDS (2).
// Besides req/s and p99 it reports the CPU time per request of the server and of PostgreSQL (from
// /proc, as bench:submit-cpu does), which a busy machine moves far less than req/s.
// Writes bench/results/submit-limits-latest.md.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removePostgres } from "../src/server/test/postgres-server";
import { cpuMs, postgresCpuMs, postmasterPid, rsvpBody, runLoad, seedBenchWedding, startBenchPostgres, type LoadResult } from "./lib";

const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ROOTS = (process.env.BENCH_APP_DIRS ?? path.resolve(import.meta.dirname, "..")).split(",").map((root) => path.resolve(root));
const WEDDINGS = 8;

/** Submits per address in a run; 0: a new address for each. */
const SCENARIOS = [
  { name: "limits off", rateLimit: false, perAddress: 0 },
  { name: "limits on, one submit per address", rateLimit: true, perAddress: 0 },
  { name: "limits on, 25 submits per address", rateLimit: true, perAddress: 25 },
] as const;

interface Server {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

/** The server of one checkout, as `npm start` runs it; it says its port over IPC (src/server/main.ts). */
async function startServer(root: string, env: Record<string, string>): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server in ${root} exited ${code}`)));
    child.once("message", (message: { listening?: number }) => resolve(message.listening!));
  });
  child.disconnect();
  return { url: `http://127.0.0.1:${port}`, child, dataDir };
}

async function stop(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

let run = 0;
/** Addresses 10.<run>.x.y (62,500 a run): no two runs share one, so no run starts inside another's window. */
const addressOf = (runIndex: number, n: number) => `10.${runIndex % 256}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

interface Row {
  build: string;
  scenario: string;
  load: LoadResult;
  /** CPU time per request (2xx or not) of the node server and of every PostgreSQL process. */
  nodeMs: number;
  postgresMs: number;
}

async function measure(root: string, scenario: (typeof SCENARIOS)[number], postmaster: number): Promise<Row> {
  const server = await startServer(root, { RATE_LIMIT: String(scenario.rateLimit), TRUST_PROXY: "127.0.0.1" });
  try {
    const seedFrom = { "x-forwarded-for": `192.0.2.${(run % 250) + 1}` };
    const weddings = [];
    for (let i = 0; i < WEDDINGS; i++) weddings.push(await seedBenchWedding(server.url, seedFrom));
    const load = { url: `${server.url}/api/responses`, method: "POST" as const, bodies: weddings.map(rsvpBody), connections: 50, idempotent: true };
    const warmUp = ++run;
    await runLoad("warm-up", { ...load, duration: 2, headersOf: (n) => ({ "x-forwarded-for": addressOf(warmUp, n) }) });
    const addresses = scenario.perAddress ? Math.ceil(SUBMITS / scenario.perAddress) : Infinity;
    const measured = ++run;
    const [node0, pg0] = [cpuMs(server.child.pid!), postgresCpuMs(postmaster)];
    const result = await runLoad(`${path.basename(root)}: ${scenario.name}`, {
      ...load,
      amount: SUBMITS,
      headersOf: (n) => ({ "x-forwarded-for": addressOf(measured, n % addresses) }),
    });
    const [node1, pg1] = [cpuMs(server.child.pid!), postgresCpuMs(postmaster)];
    const requests = Math.max(1, result.ok2xx + result.non2xx);
    return { build: path.basename(root), scenario: scenario.name, load: result, nodeMs: (node1 - node0) / requests, postgresMs: (pg1 - pg0) / requests };
  } finally {
    await stop(server);
  }
}

async function main() {
  const { postgres, databaseUrl } = await startBenchPostgres({ durable: true });
  process.env.DATABASE_URL = databaseUrl;
  const postmaster = postmasterPid(postgres);
  const rows: Row[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of SCENARIOS) {
        // Alternate the order of the builds from round to round.
        const roots = round % 2 ? [...ROOTS].reverse() : ROOTS;
        for (const root of roots) {
          const row = await measure(root, scenario, postmaster);
          console.log(
            `${row.load.name}: ${row.load.requestsPerSecond} req/s, p99 ${row.load.p99} ms, node ${row.nodeMs.toFixed(3)} + PostgreSQL ${row.postgresMs.toFixed(3)} ms CPU a request`,
          );
          rows.push(row);
        }
      }
    }
  } finally {
    removePostgres(postgres);
  }
  // Medians: one slow spell of a shared machine should not move the summary.
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const summary = SCENARIOS.flatMap((scenario) =>
    ROOTS.map((root) => {
      const of = rows.filter((r) => r.scenario === scenario.name && r.build === path.basename(root));
      const cpu = median(of.map((r) => r.nodeMs + r.postgresMs));
      return `| ${path.basename(root)} | ${scenario.name} | ${Math.round(median(of.map((r) => r.load.requestsPerSecond)))} | ${median(of.map((r) => r.nodeMs)).toFixed(3)} | ${median(of.map((r) => r.postgresMs)).toFixed(3)} | ${cpu.toFixed(3)} |`;
    }),
  );
  const report = [
    `${new Date().toISOString()} · ${SUBMITS} submits per run · 50 connections · PostgreSQL fsync on · node ${process.version} · load average ${os.loadavg()[0]!.toFixed(1)} at the end`,
    "",
    "| run | build | scenario | req/s | p99 ms | 2xx | non-2xx | node CPU ms/request | PostgreSQL CPU ms/request |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r, i) =>
        `| ${i + 1} | ${r.build} | ${r.scenario} | ${r.load.requestsPerSecond} | ${r.load.p99} | ${r.load.ok2xx} | ${r.load.non2xx + r.load.errors} | ${r.nodeMs.toFixed(3)} | ${r.postgresMs.toFixed(3)} |`,
    ),
    "",
    "Medians over the rounds:",
    "",
    "| build | scenario | req/s | node CPU ms | PostgreSQL CPU ms | total CPU ms a request |",
    "| --- | --- | ---: | ---: | ---: | ---: |",
    ...summary,
  ].join("\n");
  console.log(report);
  fs.mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, "results", "submit-limits-latest.md"), `${report}\n`);
}

await main();
