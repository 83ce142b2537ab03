import { useCallback } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { useLiveStream } from "../live/use-live-stream";
import { guestListQuery } from "../guest-list/api";
import { responsesQuery } from "./api";

const CHANGE_EVENTS = ["response.created", "response.updated", "response.deleted", "guest-list.changed"] as const;

/**
 * Keeps the responses list live: each reply event refetches the list (see use-live-stream.ts),
 * and the guest list with it, whose households not heard from are in the counts.
 */
export function useLiveResponses(code: string, weddingId?: string): boolean {
  const refresh = useCallback(
    (queryClient: QueryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: responsesQuery(code).queryKey }),
        weddingId ? queryClient.invalidateQueries({ queryKey: guestListQuery(weddingId).queryKey }) : null,
      ]),
    [code, weddingId],
  );
  return useLiveStream(code, CHANGE_EVENTS, refresh);
}
