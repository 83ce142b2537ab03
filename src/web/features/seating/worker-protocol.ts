import type { PlanOptions, SeatingInput, SeatingProgress } from "../../../contract/seating/model";
import { planSeating, type SeatingOutcome } from "../../../contract/seating/plan-seating";

/** What the page asks the seating worker: one plan per worker run. */
export interface SeatingRequest {
  type: "plan";
  input: SeatingInput;
  options: Omit<PlanOptions, "onProgress">;
}

export type SeatingMessage =
  { type: "progress"; progress: SeatingProgress } | { type: "done"; outcome: SeatingOutcome; milliseconds: number } | { type: "error"; message: string };

/**
 * The worker's side, apart from how messages travel: a browser module worker
 * (seating-worker.ts) and the bench's node worker thread (bench/seating-node-worker.ts) both
 * call this, so the bench measures the code the browser runs. Progress is sent at most once per
 * percent, so the page's message queue stays short.
 */
export function answerSeatingRequest(request: SeatingRequest, post: (message: SeatingMessage) => void): void {
  const started = performance.now();
  let lastPercent = -1;
  try {
    const outcome = planSeating(request.input, {
      ...request.options,
      onProgress: (progress) => {
        const percent = Math.floor(progress.fraction * 100);
        if (percent === lastPercent && progress.phase === "improving") return;
        lastPercent = percent;
        post({ type: "progress", progress });
      },
    });
    post({ type: "done", outcome, milliseconds: performance.now() - started });
  } catch (error) {
    post({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
}
