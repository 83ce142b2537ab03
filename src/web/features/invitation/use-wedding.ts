import { useCallback, useEffect, useState } from "react";
import type { FullWedding } from "../../../contract/full-wedding";
import { ApiError, apiRequest } from "../../lib/api";
import { storedWedding, storeWedding } from "../../lib/initial-data";

type State = { status: "pending" } | { status: "error"; error: unknown } | { status: "success"; data: FullWedding | null };

function read(code: string): State {
  const data = storedWedding(code);
  return data === undefined ? { status: "pending" } : { status: "success", data };
}

async function fetchWedding(code: string, signal: AbortSignal): Promise<FullWedding | null> {
  try {
    return await apiRequest<FullWedding>("GET", `/api/weddings/${encodeURIComponent(code)}/full`, undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * The invitation with its questions, from the guest pages' store (where the server's embedded
 * JSON already put it), else read once from the API. `null` means no wedding has this code.
 */
export function useFullWedding(code: string) {
  const [state, setState] = useState<State>(() => read(code));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const stored = read(code);
    if (stored.status === "success") return setState(stored);
    const controller = new AbortController();
    fetchWedding(code, controller.signal).then(
      (data) => {
        storeWedding(code, data);
        setState({ status: "success", data });
      },
      (error: unknown) => !controller.signal.aborted && setState({ status: "error", error }),
    );
    return () => controller.abort();
  }, [code, attempt]);

  const retry = useCallback(() => {
    setState({ status: "pending" });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
