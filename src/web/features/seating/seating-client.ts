import type { PlanOptions, SeatingInput, SeatingProgress } from "../../../contract/seating/model";
import type { SeatingOutcome } from "../../../contract/seating/plan-seating";
import type { SeatingMessage, SeatingRequest } from "./worker-protocol";

/** The part of a Worker the client uses, so a node worker thread can stand in for the bench. */
export interface WorkerLike {
  postMessage: (message: SeatingRequest) => void;
  terminate: () => void;
  onmessage: ((event: { data: SeatingMessage }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

export interface SeatingRun {
  /** Settles with the outcome, or rejects with a `SeatingCancelled` after `cancel()` or an abort. */
  result: Promise<{ outcome: SeatingOutcome; milliseconds: number }>;
  cancel: () => void;
}

/** The run was cancelled (by `cancel()` or the signal): not a failure to show. */
export class SeatingCancelled extends Error {
  override name = "SeatingCancelled";
}

export interface StartOptions extends Omit<PlanOptions, "onProgress"> {
  onProgress?: (progress: SeatingProgress) => void;
  signal?: AbortSignal;
}

const browserWorker = (): WorkerLike => new Worker(new URL("./seating-worker.ts", import.meta.url), { type: "module" }) as unknown as WorkerLike;

/**
 * Runs the automatic seating in a fresh worker (docs/decisions/0025): the promise settles with
 * the outcome; progress arrives as it goes; cancelling ends the worker at once, wherever the
 * search is (the search itself never looks at the clock, so stopping it is the page's job).
 */
export function startSeating(input: SeatingInput, options: StartOptions, makeWorker: () => WorkerLike = browserWorker): SeatingRun {
  const { onProgress, signal, ...planOptions } = options;
  const worker = makeWorker();
  let settle: { resolve: (value: { outcome: SeatingOutcome; milliseconds: number }) => void; reject: (error: Error) => void } | null = null;
  const result = new Promise<{ outcome: SeatingOutcome; milliseconds: number }>((resolve, reject) => (settle = { resolve, reject }));
  const finish = (end: (s: NonNullable<typeof settle>) => void) => {
    if (!settle) return;
    const s = settle;
    settle = null;
    worker.terminate();
    signal?.removeEventListener("abort", cancel);
    end(s);
  };
  const cancel = () => finish((s) => s.reject(new SeatingCancelled()));
  worker.onmessage = ({ data }) => {
    if (data.type === "progress") onProgress?.(data.progress);
    else if (data.type === "done") finish((s) => s.resolve({ outcome: data.outcome, milliseconds: data.milliseconds }));
    else finish((s) => s.reject(new Error(data.message)));
  };
  worker.onerror = (event) => finish((s) => s.reject(new Error(event.message || "The seating worker failed")));
  if (signal?.aborted) cancel();
  else {
    signal?.addEventListener("abort", cancel);
    worker.postMessage({ type: "plan", input, options: planOptions });
  }
  return { result, cancel };
}
