// npm run bench:guest-list-exports: the guest list's two exports at the list's ceiling (5,000
// guests in 2,500 parties, one open seat in five), on PGlite in-process like `npm start`:
// GET /api/weddings/{id}/guest-list.csv and /invitations.zip (a QR PNG per party). For each:
// time to the first and last byte, size, the server's RSS peak while it streams, and how long
// another wedding's public read waits meanwhile (reads one after another, for the whole export).
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { connectPglite } from "../src/server/db/connect";
import { seedBenchWedding } from "./lib";

const PARTIES = Number(process.env.BENCH_PARTIES ?? 2_500);
const lines: string[] = [];
const say = (line: string) => (console.log(line), lines.push(line));

const database = await connectPglite(undefined);
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT: "false" }), database, logger: false });
const url = await app.listen({ port: 0, host: "127.0.0.1" });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(label: string, path: string, auth: string, otherCode: string) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  const heapBaseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  let heapPeak = heapBaseline;
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    peak = Math.max(peak, memory.rss);
    heapPeak = Math.max(heapPeak, memory.heapUsed);
  }, 5);
  let done = false;
  const waits: number[] = [];
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${url}/api/weddings/${otherCode}`)).arrayBuffer();
      waits.push(performance.now() - started);
      // A read every 20 ms: enough to see a stall, few enough not to fill the heap with garbage.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await fetch(url + path, { headers: { authorization: auth } });
  let bytes = 0;
  let firstByte = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.value.length;
  }
  const total = performance.now() - started;
  done = true;
  await probe;
  clearInterval(sampler);
  const mb = (n: number) => (n / 1e6).toFixed(2);
  say(
    `| ${label} | ${response.status} | ${mb(bytes)} MB | ${firstByte.toFixed(0)} ms | ${total.toFixed(0)} ms | +${mb(peak - baseline)} MB (JS heap +${mb(heapPeak - heapBaseline)} MB) | ` +
      `${percentile(waits, 50).toFixed(1)} / ${percentile(waits, 99).toFixed(1)} ms (${waits.length} reads) |`,
  );
}

try {
  const seeded = await seedBenchWedding(url);
  const other = await seedBenchWedding(url);
  const auth = `Bearer ${seeded.wedding.hostKey}`;
  const parties = Array.from({ length: PARTIES }, (_, i) => ({
    guests: [
      { firstName: "Maria", lastName: `Family${i}`, email: `family${i}@example.com` },
      { firstName: "José", lastName: `Family${i}` },
    ],
    extraSeats: i % 5 === 0 ? 1 : 0,
    side: i % 2 ? "bride" : "groom",
    tags: ["Family"],
  }));
  const imported = await fetch(`${url}/api/weddings/${seeded.wedding.id}/parties/import`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: auth },
    body: JSON.stringify({ parties }),
  });
  if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);

  say(`Guest-list exports, ${PARTIES} parties / ${PARTIES * 2} guests (PGlite, in-process; ${new Date().toISOString().slice(0, 10)})`);
  say("| export | status | size | first byte | last byte | RSS peak | another wedding's read p50 / p99 |");
  say("|---|---|---|---|---|---|---|");
  await measure("guest-list.csv", `/api/weddings/${seeded.wedding.id}/guest-list.csv`, auth, other.wedding.uniqueCode);
  await measure("invitations.zip", `/api/weddings/${seeded.wedding.id}/invitations.zip`, auth, other.wedding.uniqueCode);
  fs.mkdirSync(new URL("./results", import.meta.url), { recursive: true });
  fs.writeFileSync(new URL("./results/guest-list-exports-latest.md", import.meta.url), `${lines.join("\n")}\n`);
} finally {
  await app.close();
  await database.close();
}
