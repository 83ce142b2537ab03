// The page side of the seating worker harness: the app's own client starts the app's own worker
// (bundled by Vite exactly as the app's would be); the tests and bench/seating.ts drive it.
import type { SeatingMode } from "../../../src/contract/seating/model";
import type { SeatingOutcome } from "../../../src/contract/seating/plan-seating";
import { type InstanceShape, seatingInstance } from "../../../src/contract/test/seating-instances";
import { startSeating } from "../../../src/web/features/seating/seating-client";

export interface HarnessRun {
  outcome: SeatingOutcome;
  /** From the call to the first message of the worker, to the search phase (a full plan exists), to the outcome. */
  upMs: number;
  firstPlanMs: number;
  totalMs: number;
  progressMessages: number;
  /** Timer ticks of the page's own thread while the worker worked, and the longest gap between two. */
  pageTicks: number;
  longestPageGapMs: number;
}

export interface HarnessCancel {
  error: string;
  progressAfterCancel: number;
}

declare global {
  interface Window {
    seating: {
      run: (shape: InstanceShape, seed: number, mode: SeatingMode) => Promise<HarnessRun>;
      cancelAtFirstProgress: (shape: InstanceShape, seed: number) => Promise<HarnessCancel>;
    };
  }
}

window.seating = {
  async run(shape, seed, mode) {
    const input = seatingInstance(shape);
    const started = performance.now();
    let [upMs, firstPlanMs, progressMessages, pageTicks, longestPageGapMs, last] = [NaN, NaN, 0, 0, 0, started];
    const timer = setInterval(() => {
      const now = performance.now();
      pageTicks++;
      longestPageGapMs = Math.max(longestPageGapMs, now - last);
      last = now;
    }, 10);
    try {
      const { outcome } = await startSeating(input, {
        seed,
        mode,
        onProgress: (progress) => {
          progressMessages++;
          if (Number.isNaN(upMs)) upMs = performance.now() - started;
          if (Number.isNaN(firstPlanMs) && progress.phase === "improving") firstPlanMs = performance.now() - started;
        },
      }).result;
      return { outcome, upMs, firstPlanMs, totalMs: performance.now() - started, progressMessages, pageTicks, longestPageGapMs };
    } finally {
      clearInterval(timer);
    }
  },

  async cancelAtFirstProgress(shape, seed) {
    let cancelled = false;
    let progressAfterCancel = 0;
    const run = startSeating(seatingInstance(shape), {
      seed,
      mode: "replan",
      onProgress: () => {
        if (cancelled) progressAfterCancel++;
        else {
          cancelled = true;
          run.cancel();
        }
      },
    });
    const error = await run.result.then(
      () => "finished",
      (e: Error) => e.name,
    );
    // Anything the worker still had in flight would arrive now; a terminated worker sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { error, progressAfterCancel };
  },
};
