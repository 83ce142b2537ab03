import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { responsesQuery } from "./api";

const CHANGE_EVENTS = ["response.created", "response.updated", "response.deleted", "resync"] as const;

/**
 * Keeps the responses list live through GET /api/responses/{code}/events (server-sent events).
 * Each event only says what changed; the list is refetched, debounced so a burst of RSVPs
 * costs one request. Returns whether the live connection is open, for the page's indicator.
 */
export function useLiveResponses(code: string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/responses/${encodeURIComponent(code)}/events`);
    let timer: number | undefined;
    let first = true;
    const refetch = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: responsesQuery(code).queryKey }), 300);
    };
    const onChange = (event: MessageEvent) => {
      // The greeting resync arrives as soon as we connect: the list was just loaded, skip it.
      if (first && event.type === "resync") {
        first = false;
        return;
      }
      first = false;
      refetch();
    };
    source.onopen = () => setLive(true);
    // EventSource reconnects by itself after a drop; a refusal (401, 404) closes it for good.
    source.onerror = () => setLive(source.readyState === EventSource.OPEN);
    for (const type of CHANGE_EVENTS) source.addEventListener(type, onChange);
    return () => {
      window.clearTimeout(timer);
      source.close();
    };
  }, [code, queryClient]);

  return live;
}
