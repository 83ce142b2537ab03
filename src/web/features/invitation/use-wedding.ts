import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { FullWedding } from "../../../contract/full-wedding";
import { ApiError, apiRequest, keyToPath } from "../../lib/api";
import { fullWeddingKey } from "../../lib/initial-data";

type State = { status: "pending" } | { status: "error"; error: unknown } | { status: "success"; data: FullWedding | null };

/**
 * The invitation with its questions, read through the shared TanStack Query cache (where
 * the server's embedded JSON already put it). `null` means no wedding has this code.
 * Deliberately not useQuery: its observer machinery costs ~3 KB gzip on the guest page,
 * which needs one read and no refetching.
 */
export function useFullWedding(code: string) {
  const client = useQueryClient();
  const read = (): State => {
    const data = client.getQueryData<FullWedding | null>(fullWeddingKey(code));
    return data === undefined ? { status: "pending" } : { status: "success", data };
  };
  const [state, setState] = useState<State>(read);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (read().status === "success") return setState(read());
    let live = true;
    client
      .fetchQuery({
        queryKey: fullWeddingKey(code),
        queryFn: async ({ queryKey, signal }): Promise<FullWedding | null> => {
          try {
            return await apiRequest<FullWedding>("GET", keyToPath(queryKey), undefined, { signal });
          } catch (error) {
            if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
            throw error;
          }
        },
      })
      .then(
        (data) => live && setState({ status: "success", data }),
        (error: unknown) => live && setState({ status: "error", error }),
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read() only depends on client and code
  }, [client, code, attempt]);

  const retry = useCallback(() => {
    setState({ status: "pending" });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
