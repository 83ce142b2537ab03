// npm run bench:host-reads: heavy host reads against the real server (a child process, so its
// memory is its own). (a) Server RSS growth during 8 concurrent GET /api/responses/{code} of a
// wedding with 400 large rows; (b) another wedding's GET /api/weddings/{code}/full p99 while a
// host exports 20,000 responses over and over. PostgreSQL for both; PGlite for (b) as well
// unless BENCH_ENGINES=postgres. Rows per (a): BENCH_ROW_BYTES (default: the answer-size cap).
import fs from "node:fs";
import pg from "pg";
import { startServer, type RunningServer } from "../e2e/support/server";
import { removePostgres } from "../src/server/test/postgres-server";
import { rsvpBody, runLoad, seedBenchWedding, type SeededBenchWedding, startBenchPostgres } from "./lib";

const ROW_BYTES = Number(process.env.BENCH_ROW_BYTES ?? 16_000);
const LARGE_ROWS = 400;
const LIST_CALLS = 8;
const EXPORT_ROWS = 20_000;
const EXPORTERS = 2;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
const lines: string[] = [];
const say = (line: string) => (console.log(line), lines.push(line));

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** Samples the server's RSS every 20 ms and the event loop's worst stall (via a cheap request) while `work` runs. */
async function measure(server: RunningServer, work: () => Promise<void>) {
  const pid = server.process.pid!;
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The server died (out of memory): the peak so far stands.
    }
  }, 20);
  let worstHealth = 0;
  let running = true;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${server.url}/healthz`).catch(() => {});
      worstHealth = Math.max(worstHealth, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  await work();
  const elapsed = performance.now() - started;
  running = false;
  await prober;
  clearInterval(sampler);
  return { baseline, peak, elapsed, worstHealth };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

async function hostFetch(server: RunningServer, seeded: SeededBenchWedding, path: string) {
  const response = await fetch(`${server.url}/api/responses/${seeded.wedding.uniqueCode}${path}`, {
    headers: { authorization: `Bearer ${seeded.wedding.hostKey}`, "accept-encoding": "gzip" },
  });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  return { status: response.status, bytes };
}

/** (a) 8 concurrent lists of 400 rows of ROW_BYTES each. */
async function largeLists(server: RunningServer, client: pg.Client) {
  const seeded = await seedBenchWedding(server.url);
  await client.query(
    `insert into responses (wedding_id, guest_name, guest_email, party_members, answers, edit_token_hash, submitted_at)
     select $1::uuid, 'Guest ' || n, 'guest' || n || '@example.com', '[]'::jsonb,
            jsonb_build_object('note', repeat(md5(n::text), $2::int / 32)), 'x', now() - (n || ' seconds')::interval
     from generate_series(1, $3::int) as n`,
    [seeded.wedding.id, ROW_BYTES, LARGE_ROWS],
  );
  const statuses: number[] = [];
  const result = await measure(server, async () => {
    const answers = await Promise.all(Array.from({ length: LIST_CALLS }, () => hostFetch(server, seeded, "")));
    statuses.push(...answers.map((answer) => answer.status));
  });
  const counts = statuses.reduce<Record<number, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});
  say(
    `(a) PostgreSQL, ${LIST_CALLS} concurrent GET /api/responses/{code}, ${LARGE_ROWS} rows of ~${(ROW_BYTES / 1000).toFixed(0)} KB ` +
      `(${mb(LARGE_ROWS * ROW_BYTES)} of answers): RSS ${mb(result.baseline)} -> peak ${mb(result.peak)} (+${mb(result.peak - result.baseline)}), ` +
      `all done in ${(result.elapsed / 1000).toFixed(1)} s, worst /healthz ${result.worstHealth.toFixed(0)} ms, statuses ${JSON.stringify(counts)}`,
  );
}

/** (b) Another wedding's public read while a host exports 20,000 responses, EXPORTERS at a time, for DURATION. */
async function exportFairness(label: string, server: RunningServer, seed: (seeded: SeededBenchWedding) => Promise<void>) {
  const host = await seedBenchWedding(server.url);
  const guest = await seedBenchWedding(server.url);
  await seed(host);
  const quiet = await runLoad(`${label}: other wedding /full, quiet`, {
    url: `${server.url}/api/weddings/${guest.wedding.uniqueCode}/full`,
    connections: 10,
    duration: 5,
  });
  let exports = 0;
  let refused = 0;
  let exporting = true;
  const exporters = Array.from({ length: EXPORTERS }, async () => {
    while (exporting) {
      const { status } = await hostFetch(server, host, "/export");
      if (status === 200) exports++;
      else {
        refused++;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  });
  const busy = await runLoad(`${label}: other wedding /full, during exports`, {
    url: `${server.url}/api/weddings/${guest.wedding.uniqueCode}/full`,
    connections: 10,
    duration: DURATION,
  });
  exporting = false;
  await Promise.all(exporters);
  say(
    `(b) ${label}: another wedding's GET /full at 10 connections: quiet p99 ${quiet.p99} ms (${quiet.requestsPerSecond} req/s); ` +
      `while ${EXPORTERS} exporters streamed ${EXPORT_ROWS} responses: p99 ${busy.p99} ms, p50 ${busy.p50} ms (${busy.requestsPerSecond} req/s, non-2xx ${busy.non2xx}); ` +
      `${exports} full exports done, ${refused} refused`,
  );
}

async function seedThroughApi(server: RunningServer, seeded: SeededBenchWedding) {
  // PGlite is the server's own file: the rows go in through the host's entry route, 20 at a time.
  const { weddingId: _w, ...entry } = JSON.parse(rsvpBody(seeded)) as Record<string, unknown>;
  const body = JSON.stringify(entry);
  for (let done = 0; done < EXPORT_ROWS; done += 20) {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}/api/weddings/${seeded.wedding.id}/responses`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${seeded.wedding.hostKey}` },
          body,
        }),
      ),
    );
  }
}

async function main() {
  say(`${new Date().toISOString()} · node ${process.version} · ${ENGINES.join(", ")}`);
  const { postgres, databaseUrl } = await startBenchPostgres();
  try {
    const client = new pg.Client({ connectionString: databaseUrl });
    const server = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT: "false", LOG_LEVEL: "error" });
    try {
      await client.connect();
      await largeLists(server, client);
      if (ENGINES.includes("postgres")) {
        await exportFairness("PostgreSQL", server, async (seeded) => {
          const body = JSON.parse(rsvpBody(seeded)) as { partyMembers: unknown; responses: unknown };
          await client.query(
            `insert into responses (wedding_id, guest_name, guest_email, party_members, answers, edit_token_hash, submitted_at)
             select $1::uuid, 'Guest ' || n, 'guest' || n || '@example.com', $2::jsonb, $3::jsonb, 'x', now() - (n || ' seconds')::interval
             from generate_series(1, $4::int) as n`,
            [seeded.wedding.id, JSON.stringify(body.partyMembers), JSON.stringify(body.responses), EXPORT_ROWS],
          );
        });
      }
    } finally {
      await client.end();
      await server.stop();
    }
    if (ENGINES.includes("pglite")) {
      const onPglite = await startServer({ RATE_LIMIT: "false", LOG_LEVEL: "error" });
      try {
        await exportFairness("PGlite", onPglite, (seeded) => seedThroughApi(onPglite, seeded));
      } finally {
        await onPglite.stop();
        fs.rmSync(onPglite.dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    removePostgres(postgres);
  }
  fs.mkdirSync(new URL("./results", import.meta.url), { recursive: true });
  fs.writeFileSync(new URL("./results/host-reads-latest.md", import.meta.url), `${lines.join("\n")}\n`);
}

await main();
