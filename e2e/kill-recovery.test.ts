import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { api, cleanups, IN_FLIGHT, killDuringStream } from "./kill-recovery-support";
import { startServer } from "./support/server";

// An acknowledged RSVP is a promise to the guest: after a 2xx it must survive the server
// dying at any moment (kill -9, OOM, power to the container) and be there after restart.
// PostgreSQL's kill -9: kill-recovery-postgres.test.ts.

killDuringStream("pglite");

describe("SIGTERM during a stream of RSVPs (pglite)", () => {
  it("finishes in-flight requests, exits 0, releases the data folder, and every acknowledged response is there", { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-kill-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { RATE_LIMIT: "false", WEB_DIST_DIR: path.join(dataDir, "no-web") };
    const first = await startServer(env, dataDir);
    cleanups.push(() => first.stop("SIGKILL"));
    const created = await api<{ id: string; uniqueCode: string; hostKey: string }>(first, "POST", "/api/weddings", {
      partner1: "Ada",
      partner2: "Grace",
      date: "2027-09-18",
      time: "14:00",
      venue: "Register Office",
    });
    const { id: weddingId, uniqueCode, hostKey } = created.json;

    const acknowledged = new Set<string>();
    const failures: string[] = [];
    let stopping = false;
    async function guest(worker: number) {
      for (let i = 0; ; i++) {
        try {
          const res = await fetch(`${first.url}/api/responses`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ weddingId, guestName: `Guest ${worker}-${i}`, guestEmail: `g${worker}.${i}@example.com`, responses: {} }),
          });
          const body = (await res.json()) as { id?: string };
          // While closing, the server may refuse new work with 503; it must never half-do it.
          if (res.status === 201 && body.id) acknowledged.add(body.id);
          else if (!(stopping && res.status === 503)) failures.push(`${res.status} ${JSON.stringify(body)}`);
        } catch {
          if (stopping) return;
          throw new Error("request failed before shutdown began");
        }
      }
    }
    const workers = Array.from({ length: IN_FLIGHT }, (_, worker) => guest(worker));
    while (acknowledged.size < 50) await new Promise((resolve) => setTimeout(resolve, 10));
    stopping = true;
    const exited = new Promise<number | null>((resolve) => first.process.once("exit", (code) => resolve(code)));
    first.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    await Promise.all(workers);
    expect(failures).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "app.lock"))).toBe(false);

    const second = await startServer(env, dataDir);
    cleanups.push(() => second.stop("SIGKILL"));
    const list = await api<Array<{ id: string }>>(second, "GET", `/api/responses/${uniqueCode}`, undefined, { authorization: `Bearer ${hostKey}` });
    const stored = new Set(list.json.map((response) => response.id));
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    await second.stop("SIGTERM");
  });
});
