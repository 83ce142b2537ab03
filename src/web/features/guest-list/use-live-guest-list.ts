import { useCallback } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { useLiveStream } from "../live/use-live-stream";
import { guestListQuery, guestNotesQuery } from "./api";

/** A party replying changes its status and the counts; an edit elsewhere changes the list itself. */
// An invitation email sent (the outbox) changes the count of invitations sent (docs/decisions/0035-sending-by-hand.md).
const CHANGE_EVENTS = ["guest-list.changed", "guest-notes.changed", "response.created", "response.updated", "response.deleted", "outbox"] as const;

/** Keeps the guest list, its counts and the guests' notes live (issue 13, item 5): each change refetches them, coalesced. */
export function useLiveGuestList(code: string, weddingId: string): boolean {
  const refresh = useCallback(
    (queryClient: QueryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guestListQuery(weddingId).queryKey }),
        // A few hundred short rows at most (the notes cap): cheaper than telling the events apart.
        queryClient.invalidateQueries({ queryKey: guestNotesQuery(weddingId).queryKey }),
        // The per-event lines read the replies (docs/decisions/0019-events.md); only refetched when loaded.
        queryClient.invalidateQueries({ queryKey: ["/api/responses", code] }),
        // The invitations sent and the send-by-hand list; only refetched when loaded.
        queryClient.invalidateQueries({ queryKey: ["/api/weddings", weddingId, "invitations-sent"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/weddings", weddingId, "send-by-hand"] }),
      ]),
    [weddingId, code],
  );
  return useLiveStream(code, CHANGE_EVENTS, refresh);
}
