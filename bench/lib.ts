import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { DEFAULT_QUESTIONS, type Question } from "../src/contract/question";
import type { CreatedWedding } from "../src/contract/wedding";
import { startPostgres, type PostgresServer } from "../src/server/test/postgres-server";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ok2xx: number;
  durationSeconds: number;
}

export interface SeededBenchWedding {
  wedding: CreatedWedding;
  questions: Question[];
}

/** A wedding with the default questions, created through the public API like a couple would. */
export async function seedBenchWedding(baseUrl: string, headers: Record<string, string> = {}): Promise<SeededBenchWedding> {
  const created = await fetch(`${baseUrl}/api/weddings`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ partner1: "Amelia", partner2: "Jonah", date: "2027-06-12", time: "15:30", venue: "Kew Gardens, London", timeZone: "Europe/London" }),
  });
  if (created.status !== 201) throw new Error(`create wedding: ${created.status} ${await created.text()}`);
  const wedding = (await created.json()) as CreatedWedding;
  const saved = await fetch(`${baseUrl}/api/weddings/${wedding.id}/questions`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${wedding.hostKey}`, ...headers },
    body: JSON.stringify({ questions: DEFAULT_QUESTIONS }),
  });
  if (saved.status !== 200) throw new Error(`save questions: ${saved.status}`);
  return { wedding, questions: (await saved.json()) as Question[] };
}

/** A realistic RSVP: a couple with a child, per-person meals, a dietary note. */
export function rsvpBody({ wedding, questions }: SeededBenchWedding): string {
  const id = (text: string) => questions.find((q) => q.question.toLowerCase().includes(text))!.id;
  return JSON.stringify({
    weddingId: wedding.id,
    guestName: "Priya Raman",
    guestEmail: "priya@example.com",
    guestPhone: "+44 7700 900123",
    partyMembers: [
      { id: "primary", name: "Priya Raman", relationship: "self", isPrimary: true },
      { id: "m1", name: "Tom Raman", relationship: "spouse" },
      { id: "m2", name: "Asha Raman", relationship: "child", age: 6 },
    ],
    responses: {
      [id("attend")]: "Yes, I'll be there!",
      [id("meal")]: { primary: "Vegetarian", m1: "Beef", m2: "Chicken" },
      [id("dietary")]: { m2: "No nuts, please" },
      [id("accommodation")]: "No, we have our own arrangements",
    },
  });
}

export async function runLoad(
  name: string,
  options: {
    url: string;
    method?: "GET" | "POST";
    body?: string;
    bodies?: string[];
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    idempotent?: boolean;
    /** Headers of the n-th request (e.g. the client address a proxy forwards). */
    headersOf?: (n: number) => Record<string, string>;
  },
): Promise<LoadResult> {
  let sent = 0;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    connections: options.connections ?? 50,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
    headers: options.body || options.bodies ? { "content-type": "application/json" } : {},
    body: options.body,
    requests:
      options.idempotent || options.bodies || options.headersOf
        ? [
            {
              setupRequest: (request) => {
                const n = sent++;
                return {
                  ...request,
                  // Several bodies take turns: several weddings (one alone would reach its 20,000-reply cap), or several names to look up.
                  ...(options.bodies ? { body: options.bodies[n % options.bodies.length] } : {}),
                  headers: { ...request.headers, ...(options.idempotent ? { "idempotency-key": randomUUID() } : {}), ...options.headersOf?.(n) },
                };
              },
            },
          ]
        : undefined,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ok2xx: result["2xx"],
    durationSeconds: result.duration,
  };
}

export async function countStored(baseUrl: string, wedding: CreatedWedding): Promise<number> {
  const response = await fetch(`${baseUrl}/api/responses/${wedding.uniqueCode}`, { headers: { authorization: `Bearer ${wedding.hostKey}` } });
  if (!response.ok) throw new Error(`list responses: ${response.status}`);
  return ((await response.json()) as unknown[]).length;
}

export function table(rows: LoadResult[]): string {
  const header = "| run | req/s | p50 ms | p99 ms | 2xx | non-2xx | errors |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |";
  return [header, ...rows.map((r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.ok2xx} | ${r.non2xx} | ${r.errors} |`)].join("\n");
}

/** A PostgreSQL of the bench's own with an empty `bench` database; remove it with removePostgres(postgres). */
export async function startBenchPostgres(options: Parameters<typeof startPostgres>[0] = {}): Promise<{ postgres: PostgresServer; databaseUrl: string }> {
  const postgres = await startPostgres(options);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("create database bench");
  await admin.end();
  return { postgres, databaseUrl: postgres.url.replace(/\/postgres$/, "/bench") };
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process, and what its reaped children used (cutime + cstime), in ms. */
export function cpuMs(pid: number, withReapedChildren = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // fields[0] is the state (stat field 3): utime is field 14, so index 11.
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
    const ticks = utime! + stime! + (withReapedChildren ? cutime! + cstime! : 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // gone between the listing and the read
  }
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) pids.push(Number(name));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/** All CPU the cluster used so far: the postmaster, its live children, and the children it reaped. */
export function postgresCpuMs(postmaster: number): number {
  return cpuMs(postmaster, true) + childrenOf(postmaster).reduce((sum, pid) => sum + cpuMs(pid), 0);
}

/** The process id of a bench PostgreSQL's postmaster, whose CPU postgresCpuMs adds up. */
export function postmasterPid(postgres: PostgresServer): number {
  return Number(fs.readFileSync(path.join(postgres.dir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
}
