// Automatic seating in a worker (issue 30's budgets: 300 guests, 30 tables, 40 rules: a plan with
// no broken hard rule in under 1 s; 1,000 guests, 100 tables: under 5 s). Each run starts a fresh
// worker through the page's own client (src/web/features/seating/seating-client.ts):
//  - in Debian's Chromium, the app's module worker bundled by Vite (e2e/support/seating-harness);
//  - in a node worker thread running the same message handler, bundled by Vite too.
// It times the worker's first message, the first message of the search phase (from then on a
// complete plan with no broken hard rule exists) and the outcome (best plan and two alternatives,
// seats ordered), checks the plan with checkPlan, and records the longest gap between the
// page's own 10 ms timer ticks meanwhile. Run: npm run bench:seating (BENCH_RUNS, default 5;
// BENCH_TARGETS=chromium,node).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { build } from "vite";
import { checkPlan } from "../src/contract/seating/check-plan";
import type { SeatingOutcome } from "../src/contract/seating/plan-seating";
import { type InstanceShape, seatingInstance } from "../src/contract/test/seating-instances";
import { startSeating, type WorkerLike } from "../src/web/features/seating/seating-client";
import { launchBrowser } from "../e2e/support/browser";
import { startSeatingHarness } from "../e2e/support/seating-harness";
import type { HarnessRun } from "../e2e/support/seating-harness/main";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = (process.env.BENCH_TARGETS ?? "chromium,node").split(",");
const SIZES = [
  { guests: 300, tables: 30, rules: 40, budgetMs: 1_000, budgetOf: "first plan" as const },
  { guests: 1_000, tables: 100, rules: 130, budgetMs: 5_000, budgetOf: "outcome" as const },
];

type Runner = (shape: InstanceShape, seed: number) => Promise<HarnessRun>;

/** The node target: the worker bundled and minified as the browser's is, so its start-up is a bundle's. */
async function nodeRunner(): Promise<{ run: Runner; close: () => void }> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "seating-worker-"));
  const entry = path.resolve(import.meta.dirname, "seating-node-worker.ts");
  await build({
    configFile: false,
    logLevel: "silent",
    build: { ssr: entry, outDir, minify: true, rollupOptions: { output: { entryFileNames: "worker.mjs" } } },
  });
  const makeWorker = (): WorkerLike => {
    const worker = new Worker(path.join(outDir, "worker.mjs"));
    const like: WorkerLike = { postMessage: (m) => worker.postMessage(m), terminate: () => void worker.terminate(), onmessage: null, onerror: null };
    worker.on("message", (data) => like.onmessage?.({ data }));
    worker.on("error", (error) => like.onerror?.({ message: error.message }));
    return like;
  };
  const run: Runner = async (shape, seed) => {
    const input = seatingInstance(shape);
    const started = performance.now();
    let [upMs, firstPlanMs, progressMessages, pageTicks, longestPageGapMs, last] = [NaN, NaN, 0, 0, 0, started];
    const timer = setInterval(() => {
      const now = performance.now();
      pageTicks++;
      longestPageGapMs = Math.max(longestPageGapMs, now - last);
      last = now;
    }, 10);
    const onProgress = (progress: { phase: string }) => {
      progressMessages++;
      if (Number.isNaN(upMs)) upMs = performance.now() - started;
      if (Number.isNaN(firstPlanMs) && progress.phase === "improving") firstPlanMs = performance.now() - started;
    };
    const { outcome } = await startSeating(input, { seed, mode: "replan", onProgress }, makeWorker).result;
    clearInterval(timer);
    return { outcome, upMs, firstPlanMs, totalMs: performance.now() - started, progressMessages, pageTicks, longestPageGapMs };
  };
  return { run, close: () => rmSync(outDir, { recursive: true, force: true }) };
}

async function chromiumRunner(): Promise<{ run: Runner; close: () => Promise<void> }> {
  const [harness, browser] = await Promise.all([startSeatingHarness(), launchBrowser()]);
  const page = await browser.newPage();
  await page.goto(harness.url);
  await page.waitForFunction(() => "seating" in window);
  const run: Runner = (shape, seed) => page.evaluate(([shape, seed]) => window.seating.run(shape, seed, "replan"), [shape, seed] as const);
  return { run, close: async () => (await browser.close(), await harness.close()) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const alternativesOf = (outcome: SeatingOutcome) =>
  outcome.status === "planned" ? outcome.alternatives.map((a) => `${a.score.total} (${a.differsFromBest} people with other tablemates)`).join(", ") : "";

console.log(
  `Automatic seating in a worker; ${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}`,
);
for (const target of TARGETS) {
  const runner = target === "chromium" ? await chromiumRunner() : await nodeRunner();
  console.log(`\n${target === "chromium" ? "Chromium module worker (Vite build)" : "node worker thread (Vite build)"}`);
  for (const size of SIZES) {
    const rows: HarnessRun[] = [];
    for (let seed = 1; seed <= RUNS; seed++) {
      const shape = { seed, guests: size.guests, tables: size.tables, rules: size.rules };
      const row = await runner.run(shape, seed);
      if (row.outcome.status !== "planned") throw new Error(`${row.outcome.status}: ${row.outcome.problems[0]?.text}`);
      const broken = checkPlan(seatingInstance(shape), row.outcome.best.placed).filter((v) => v.hard).length;
      rows.push(row);
      console.log(
        `  ${size.guests} guests / ${size.tables} tables / ${size.rules} rules, seed ${seed}: worker up ${ms(row.upMs)}, first plan ${ms(row.firstPlanMs)}, ` +
          `outcome ${ms(row.totalMs)}; hard rules broken ${broken}; score ${row.outcome.best.score.total}, alternatives ${alternativesOf(row.outcome)}; ` +
          `page's longest timer gap ${ms(row.longestPageGapMs)} (${row.pageTicks} ticks)`,
      );
    }
    const firsts = rows.map((r) => r.firstPlanMs);
    const totals = rows.map((r) => r.totalMs);
    const worst = Math.max(...(size.budgetOf === "first plan" ? firsts : totals));
    console.log(
      `  => first plan median ${ms(median(firsts))}, worst ${ms(Math.max(...firsts))}; outcome median ${ms(median(totals))}, worst ${ms(Math.max(...totals))}; ` +
        `budget (${size.budgetOf} < ${ms(size.budgetMs)}): ${worst < size.budgetMs ? "met" : "NOT met"}`,
    );
  }
  await runner.close();
}
console.log(
  `\nload average after: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}`,
);
