import { useCallback } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { useLiveStream } from "../live/use-live-stream";
import { guestListQuery } from "./api";

/** A party replying changes its status and the counts; an edit elsewhere changes the list itself. */
const CHANGE_EVENTS = ["guest-list.changed", "response.created", "response.updated", "response.deleted"] as const;

/** Keeps the guest list and its counts live (issue 13, item 5): each change refetches the party pages, coalesced. */
export function useLiveGuestList(code: string, weddingId: string): boolean {
  const refresh = useCallback((queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: guestListQuery(weddingId).queryKey }), [weddingId]);
  return useLiveStream(code, CHANGE_EVENTS, refresh);
}
