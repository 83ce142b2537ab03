// npm run bench:submit-cpu: what one RSVP submit costs in CPU time, in the node server and in
// PostgreSQL (every backend and background process of its own cluster), for our server and for
// the bare node:http + pg ceiling, under the same load as `npm run bench`. CPU time, unlike
// requests per second, hardly changes when other work shares the machine, so two builds can be
// compared on a busy machine; the throughput budget itself is still measured by `npm run bench`
// on a quiet one (bench/README.md).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startServer } from "../e2e/support/server";
import { freePort, removePostgres } from "../src/server/test/postgres-server";
import { cpuMs, postgresCpuMs, postmasterPid, rsvpBody, runLoad, seedBenchWedding, startBenchPostgres, type LoadResult } from "./lib";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WEDDINGS = 8;
interface Row {
  name: string;
  load: LoadResult;
  nodeMs: number;
  postgresMs: number;
}

async function measure(name: string, serverPid: number, postmaster: number, run: () => Promise<LoadResult>): Promise<Row> {
  const [node0, pg0] = [cpuMs(serverPid), postgresCpuMs(postmaster)];
  const load = await run();
  const [node1, pg1] = [cpuMs(serverPid), postgresCpuMs(postmaster)];
  // Requests in flight at the cut-off also cost CPU: count them (at most one per connection).
  const requests = Math.max(1, load.ok2xx + load.non2xx);
  return { name, load, nodeMs: (node1 - node0) / requests, postgresMs: (pg1 - pg0) / requests };
}

async function ours(databaseUrl: string, postmaster: number): Promise<Row> {
  const server = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT: "false", LOG_LEVEL: "error" });
  try {
    const weddings = [];
    for (let i = 0; i < WEDDINGS; i++) weddings.push(await seedBenchWedding(server.url));
    const options = {
      url: `${server.url}/api/responses`,
      method: "POST" as const,
      bodies: weddings.map(rsvpBody),
      connections: 50,
      duration: DURATION,
      idempotent: true,
    };
    await runLoad("warm-up", { ...options, duration: 2 });
    return await measure("our server: RSVP submit", server.process.pid!, postmaster, () => runLoad("ours", options));
  } finally {
    await server.stop();
  }
}

async function ceiling(databaseUrl: string, postmaster: number, writes: "reply" | "reply+confirmation" = "reply"): Promise<Row> {
  const seedServer = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT: "false", LOG_LEVEL: "error" });
  const seeded = await seedBenchWedding(seedServer.url).finally(() => seedServer.stop());
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "ceiling-server.ts")], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), CEILING_WRITES: writes },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  try {
    const options = {
      url: `http://127.0.0.1:${port}/`,
      method: "POST" as const,
      body: rsvpBody(seeded),
      connections: 50,
      duration: DURATION,
      idempotent: true,
    };
    await runLoad("warm-up", { ...options, duration: 2 });
    const name = writes === "reply" ? "ceiling: bare insert" : "same writes: reply + confirmation, bare";
    return await measure(name, child.pid!, postmaster, () => runLoad(name, options));
  } finally {
    child.kill();
  }
}

async function main() {
  const { postgres, databaseUrl } = await startBenchPostgres({ durable: true });
  const postmaster = postmasterPid(postgres);
  try {
    const rows: Row[] = [];
    // Alternate, so a change in the machine's load or the table's size touches both alike.
    for (let round = 0; round < ROUNDS; round++) {
      rows.push(await ours(databaseUrl, postmaster));
      rows.push(await ceiling(databaseUrl, postmaster));
      rows.push(await ceiling(databaseUrl, postmaster, "reply+confirmation"));
    }
    const lines = [
      `${new Date().toISOString()} · ${DURATION}s per run · 50 connections · PostgreSQL fsync on · node ${process.version}`,
      "",
      "| run | req/s | non-2xx | p99 ms | node CPU ms/submit | PostgreSQL CPU ms/submit | total |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.load.requestsPerSecond} | ${r.load.non2xx + r.load.errors} | ${r.load.p99} | ${r.nodeMs.toFixed(3)} | ${r.postgresMs.toFixed(3)} | ${(r.nodeMs + r.postgresMs).toFixed(3)} |`,
      ),
    ];
    const mean = (pick: (r: Row) => number, name: string) => {
      const picked = rows.filter((r) => r.name.startsWith(name)).map(pick);
      return picked.reduce((a, b) => a + b, 0) / picked.length;
    };
    const oursTotal = mean((r) => r.nodeMs + r.postgresMs, "our");
    const ceilingTotal = mean((r) => r.nodeMs + r.postgresMs, "ceiling");
    const sameWritesTotal = mean((r) => r.nodeMs + r.postgresMs, "same writes");
    lines.push(
      "",
      `CPU per submit, ceiling / ours: ${((ceilingTotal / oursTotal) * 100).toFixed(0)}% (the throughput ratio a CPU-bound machine would show, before autocannon's own share)`,
      `CPU per submit, the same writes bare / ours: ${((sameWritesTotal / oursTotal) * 100).toFixed(0)}% (what the framework, validation, idempotency and the edit token cost)`,
    );
    const report = lines.join("\n");
    console.log(report);
    fs.mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, "results", "submit-cpu-latest.md"), `${report}\n`);
  } finally {
    removePostgres(postgres);
  }
}

await main();
