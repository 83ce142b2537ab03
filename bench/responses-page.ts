// npm run bench:page: the host's responses page with 2,000 responses in Chromium (production
// build): first paint, first card, and frame gaps while scrolling.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createGuestWedding } from "../e2e/guest-support";
import { DESKTOP, launchBrowser } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";
import { rsvpBody } from "./lib";

const COUNT = Number(process.env.BENCH_ROWS ?? 2_000);
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-page-dist-"));
execFileSync(process.execPath, [path.join(import.meta.dirname, "../scripts/build-if-stale.mjs")], {
  env: { ...process.env, WEB_DIST_DIR: distDir },
  stdio: "inherit",
});
const server = await startServer({ WEB_DIST_DIR: distDir, RATE_LIMIT: "false" });
const browser = await launchBrowser();
try {
  const guest = await createGuestWedding(server.url);
  const body = JSON.parse(rsvpBody(guest));
  for (let i = 0; i < COUNT; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, COUNT - i) }, (_, j) =>
        fetch(`${server.url}/api/responses`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...body, guestName: `Guest ${i + j}`, guestEmail: `guest${i + j}@example.com` }),
        }),
      ),
    );
  }
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.request.post(`${server.url}/api/host/session`, { data: { code: guest.wedding.uniqueCode, hostKey: guest.wedding.hostKey } });

  // A couple on a phone's 4G link (9 Mbit/s down, 60 ms round trips): here the list's bytes count.
  const slow = await context.newPage();
  const cdp = await context.newCDPSession(slow);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 60,
    downloadThroughput: (9_000_000 / 8) * 0.9,
    uploadThroughput: (1_500_000 / 8) * 0.9,
  });
  const slowStart = Date.now();
  await slow.goto(`${server.url}/responses/${guest.wedding.uniqueCode}`);
  await slow.getByRole("article").first().waitFor({ timeout: 60_000 });
  const firstCardOn4g = Date.now() - slowStart;
  const listBytes = await slow.evaluate(
    `performance.getEntriesByType("resource").find((e) => e.name.endsWith("/api/responses/${guest.wedding.uniqueCode}"))?.transferSize ?? -1`,
  );
  await slow.close();

  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${server.url}/responses/${guest.wedding.uniqueCode}`);
  await page.getByRole("article").first().waitFor();
  const firstCard = Date.now() - started;
  const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1);
  // A string, not a function: tsx's name-keeping helpers do not exist inside the page.
  const gaps: number[] = await page.evaluate(`(async () => {
    const frames = [];
    let last = performance.now();
    let running = true;
    const tick = (now) => { frames.push(now - last); last = now; if (running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    for (let i = 0; i < 60; i++) { window.scrollBy(0, 400); await new Promise((resolve) => setTimeout(resolve, 16)); }
    running = false;
    return frames.sort((a, b) => a - b);
  })()`);
  const pct = (p: number) => gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * p))]!.toFixed(0);
  console.log(
    `Responses page with ${COUNT} responses (Chromium ${browser.version()}, 1280x800): first contentful paint ${paint.toFixed(0)} ms, ` +
      `first card ${firstCard} ms after navigation, scrolling frame gaps median ${pct(0.5)} ms / p95 ${pct(0.95)} ms / max ${gaps.at(-1)!.toFixed(0)} ms; ` +
      `on a 4G link (9 Mbit/s, 60 ms) first card ${firstCardOn4g} ms, the list's answer ${listBytes} bytes on the wire`,
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(distDir, { recursive: true, force: true });
}
