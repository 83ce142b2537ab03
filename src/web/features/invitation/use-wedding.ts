import { useCallback, useEffect, useState } from "react";
import type { FullWedding } from "../../../contract/full-wedding";
import { ApiError, apiRequest } from "../../lib/api";
import { siteLock, storedWedding, storeWedding } from "../../lib/initial-data";
import { INVITATION_TOKEN_HEADER, invitationTokenFromHash } from "../../../contract/invitation-link";
import type { SiteLock } from "./site-locked";

type State =
  { status: "pending" } | { status: "error"; error: unknown } | { status: "success"; data: FullWedding | null } | { status: "locked"; lock: SiteLock };

const linkToken = () => invitationTokenFromHash(window.location.hash);

function read(code: string): State {
  // A site with a password opens for an invitation link (its token is its proof), else it asks (decision 0045).
  const lock = siteLock(code);
  if (lock && !linkToken()) return { status: "locked", lock };
  const data = storedWedding(code);
  return data === undefined ? { status: "pending" } : { status: "success", data };
}

async function fetchWedding(code: string, signal: AbortSignal): Promise<FullWedding | null> {
  try {
    const token = linkToken();
    const headers = token ? { [INVITATION_TOKEN_HEADER]: token } : undefined;
    return await apiRequest<FullWedding>("GET", `/api/weddings/${encodeURIComponent(code)}/full`, undefined, { signal, headers });
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
    if (stored.status !== "pending") return setState(stored);
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
