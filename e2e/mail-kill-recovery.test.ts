import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { OutboxPage } from "../src/contract/mail";
import { DEFAULT_QUESTIONS } from "../src/contract/question";
import { SMTP_CONNECTIONS } from "../src/server/features/mail/transport";
import { SmtpSink } from "../src/server/test/smtp-sink";
import { freshPostgresDatabase } from "./support/postgres-database";
import { startServer, type RunningServer } from "./support/server";

// A queued message is a promise to a guest: killing the app in the middle of a batch must lose
// none, and may repeat at most the messages it was sending at that instant (docs/decisions/0013).

const MESSAGES = 200;
const KILL_AFTER = 40;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new database on the suite's PostgreSQL, dropped when the file ends. */
async function freshDatabase(): Promise<string> {
  const database = await freshPostgresDatabase("mailkill");
  cleanups.push(database.drop);
  return database.url;
}

async function api<T>(server: RunningServer, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function until(done: () => boolean | Promise<boolean>, everyMs = 25): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}

describe.each(["pglite", "postgres"] as const)("kill -9 in the middle of a batch of mail (%s)", (engine) => {
  it("delivers every message after the restart, repeating at most those in flight", { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-mail-kill-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const sink = await new SmtpSink().start();
    cleanups.push(() => sink.stop());
    const env: Record<string, string> = {
      RATE_LIMIT: "false",
      WEB_DIST_DIR: path.join(dataDir, "no-web"),
      PUBLIC_URL: "http://rsvp.test",
      SMTP_URL: sink.url,
      MAIL_FROM: "Forever RSVP <rsvp@rsvp.test>",
      // Slow enough that the kill lands mid-batch; a short lease so the dead instance's claims come back quickly.
      MAIL_RATE_PER_SECOND: "50",
      MAIL_DOMAIN_RATE_PER_SECOND: "50",
      MAIL_CLAIM_LEASE_SECONDS: "2",
      MAIL_POLL_SECONDS: "0.5",
      MAIL_RETRY_BASE_SECONDS: "0.2",
    };
    if (engine === "postgres") env.DATABASE_URL = await freshDatabase();

    // The 200 replies are stored with sending switched off, so the batch is waiting when sending starts.
    const holding = await startServer({ ...env, MAIL_SENDING: "off" }, dataDir);
    cleanups.push(() => holding.stop("SIGKILL"));
    const wedding = await api<{ id: string; hostKey: string }>(holding, "POST", "/api/weddings", {
      partner1: "Ada",
      partner2: "Grace",
      date: "2027-09-18",
      time: "14:00",
      venue: "Register Office",
    });
    const auth = { authorization: `Bearer ${wedding.hostKey}` };
    const questions = await api<Array<{ id: string; question: string }>>(
      holding,
      "PUT",
      `/api/weddings/${wedding.id}/questions`,
      { questions: DEFAULT_QUESTIONS },
      auth,
    );
    const attend = questions.find((q) => q.question.startsWith("Will you attend"))!.id;
    const meal = questions.find((q) => q.question === "Meal preference")!.id;
    for (let i = 0; i < MESSAGES; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          api(holding, "POST", "/api/responses", {
            weddingId: wedding.id,
            guestName: `Guest ${i + j}`,
            guestEmail: `guest${i + j}@example.com`,
            responses: { [attend]: "Yes, I'll be there!", [meal]: { primary: "Beef" } },
          }),
        ),
      );
    }
    await holding.stop("SIGTERM");
    expect(sink.received).toHaveLength(0);

    const first = await startServer(env, dataDir);
    cleanups.push(() => first.stop("SIGKILL"));
    await until(() => sink.received.length >= KILL_AFTER);
    await first.stop("SIGKILL");
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeLessThan(MESSAGES);

    const second = await startServer(env, dataDir);
    cleanups.push(() => second.stop("SIGKILL"));
    const unique = () => new Set(sink.received.map((mail) => mail.messageId)).size;
    await until(() => unique() === MESSAGES);
    const allSent = async () => {
      for (let after: string | null = ""; after !== null;) {
        const page: OutboxPage = await api<OutboxPage>(second, "GET", `/api/weddings/${wedding.id}/outbox${after ? `?after=${after}` : ""}`, undefined, auth);
        if (page.messages.some((message) => message.status !== "sent")) return false;
        after = page.nextCursor;
      }
      return true;
    };
    // Each look reads the whole Outbox from the server that is sending: a few a second, not forty.
    await until(allSent, 250);
    const duplicates = sink.received.length - unique();
    console.info(`${engine}: ${beforeRestart} received before kill -9, ${sink.received.length} in all, ${duplicates} repeated`);
    expect(duplicates).toBeLessThanOrEqual(SMTP_CONNECTIONS);
    await second.stop("SIGTERM");
  });
});
