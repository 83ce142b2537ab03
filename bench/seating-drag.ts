// npm run bench:seating-drag: dragging on the seating screen with 300 guests on it, in Chromium
// (production build). Budget (issue 30): frame gaps p95 under 20 ms while dragging. Also counts
// the React components each commit re-renders during the drag (through the DevTools hook, which
// the production build still calls), the measure of the memoized table cards and person lines
// (docs/decisions/0041-drag-and-drop.md).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SeatingView } from "../src/contract/seating-plan";
import { createGuestWedding } from "../e2e/guest-support";
import { createParty } from "../e2e/invitation-support";
import { launchBrowser } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";

const HOUSEHOLDS = 100; // of three: 300 guests
const TABLES = 30; // of ten
const SEATED_HOUSEHOLDS = 80; // 240 seated, 60 on the unseated list
const DRAG_MS = Number(process.env.BENCH_DRAG_MS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-drag-dist-"));
execFileSync(process.execPath, [path.join(import.meta.dirname, "../scripts/build-if-stale.mjs")], {
  env: { ...process.env, WEB_DIST_DIR: distDir },
  stdio: "inherit",
});
const server = await startServer({ WEB_DIST_DIR: distDir, RATE_LIMIT: "false" });
const browser = await launchBrowser();
try {
  const guest = await createGuestWedding(server.url);
  const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${guest.wedding.hostKey}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  for (let i = 0; i < HOUSEHOLDS; i += 10)
    await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        createParty(server.url, guest, {
          name: `The Family ${i + j + 1}`,
          guests: ["Alex", "Sam", "Kim"].map((firstName) => ({ firstName, lastName: `Family${i + j + 1}` })),
        }),
      ),
    );
  const base = `/api/weddings/${guest.wedding.id}/seating`;
  let plan = await api<SeatingView>("POST", `${base}/tables`, { version: 0, count: TABLES, shape: "round", seats: 10 });
  const parties = [...new Set(plan.people.map((person) => person.partyId))];
  for (let i = 0; i < SEATED_HOUSEHOLDS; i++) {
    const keys = plan.people.filter((person) => person.partyId === parties[i]).map((person) => person.key);
    plan = await api<SeatingView>("POST", `${base}/moves`, { version: plan.version, personKeys: keys, tableId: plan.tables[Math.floor(i / 3)]!.id });
  }
  if (plan.people.length !== HOUSEHOLDS * 3) throw new Error(`expected ${HOUSEHOLDS * 3} people, got ${plan.people.length}`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.request.post(`${server.url}/api/host/session`, { data: { code: guest.wedding.uniqueCode, hostKey: guest.wedding.hostKey } });
  // Before React loads: a DevTools hook that counts, per commit, the components that rendered
  // (React DevTools' own test: a fiber with PerformedWork whose subtree was not reused whole).
  await context.addInitScript(`(() => {
    const counts = [];
    window.__renderCounts = counts;
    const walk = (fiber) => {
      let n = 0;
      const stack = [fiber];
      while (stack.length) {
        const next = stack.pop();
        const component = typeof next.type === "function" || (typeof next.type === "object" && next.type !== null);
        if (component && (!next.alternate || (next.flags & 1))) n++;
        if (next.alternate && next.child === next.alternate.child) continue;
        for (let child = next.child; child; child = child.sibling) stack.push(child);
      }
      return n;
    };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, renderers: new Map(), isDisabled: false, checkDCE() {},
      inject() { return 1; }, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id, root) { if (window.__counting) counts.push(walk(root.current)); },
    };
  })()`);
  const page = await context.newPage();
  await page.goto(`${server.url}/seating/${guest.wedding.uniqueCode}`);
  await page.getByText("Live: changes on your other screens show here.").waitFor();
  const shown = await page.locator('input[type="checkbox"][id^="person-"]').count();

  // Main-thread time, which a loaded machine inflates less than the wall clock between frames.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const busy = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const of = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return { task: of("TaskDuration") * 1000, script: of("ScriptDuration") * 1000 };
  };
  const results: { gaps: number[]; renders: number[]; taskMs: number; scriptMs: number; wallMs: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.evaluate("window.scrollTo(0, 0)");
    const handle = page.getByRole("button", { name: /^Move The Family \d+, all 3$/ }).first();
    const from = (await handle.boundingBox())!;
    // The table cards in view, across their people's lines, to drag over.
    const cards = await page.locator('[data-drop="table"]').evaluateAll((els) =>
      els
        .map((el) => el.getBoundingClientRect())
        .flatMap((rect) => [100, 220, 340].map((down) => ({ x: rect.left + rect.width / 2, y: Math.min(rect.top + down, rect.bottom - 20) })))
        // Away from the window's edges, where dnd-kit scrolls the page (a different measure).
        .filter((point) => point.y > 180 && point.y < 620),
    );
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 3 });
    await page.evaluate(`(() => {
      window.__counting = true;
      window.__renderCounts.length = 0;
      window.__frames = [];
      let last = performance.now();
      window.__recording = true;
      const tick = (now) => { window.__frames.push(now - last); last = now; if (window.__recording) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);
    const started = Date.now();
    const before = await busy();
    for (let i = 0; Date.now() - started < DRAG_MS; i++) {
      const to = cards[i % cards.length];
      if (!to) throw new Error("no table card in view");
      await page.mouse.move(to.x + ((i * 37) % 60) - 30, to.y + ((i * 53) % 40) - 20, { steps: 12 });
    }
    const measured = (await page.evaluate(`(() => {
      window.__recording = false;
      window.__counting = false;
      return { gaps: window.__frames.slice(1), renders: window.__renderCounts.slice() };
    })()`)) as { gaps: number[]; renders: number[] };
    const after = await busy();
    const wallMs = Date.now() - started;
    await page.keyboard.press("Escape"); // cancel: nothing is written
    await page.mouse.up();
    results.push({ ...measured, taskMs: after.task - before.task, scriptMs: after.script - before.script, wallMs });
  }
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  };
  console.log(
    `Seating screen, ${plan.people.length} guests (${shown} person lines on the page), ${TABLES} tables, Chromium ${browser.version()}, 1280x800, ` +
      `dragging a household across the tables for ${DRAG_MS / 1000} s, ${RUNS} runs:`,
  );
  for (const [i, { gaps, renders, taskMs, scriptMs, wallMs }] of results.entries())
    console.log(
      `  run ${i + 1}: ${gaps.length} frames, gaps p50 ${pct(gaps, 0.5).toFixed(1)} ms / p95 ${pct(gaps, 0.95).toFixed(1)} ms / max ${Math.max(...gaps).toFixed(1)} ms; ` +
        `${renders.length} React commits, components rendered per commit p50 ${pct(renders, 0.5)} / max ${Math.max(0, ...renders)}; ` +
        `page main thread busy ${taskMs.toFixed(0)} ms of ${wallMs} ms (script ${scriptMs.toFixed(0)} ms), ${(taskMs / gaps.length).toFixed(1)} ms a frame`,
    );
  const all = results.flatMap((result) => result.gaps);
  console.log(
    `  all runs: gaps p50 ${pct(all, 0.5).toFixed(1)} ms, p95 ${pct(all, 0.95).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms (budget: p95 < 20 ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(distDir, { recursive: true, force: true });
}
