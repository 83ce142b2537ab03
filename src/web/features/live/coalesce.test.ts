import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalesce } from "./coalesce";

describe("coalesce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A task that takes `ms` to finish, recording when each run started. */
  function slowTask(ms: number) {
    const starts: number[] = [];
    const task = () => {
      starts.push(Date.now());
      return new Promise<void>((resolve) => setTimeout(resolve, ms));
    };
    return { starts, task };
  }

  it("starts at once after a quiet spell", () => {
    const { starts, task } = slowTask(50);
    const t0 = Date.now();
    coalesce(task, 250).request();
    expect(starts).toEqual([t0]);
  });

  it("folds a burst into one more run after the one in flight", async () => {
    const { starts, task } = slowTask(100);
    const c = coalesce(task, 250);
    for (let i = 0; i < 10; i++) {
      c.request();
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(1_000);
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBe(250);
  });

  it("keeps running under a steady stream of requests, at most once per gap (a trailing debounce never would)", async () => {
    const { starts, task } = slowTask(20);
    const c = coalesce(task, 250);
    for (let i = 0; i < 100; i++) {
      c.request();
      await vi.advanceTimersByTimeAsync(100); // a change every 100 ms for 10 s
    }
    expect(starts.length).toBeGreaterThanOrEqual(38);
    expect(starts.length).toBeLessThanOrEqual(41);
    c.stop();
  });

  it("runs nothing after stop", async () => {
    const { starts, task } = slowTask(100);
    const c = coalesce(task, 250);
    c.request();
    c.request();
    c.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(starts).toHaveLength(1);
  });
});
