import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { hostAccessKey } from "../host/api";
import { coalesce } from "./coalesce";

/** At most four refetches a second, however fast changes arrive. */
const MIN_REFETCH_GAP_MS = 250;

/** After the server refuses the stream: first retry, then doubling up to the cap. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 120_000;

/**
 * Listens to the host's live stream, GET /api/responses/{code}/events (server-sent events), and
 * calls `refresh` on each of `events` (plus `resync`). Each event only says what changed; the
 * screen refetches at once, and a burst is folded into one more refetch (never postponed while
 * the burst lasts: coalesce.ts). Returns whether the live connection is open, for the page's
 * indicator. `events` must be a stable (module-level) list.
 */
export function useLiveStream(code: string, events: readonly string[], refresh: (queryClient: QueryClient) => Promise<unknown>): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  // The latest refresh, without reconnecting the stream whenever the caller re-renders.
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let first = true;
    const refetch = coalesce(() => refreshRef.current(queryClient), MIN_REFETCH_GAP_MS);
    const onChange = (event: MessageEvent) => {
      // The greeting resync arrives as soon as we connect: the screen was just loaded, skip it.
      if (first && event.type === "resync") {
        first = false;
        return;
      }
      first = false;
      refetch.request();
    };
    const connect = () => {
      const next = new EventSource(`/api/responses/${encodeURIComponent(code)}/events`);
      source = next;
      next.onopen = () => {
        retryMs = FIRST_RETRY_MS;
        setLive(true);
      };
      // EventSource reconnects by itself after a drop; a refusal (401, 403, 404, or 429 when too
      // many pages are open) closes it for good. Then the host key may have been replaced
      // elsewhere: re-checking access lets the guard take the guest data off the screen and ask
      // for the new key. Otherwise try again later, less often each time, so a refused page
      // never hammers the server; the screen still loads on demand meanwhile.
      next.onerror = () => {
        setLive(next.readyState === EventSource.OPEN);
        if (next.readyState !== EventSource.CLOSED) return;
        void queryClient.invalidateQueries({ queryKey: hostAccessKey(code) });
        retryTimer = setTimeout(connect, retryMs * (0.75 + Math.random() / 2));
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        // A missed event is caught by the resync that greets the next connection.
        first = false;
      };
      for (const type of [...events, "resync"]) next.addEventListener(type, onChange);
    };
    connect();
    return () => {
      clearTimeout(retryTimer);
      refetch.stop();
      source?.close();
    };
  }, [code, events, queryClient]);

  return live;
}
