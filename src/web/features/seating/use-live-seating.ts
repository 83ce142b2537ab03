import { useCallback } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { useLiveStream } from "../live/use-live-stream";
import { seatingQuery } from "./api";

/** A move on another screen, a reply, or a household changed: each changes the plan or who is coming. */
const CHANGE_EVENTS = ["seating.changed", "guest-list.changed", "response.created", "response.updated", "response.deleted"] as const;

/** Keeps the seating plan live (issue 30 item 3): the couple's laptop and phone see each other's moves. */
export function useLiveSeating(code: string, weddingId: string): boolean {
  const refresh = useCallback((queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: seatingQuery(weddingId).queryKey }), [weddingId]);
  return useLiveStream(code, CHANGE_EVENTS, refresh);
}
