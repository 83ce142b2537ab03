import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { checkPlan } from "../src/contract/seating/check-plan";
import { planSeating } from "../src/contract/seating/plan-seating";
import { seatingInstance } from "../src/contract/test/seating-instances";
import { launchBrowser } from "./support/browser";
import { startSeatingHarness, type SeatingHarness } from "./support/seating-harness";
import type { HarnessCancel, HarnessRun } from "./support/seating-harness/main";

// The automatic seating as the couple's page will run it: the app's client and worker, bundled by
// Vite (a module worker from `new URL(..., import.meta.url)`), in Debian's Chromium.

let harness: SeatingHarness;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  [harness, browser] = await Promise.all([startSeatingHarness(), launchBrowser()]);
  page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(harness.url);
  await page.waitForFunction(() => "seating" in window);
  expect(errors).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

describe("automatic seating in a module worker", () => {
  it("plans 300 guests at 30 tables off the page's thread, with progress, breaking no rule", async () => {
    const shape = { seed: 7, guests: 300, tables: 30, rules: 40 };
    const run: HarnessRun = await page.evaluate((shape) => window.seating.run(shape, 7, "replan"), shape);
    expect(run.outcome.status).toBe("planned");
    if (run.outcome.status !== "planned") return;
    const input = seatingInstance(shape);
    for (const plan of [run.outcome.best, ...run.outcome.alternatives]) {
      expect(checkPlan(input, plan.placed)).toEqual([]);
      expect(plan.placed).toHaveLength(300);
    }
    expect(run.outcome.alternatives).toHaveLength(2);
    expect(run.progressMessages).toBeGreaterThan(10);
    // The page's own timers kept running while the plan was made: the search never held its thread.
    expect(run.pageTicks).toBeGreaterThan(0);
  });

  it("gives the same plan for the same seed, in the browser's worker as in node", async () => {
    const shape = { seed: 3, guests: 80, tables: 9, rules: 10 };
    const [first, second] = await page.evaluate(
      async (shape) => [await window.seating.run(shape, 11, "replan"), await window.seating.run(shape, 11, "replan")],
      shape,
    );
    expect(second!.outcome).toEqual(first!.outcome);
    expect(first!.outcome).toEqual(planSeating(seatingInstance(shape), { seed: 11, mode: "replan" }));
  });

  it("stops at once when cancelled: the promise rejects and the worker says nothing more", async () => {
    const cancelled: HarnessCancel = await page.evaluate(() => window.seating.cancelAtFirstProgress({ seed: 1, guests: 1_000, tables: 100, rules: 130 }, 1));
    expect(cancelled).toEqual({ error: "SeatingCancelled", progressAfterCancel: 0 });
  });
});
