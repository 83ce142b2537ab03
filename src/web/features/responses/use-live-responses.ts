import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { hostAccessKey } from "../host/api";
import { responsesQuery } from "./api";
import { coalesce } from "./coalesce";

/** At most four list refetches a second, however fast replies arrive. */
const MIN_REFETCH_GAP_MS = 250;

const CHANGE_EVENTS = ["response.created", "response.updated", "response.deleted", "resync"] as const;

/**
 * Keeps the responses list live through GET /api/responses/{code}/events (server-sent events).
 * Each event only says what changed; the list is refetched at once, and a burst of RSVPs
 * is folded into one more refetch (never postponed while the burst lasts). Returns whether the live connection is open, for the page's indicator.
 */
export function useLiveResponses(code: string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/responses/${encodeURIComponent(code)}/events`);
    let first = true;
    const refetch = coalesce(() => queryClient.invalidateQueries({ queryKey: responsesQuery(code).queryKey }), MIN_REFETCH_GAP_MS);
    const onChange = (event: MessageEvent) => {
      // The greeting resync arrives as soon as we connect: the list was just loaded, skip it.
      if (first && event.type === "resync") {
        first = false;
        return;
      }
      first = false;
      refetch.request();
    };
    source.onopen = () => setLive(true);
    // EventSource reconnects by itself after a drop; a refusal (401, 403, 404) closes it for good.
    // Then the host key may have been replaced elsewhere: re-checking access lets the guard take
    // the guest list off the screen and ask for the new key.
    source.onerror = () => {
      setLive(source.readyState === EventSource.OPEN);
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries({ queryKey: hostAccessKey(code) });
    };
    for (const type of CHANGE_EVENTS) source.addEventListener(type, onChange);
    return () => {
      refetch.stop();
      source.close();
    };
  }, [code, queryClient]);

  return live;
}
