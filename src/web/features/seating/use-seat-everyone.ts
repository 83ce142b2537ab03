import { useCallback, useEffect, useRef, useState } from "react";
import type { SeatingMode, SeatingProgress } from "../../../contract/seating/model";
import type { SeatingOutcome } from "../../../contract/seating/plan-seating";
import { storedPlanInput } from "../../../contract/seating/stored-plan";
import type { SeatingView } from "../../../contract/seating-plan";
import { SeatingCancelled, startSeating, type SeatingRun } from "./seating-client";

/** The same plan for the same seating and rules (docs/decisions/0025): a fixed seed. */
const SEED = 20_261_127;

export type SeatEveryoneState =
  | { kind: "idle" }
  | { kind: "running"; progress: SeatingProgress }
  | { kind: "done"; outcome: SeatingOutcome; version: number; mode: SeatingMode }
  | { kind: "failed"; message: string };

/**
 * "Seat everyone for me": the automatic seating in its Web Worker over the stored plan, with its
 * progress; the page stays responsive and a new run (or leaving) cancels the last one.
 */
export function useSeatEveryone() {
  const [state, setState] = useState<SeatEveryoneState>({ kind: "idle" });
  const run = useRef<SeatingRun | null>(null);
  useEffect(() => () => run.current?.cancel(), []);

  const start = useCallback((plan: SeatingView, mode: SeatingMode) => {
    run.current?.cancel();
    setState({ kind: "running", progress: { phase: "checking", fraction: 0 } });
    const current = startSeating(storedPlanInput(plan), { seed: SEED, mode, onProgress: (progress) => setState({ kind: "running", progress }) });
    run.current = current;
    current.result.then(
      ({ outcome }) => {
        if (run.current === current) setState({ kind: "done", outcome, version: plan.version, mode });
      },
      (error: Error) => {
        if (!(error instanceof SeatingCancelled) && run.current === current) setState({ kind: "failed", message: error.message });
      },
    );
  }, []);
  const close = useCallback(() => {
    run.current?.cancel();
    run.current = null;
    setState({ kind: "idle" });
  }, []);
  return { state, start, close };
}
