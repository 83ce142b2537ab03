import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_QUESTIONS } from "../src/contract/question";
import { freshPostgresDatabase } from "./support/postgres-database";
import { startServer, type RunningServer } from "./support/server";

// An acknowledged RSVP is a promise to the guest: after a 2xx it must survive the server
// dying at any moment (kill -9, OOM, power to the container) and be there after restart.

export const IN_FLIGHT = 8;
const KILL_AFTER_ACKS = 300;
const KILL_AFTER_MS = 3_000;

/** What a file's tests leave behind (servers, folders, databases), undone after its last test. */
export const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new database on the suite's PostgreSQL, dropped when the file ends. */
async function freshDatabase(): Promise<string> {
  const database = await freshPostgresDatabase("kill");
  cleanups.push(database.drop);
  return database.url;
}

export async function api<T>(
  server: RunningServer,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** kill -9 while RSVPs stream in, on one engine (a file per engine, so the two run side by side). */
export function killDuringStream(engine: "pglite" | "postgres") {
  describe(`kill -9 during a stream of RSVPs (${engine})`, () => {
    it("loses no acknowledged response", { timeout: 180_000 }, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-kill-"));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env: Record<string, string> = { RATE_LIMIT: "false", WEB_DIST_DIR: path.join(dataDir, "no-web") };
      if (engine === "postgres") env.DATABASE_URL = await freshDatabase();

      const first = await startServer(env, dataDir);
      cleanups.push(() => first.stop("SIGKILL"));
      const created = await api<{ id: string; uniqueCode: string; hostKey: string }>(first, "POST", "/api/weddings", {
        partner1: "Ada",
        partner2: "Grace",
        date: "2027-09-18",
        time: "14:00",
        venue: "Register Office",
      });
      expect(created.status).toBe(201);
      const { id: weddingId, uniqueCode, hostKey } = created.json;
      const auth = { authorization: `Bearer ${hostKey}` };
      const questions = await api<Array<{ id: string; question: string }>>(
        first,
        "PUT",
        `/api/weddings/${weddingId}/questions`,
        { questions: DEFAULT_QUESTIONS },
        auth,
      );
      expect(questions.status).toBe(200);
      const attend = questions.json.find((q) => q.question.startsWith("Will you attend"))!.id;
      const meal = questions.json.find((q) => q.question === "Meal preference")!.id;

      const acknowledged = new Map<string, string>();
      let sent = 0;
      let settled = 0;
      let inFlightAtKill = 0;
      let killed = false;
      const started = Date.now();

      async function guest(worker: number) {
        for (let i = 0; ; i++) {
          const guestName = `Guest ${worker}-${i}`;
          sent++;
          try {
            const res = await fetch(`${first.url}/api/responses`, {
              method: "POST",
              headers: { "content-type": "application/json", "idempotency-key": `kill-test-${worker}-${i}-${randomBytes(4).toString("hex")}` },
              body: JSON.stringify({
                weddingId,
                guestName,
                guestEmail: `guest${worker}.${i}@example.com`,
                responses: { [attend]: "Yes, I'll be there!", [meal]: { primary: "Beef" } },
              }),
            });
            const body = (await res.json()) as { id?: string };
            settled++;
            if (res.status >= 200 && res.status < 300 && body.id) acknowledged.set(body.id, guestName);
            else throw new Error(`unexpected ${res.status} before the kill: ${JSON.stringify(body)}`);
          } catch (error) {
            // Once the server is gone every request fails; before that, a failure is a bug.
            if (killed) return;
            throw error;
          }
        }
      }

      async function killMidStream() {
        while (acknowledged.size < KILL_AFTER_ACKS && Date.now() - started < KILL_AFTER_MS) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        killed = true;
        inFlightAtKill = sent - settled;
        await first.stop("SIGKILL");
      }

      await Promise.all([killMidStream(), ...Array.from({ length: IN_FLIGHT }, (_, worker) => guest(worker))]);
      expect(first.process.signalCode).toBe("SIGKILL");
      expect(acknowledged.size).toBeGreaterThan(0);
      // Requests were still in flight when the server died.
      expect(inFlightAtKill).toBeGreaterThan(0);

      const second = await startServer(env, dataDir);
      cleanups.push(() => second.stop("SIGKILL"));
      const list = await api<Array<{ id: string; guestName: string }>>(second, "GET", `/api/responses/${uniqueCode}`, undefined, auth);
      expect(list.status).toBe(200);
      const stored = new Map(list.json.map((response) => [response.id, response.guestName]));
      const lost = [...acknowledged].filter(([id, name]) => stored.get(id) !== name);
      expect(lost, `${lost.length} of ${acknowledged.size} acknowledged responses lost`).toEqual([]);
      // Nothing is stored twice, and nothing beyond what was sent.
      expect(new Set(list.json.map((r) => r.guestName)).size).toBe(list.json.length);
      expect(list.json.length).toBeLessThanOrEqual(sent);
      console.info(`${engine}: ${acknowledged.size} acknowledged, ${list.json.length} stored, ${inFlightAtKill} in flight at kill -9`);

      // The restarted server still takes new answers.
      const after = await api<{ id: string }>(second, "POST", "/api/responses", {
        weddingId,
        guestName: "After restart",
        guestEmail: "after@example.com",
        responses: { [attend]: "Sorry, can't make it" },
      });
      expect(after.status).toBe(201);
      await second.stop("SIGTERM");
    });
  });
}
