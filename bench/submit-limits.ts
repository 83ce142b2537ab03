// npm run bench:limits: what the per-address rate limit costs the RSVP submit on PostgreSQL
// (docs/decisions/0023-limits-across-instances.md). `npm run bench` runs with RATE_LIMIT=false,
// so it never counts; this runs the same submit load (50 connections, 8 weddings) against a server
// with the limits on, behind a trusted proxy (TRUST_PROXY=127.0.0.1) whose X-Forwarded-For gives
// each request a client address from a pool:
//   - 20,000 addresses: about one submit per address and minute, what real guests send; every
//     decision is on the instance's own view;
//   - 1,000 addresses: about 20 submits each in the run, so an address passes half its limit
//     (15 of 30) and its later submits wait for the table;
// and the same load with RATE_LIMIT=false beside them. Each run uses addresses no other run used.
// BENCH_APP_DIRS=<checkout>,<checkout> compares builds (each a checkout with node_modules),
// alternating so the machine's load touches both alike; BENCH_ROUNDS (2), BENCH_SECONDS (10).
// Writes bench/results/submit-limits-latest.md.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removePostgres } from "../src/server/test/postgres-server";
import { rsvpBody, runLoad, seedBenchWedding, startBenchPostgres, table, type LoadResult } from "./lib";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ROOTS = (process.env.BENCH_APP_DIRS ?? path.resolve(import.meta.dirname, "..")).split(",").map((root) => path.resolve(root));
const WEDDINGS = 8;

const SCENARIOS = [
  { name: "limits off", rateLimit: false, addresses: 1 },
  { name: "limits on, 20,000 addresses", rateLimit: true, addresses: 20_000 },
  { name: "limits on, 1,000 addresses", rateLimit: true, addresses: 1_000 },
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
/** Addresses 10.<run>.x.y: no two runs share one, so no run starts inside another's window. */
const addressOf = (runIndex: number, n: number) => `10.${runIndex % 256}.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;

async function measure(root: string, scenario: (typeof SCENARIOS)[number]): Promise<LoadResult> {
  const server = await startServer(root, { RATE_LIMIT: String(scenario.rateLimit), TRUST_PROXY: "127.0.0.1" });
  try {
    const seedFrom = { "x-forwarded-for": `192.0.2.${(run % 250) + 1}` };
    const weddings = [];
    for (let i = 0; i < WEDDINGS; i++) weddings.push(await seedBenchWedding(server.url, seedFrom));
    const load = { url: `${server.url}/api/responses`, method: "POST" as const, bodies: weddings.map(rsvpBody), connections: 50, idempotent: true };
    const warmUp = ++run;
    await runLoad("warm-up", { ...load, duration: 2, headersOf: (n) => ({ "x-forwarded-for": addressOf(warmUp, n % 20_000) }) });
    const measured = ++run;
    return await runLoad(`${path.basename(root)}: ${scenario.name}`, {
      ...load,
      duration: DURATION,
      headersOf: (n) => ({ "x-forwarded-for": addressOf(measured, n % scenario.addresses) }),
    });
  } finally {
    await stop(server);
  }
}

async function main() {
  const { postgres, databaseUrl } = await startBenchPostgres({ durable: true });
  process.env.DATABASE_URL = databaseUrl;
  const rows: LoadResult[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of SCENARIOS) {
        // Alternate the order of the builds from round to round.
        const roots = round % 2 ? [...ROOTS].reverse() : ROOTS;
        for (const root of roots) {
          const result = await measure(root, scenario);
          console.log(`${result.name}: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms, ${result.ok2xx} 2xx, ${result.non2xx} non-2xx`);
          rows.push({ ...result, name: `round ${round + 1}, ${result.name}` });
        }
      }
    }
  } finally {
    removePostgres(postgres);
  }
  const report = [
    `${new Date().toISOString()} · ${DURATION}s per run · 50 connections · node ${process.version} · load average ${os.loadavg()[0]!.toFixed(1)}`,
    "",
    table(rows),
  ].join("\n");
  console.log(report);
  fs.mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, "results", "submit-limits-latest.md"), `${report}\n`);
}

await main();
