// npm run bench:mail: the outbox's drain rate to a local SMTP sink, and what queuing a guest's
// confirmation adds to the RSVP submit's insert, side by side, on PostgreSQL and PGlite. See bench/README.md.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/server/app";
import { loadConfig, type Config } from "../src/server/config";
import { connectPglite, connectPostgres, type Database } from "../src/server/db/connect";
import { outboxMessages } from "../src/server/db/schema";
import { MAIL_BOUNDS } from "../src/server/features/mail/admission";
import { guestConfirmationRow } from "../src/server/features/mail/confirmation-draft";
import { insertResponse, type InsertValues } from "../src/server/features/responses/repository";
import { SmtpSink } from "../src/server/test/smtp-sink";
import { removePostgres } from "../src/server/test/postgres-server";
import { rsvpBody, startBenchPostgres, type SeededBenchWedding } from "./lib";

const DRAIN_MESSAGES = Number(process.env.BENCH_MAIL_MESSAGES ?? 1000);
const SUBMITS = Number(process.env.BENCH_MAIL_SUBMITS ?? 3000);
const DOMAINS = 50;

function config(smtpUrl: string | undefined, mail: Partial<Config["mail"]> = {}): Config {
  const base = loadConfig({ DATA_DIR: "/nonexistent-bench", LOG_LEVEL: "silent", RATE_LIMIT: "false", PUBLIC_URL: "http://rsvp.bench" });
  return { ...base, mail: { ...base.mail, smtpUrl, ...mail } };
}

async function seed(database: Database): Promise<SeededBenchWedding> {
  const app = await buildApp({ config: config(undefined), database, logger: false });
  const created = await app.inject({
    method: "POST",
    url: "/api/weddings",
    payload: { partner1: "Amelia", partner2: "Jonah", date: "2027-06-12", time: "15:30", venue: "Kew Gardens, London", timeZone: "Europe/London" },
  });
  const wedding = created.json();
  const { DEFAULT_QUESTIONS } = await import("../src/contract/question");
  const saved = await app.inject({
    method: "PUT",
    url: `/api/weddings/${wedding.id}/questions`,
    headers: { authorization: `Bearer ${wedding.hostKey}` },
    payload: { questions: DEFAULT_QUESTIONS },
  });
  await app.close();
  return { wedding, questions: saved.json() };
}

/**
 * Queues `count` confirmations (held: no mail server), then times a fresh app draining them into the sink.
 * A wedding sends at most MAIL_BOUNDS.weddingConfirmations guest confirmations a day, and an address
 * 3 (docs/decisions/0021): the messages are spread over enough fresh weddings, each run to its own
 * addresses, so every one of them is sent and the figure is the drain's, admission included.
 */
async function drain(database: Database, sink: SmtpSink, mail: Partial<Config["mail"]>, run: string): Promise<number> {
  const holding = await buildApp({ config: config(undefined), database, logger: false });
  const perWedding = MAIL_BOUNDS.weddingConfirmations;
  const weddings: SeededBenchWedding[] = [];
  while (weddings.length * perWedding < DRAIN_MESSAGES) weddings.push(await seed(database));
  const bodies = weddings.map((seeded) => JSON.parse(rsvpBody(seeded)) as Record<string, unknown>);
  const start = sink.received.length;
  for (let i = 0; i < DRAIN_MESSAGES; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, DRAIN_MESSAGES - i) }, (_, j) =>
        holding.inject({
          method: "POST",
          url: "/api/responses",
          payload: { ...bodies[Math.floor((i + j) / perWedding)], guestEmail: `${run}${i + j}@d${(i + j) % DOMAINS}.example.org` },
        }),
      ),
    );
  }
  await holding.close();
  const began = performance.now();
  const sending = await buildApp({ config: config(sink.url, { pollMs: 200, ...mail }), database, logger: false });
  await sink.waitForCount(start + DRAIN_MESSAGES);
  const seconds = (performance.now() - began) / 1000;
  await sending.close();
  return DRAIN_MESSAGES / seconds;
}

function p(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The submit's one statement with and without its confirmation, interleaved so both see the same machine. */
async function submitCost(database: Database, seeded: SeededBenchWedding) {
  const body = JSON.parse(rsvpBody(seeded)) as {
    guestName: string;
    guestEmail: string;
    partyMembers: InsertValues["partyMembers"];
    responses: InsertValues["answers"];
  };
  const mailConfig = { config: config(undefined) };
  const times = { without: [] as number[], with: [] as number[] };
  for (let i = 0; i < SUBMITS * 2; i++) {
    const withMail = i % 2 === 1;
    const values: InsertValues = {
      weddingId: seeded.wedding.id,
      guestName: body.guestName,
      guestEmail: body.guestEmail,
      guestPhone: null,
      partyMembers: body.partyMembers,
      answers: body.responses,
      sideAssignment: null,
      editTokenHash: randomUUID(),
      idempotencyKey: randomUUID(),
      bodyHash: null,
      // The guest's language travels in the same insert (issue 16).
      locale: "es",
    };
    const began = performance.now();
    const mail = withMail
      ? guestConfirmationRow(mailConfig, { weddingId: seeded.wedding.id, guestEmail: body.guestEmail, guestName: body.guestName, editToken: "t" })
      : undefined;
    await insertResponse(database.db, values, mail);
    (withMail ? times.with : times.without).push(performance.now() - began);
  }
  const summary = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: p(sorted, 0.5), p99: p(sorted, 0.99) };
  };
  return { without: summary(times.without), with: summary(times.with) };
}

async function run(label: string, database: Database, sink: SmtpSink, lines: string[]) {
  const seeded = await seed(database);
  const cost = await submitCost(database, seeded);
  // The measured inserts queued confirmations too: they are not part of the drain.
  await database.db.delete(outboxMessages);
  const fmt = (ms: number) => ms.toFixed(2);
  lines.push(
    `| ${label} | ${fmt(cost.without.p50)} / ${fmt(cost.without.p99)} | ${fmt(cost.with.p50)} / ${fmt(cost.with.p99)} | ${fmt(cost.with.p99 - cost.without.p99)} |`,
  );
  const defaults = await drain(database, sink, {}, "default");
  const unthrottled = await drain(database, sink, { ratePerSecond: 10_000, domainRatePerSecond: 10_000 }, "raised");
  lines.push(
    `| ${label} drain (${DRAIN_MESSAGES} confirmations, ${DOMAINS} domains) | default throttles: ${defaults.toFixed(0)} msg/s | throttles raised: ${unthrottled.toFixed(0)} msg/s | |`,
  );
}

async function main() {
  const sink = await new SmtpSink({ parse: false }).start();
  const lines = [
    `${new Date().toISOString()} · ${SUBMITS} inserts each way · node ${process.version}`,
    "",
    "| engine | insert without mail p50 / p99 (ms) | with its confirmation p50 / p99 (ms) | added p99 (ms) |",
    "| --- | --- | --- | --- |",
  ];
  const { postgres, databaseUrl } = await startBenchPostgres({ durable: true });
  try {
    const database = await connectPostgres(databaseUrl, 10);
    await run("PostgreSQL", database, sink, lines);
    await database.close();
  } finally {
    removePostgres(postgres);
  }
  const pglite = await connectPglite(undefined);
  await run("PGlite", pglite, sink, lines);
  await pglite.close();
  await sink.stop();
  console.log(lines.join("\n"));
}

await main();
