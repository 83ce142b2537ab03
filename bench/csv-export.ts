// Export of 10,000 responses: time to the last byte and the server's peak memory while
// streaming, on PGlite (in-process, like `npm start`), as CSV and then as an Excel workbook
// (?format=xlsx) in the same run, so the ratio stands even on a busy machine.
// Run: npx tsx bench/csv-export.ts
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { connectPglite } from "../src/server/db/connect";
import { rsvpBody, seedBenchWedding } from "./lib";

const COUNT = Number(process.env.BENCH_ROWS ?? 10_000);

const database = await connectPglite(undefined);
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT: "false" }), database, logger: false });
const url = await app.listen({ port: 0, host: "127.0.0.1" });
try {
  const seeded = await seedBenchWedding(url);
  const body = JSON.parse(rsvpBody(seeded)) as { partyMembers: unknown; responses: unknown };
  // Rows straight into the table: the benchmark is the export, not the submit path.
  await database.db.execute(sql`
    insert into responses (wedding_id, guest_name, guest_email, party_members, answers, edit_token_hash, submitted_at)
    select ${seeded.wedding.id}::uuid, 'Guest ' || n, 'guest' || n || '@example.com', ${JSON.stringify(body.partyMembers)}::jsonb,
           ${JSON.stringify(body.responses)}::jsonb, 'x', now() - (n || ' seconds')::interval
    from generate_series(1, ${COUNT}) as n`);

  const exportOnce = async (label: string, query: string) => {
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    const response = await fetch(`${url}/api/responses/${seeded.wedding.uniqueCode}/export${query}`, {
      headers: { authorization: `Bearer ${seeded.wedding.hostKey}` },
    });
    let bytes = 0;
    let firstByte = 0;
    let lines = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByte) firstByte = performance.now() - started;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines++;
    }
    const total = performance.now() - started;
    clearInterval(sampler);
    const rows = label === "CSV" ? `${lines - 1} data rows, ` : "";
    console.log(
      `${label} export of ${COUNT} responses (PGlite, in-process): status ${response.status}, ${rows}${(bytes / 1e6).toFixed(2)} MB, ` +
        `first byte ${firstByte.toFixed(0)} ms, last byte ${total.toFixed(0)} ms, RSS peak +${((peak - baseline) / 1e6).toFixed(1)} MB over ${(baseline / 1e6).toFixed(0)} MB`,
    );
    return total;
  };
  // A server loads exceljs with its first workbook (exports/xlsx.ts); load it first, as a server that has made one has.
  const loading = performance.now();
  await import("exceljs");
  console.log(`exceljs loaded in ${(performance.now() - loading).toFixed(0)} ms (once per process, with the first workbook)`);
  const csv = await exportOnce("CSV", "");
  const xlsx = await exportOnce("Excel workbook", "?format=xlsx");
  console.log(`Workbook / CSV, last byte: ${(xlsx / csv).toFixed(2)}x`);
} finally {
  await app.close();
  await database.close();
}
