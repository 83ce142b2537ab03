import { useCallback } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { useLiveStream } from "../live/use-live-stream";
import { outboxQuery } from "./api";

/** Queued, sent, held, failed or retried: the server says `outbox` once per wedding per change or batch. */
const CHANGE_EVENTS = ["outbox"] as const;

/**
 * Keeps the Outbox live instead of polling: each `outbox` event (and the resync after a dropped
 * stream reconnects) refetches the list, coalesced (use-live-stream.ts). TanStack refetches an
 * infinite list page by page from the first, each cursor taken from the page just fetched, so older
 * pages the couple opened stay contiguous when new messages push the first page down, and show
 * their messages' new statuses too (a bulk send delivers its oldest first). An Outbox with one
 * page loaded, the usual case, costs one request per change.
 */
export function useLiveOutbox(code: string, weddingId: string): boolean {
  const refresh = useCallback((queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: outboxQuery(weddingId).queryKey }), [weddingId]);
  return useLiveStream(code, CHANGE_EVENTS, refresh);
}
