// npm run bench:live: how long after a guest's write the couple sees it. For each change
// (a new RSVP, a guest's edit, a host's delete) it times the write's answer, the server-sent
// event reaching a listener, and the change on an open responses page in Chromium (a
// MutationObserver stamps the moment the card appears, changes name, or goes).
// Two set-ups: one server on PGlite, and two servers on one PostgreSQL where the writes go to
// one and the couple watches the other (the event crosses LISTEN/NOTIFY).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { DESKTOP, launchBrowser } from "../e2e/support/browser";
import { startServer, type RunningServer } from "../e2e/support/server";
import { removePostgres, startPostgres } from "../src/server/test/postgres-server";
import { rsvpBody, seedBenchWedding, type SeededBenchWedding } from "./lib";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
type Kind = "create" | "edit" | "delete";

interface Sample {
  kind: Kind;
  answered: number;
  event: number;
  screen: number;
}

/** Reads the host's event stream, stamping when each event arrives. */
async function listen(server: RunningServer, seed: SeededBenchWedding, arrivals: number[]): Promise<AbortController> {
  const abort = new AbortController();
  const response = await fetch(`${server.url}/api/responses/${seed.wedding.uniqueCode}/events`, {
    headers: { authorization: `Bearer ${seed.wedding.hostKey}` },
    signal: abort.signal,
  });
  if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
  void (async () => {
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const line of decoder.decode(value).split("\n")) if (line.startsWith("event:")) arrivals.push(Date.now());
      }
    } catch {
      // Aborted at the end.
    }
  })();
  return abort;
}

/** A string, not a function: tsx's name-keeping helpers do not exist inside the page. */
const OBSERVER = `(() => {
  window.__seen = {};
  const names = () => new Set([...document.querySelectorAll("article[aria-label]")].map((a) => a.getAttribute("aria-label")));
  let before = names();
  new MutationObserver(() => {
    const now = names();
    for (const name of now) if (!before.has(name)) window.__seen["+" + name] ??= Date.now();
    for (const name of before) if (!now.has(name)) window.__seen["-" + name] ??= Date.now();
    before = now;
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
})()`;

async function seenAt(page: Page, key: string): Promise<number> {
  const handle = await page.waitForFunction(`window.__seen[${JSON.stringify(key)}]`, undefined, { timeout: 10_000, polling: 20 });
  return (await handle.jsonValue()) as number;
}

async function measure(label: string, writer: RunningServer, watcher: RunningServer, page: Page, existing = 0): Promise<string> {
  const seed = await seedBenchWedding(writer.url);
  const body = JSON.parse(rsvpBody(seed)) as Record<string, unknown>;
  // Replies already in: each refetch then carries the whole list (about 500 bytes a reply).
  for (let i = 0; i < existing; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, existing - i) }, (_, j) =>
        fetch(`${writer.url}/api/responses`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...body, guestName: `Earlier ${i + j}` }),
        }),
      ),
    );
  }
  const arrivals: number[] = [];
  const stream = await listen(watcher, seed, arrivals);
  const context = page.context();
  await context.request.post(`${watcher.url}/api/host/session`, { data: { code: seed.wedding.uniqueCode, hostKey: seed.wedding.hostKey } });
  await page.goto(`${watcher.url}/responses/${seed.wedding.uniqueCode}`);
  await page.getByText("Live: new replies appear automatically").waitFor();
  await page.evaluate(OBSERVER);
  const samples: Sample[] = [];

  async function timed(kind: Kind, key: string, write: () => Promise<Response>): Promise<Response> {
    const eventsBefore = arrivals.length;
    const start = Date.now();
    const response = await write();
    const answered = Date.now() - start;
    if (!response.ok) throw new Error(`${kind}: ${response.status} ${await response.text()}`);
    const screen = (await seenAt(page, key)) - start;
    while (arrivals.length === eventsBefore) await new Promise((resolve) => setTimeout(resolve, 5));
    samples.push({ kind, answered, event: arrivals[eventsBefore]! - start, screen });
    // Apart, so each change is its own event and its own refetch.
    await new Promise((resolve) => setTimeout(resolve, 150));
    return response;
  }

  for (let round = 0; round < ROUNDS; round++) {
    const name = `Guest ${round}`;
    const created = await timed("create", `+${name}`, () =>
      fetch(`${writer.url}/api/responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...body, guestName: name }),
      }),
    );
    const { id, editToken } = (await created.json()) as { id: string; editToken: string };
    const { weddingId: _w, ...edit } = body;
    await timed("edit", `+${name} (edited)`, () =>
      fetch(`${writer.url}/api/responses/${id}/guest`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...edit, guestName: `${name} (edited)`, editToken }),
      }),
    );
    await timed("delete", `-${name} (edited)`, () =>
      fetch(`${writer.url}/api/responses/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${seed.wedding.hostKey}` } }),
    );
  }
  // A burst: fifty replies at once (the invitations just went out). When is the last one on screen?
  const BURST = 50;
  const burstStart = Date.now();
  await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      fetch(`${writer.url}/api/responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...body, guestName: `Burst ${i}` }),
      }),
    ),
  );
  const burstAnswered = Date.now() - burstStart;
  // The count, not the cards: with a long list only the newest cards are drawn at first.
  const total = JSON.stringify((existing + BURST).toLocaleString("en"));
  await page.waitForFunction(`document.querySelector('[data-testid="count-Total responses"]')?.textContent === ${total}`, undefined, {
    timeout: 10_000,
    polling: 10,
  });
  const lastSeen = Date.now();
  stream.abort();

  const stat = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
    return `${at(0.5)} / ${at(0.95)} / ${sorted.at(-1)}`;
  };
  const rows = (["create", "edit", "delete"] as const).map((kind) => {
    const of = samples.filter((sample) => sample.kind === kind);
    return `| ${label} | ${kind} (${of.length}) | ${stat(of.map((s) => s.answered))} | ${stat(of.map((s) => s.event))} | ${stat(of.map((s) => s.screen))} |`;
  });
  rows.push(`| ${label} | burst of ${BURST} at once | all answered ${burstAnswered} | | last on screen ${lastSeen - burstStart} |`);
  return rows.join("\n");
}

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-live-dist-"));
execFileSync(process.execPath, [path.join(import.meta.dirname, "../scripts/build-if-stale.mjs")], {
  env: { ...process.env, WEB_DIST_DIR: distDir },
  stdio: "inherit",
});
const env = { WEB_DIST_DIR: distDir, RATE_LIMIT: "false", LOG_LEVEL: "error" };
const browser = await launchBrowser();
const postgres = await startPostgres({ durable: true });
const servers: RunningServer[] = [];
try {
  // bypassCSP: the timing probes are evaluated strings, which the app's CSP rightly refuses.
  const page = await (await browser.newContext({ viewport: DESKTOP, bypassCSP: true })).newPage();
  const lines = ["| set-up | change | write answered (ms) | event received (ms) | on the couple's screen (ms) |", "| --- | --- | --- | --- | --- |"];

  const pglite = await startServer(env);
  servers.push(pglite);
  lines.push(await measure("PGlite, one server", pglite, pglite, page));
  lines.push(await measure("PGlite, one server, 2,000 replies already in", pglite, pglite, page, 2_000));

  const [writer, watcher] = await Promise.all([startServer({ ...env, DATABASE_URL: postgres.url }), startServer({ ...env, DATABASE_URL: postgres.url })]);
  servers.push(writer, watcher);
  lines.push(await measure("PostgreSQL, write to one server, watch another", writer, watcher, page));

  console.log(`Write to screen, p50 / p95 / max over ${ROUNDS} of each change, timed from the moment the write is sent (Chromium ${browser.version()}):\n`);
  console.log(lines.join("\n"));
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
  removePostgres(postgres);
  fs.rmSync(distDir, { recursive: true, force: true });
}
