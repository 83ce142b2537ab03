import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { OutboxMessage, OutboxPage, RenderedMessage } from "../../../contract/mail";
import { apiRequest } from "../../lib/api";

const outboxPath = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/outbox`;

export const outboxQuery = (weddingId: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/weddings", weddingId, "outbox"],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<OutboxPage>("GET", `${outboxPath(weddingId)}${pageParam ? `?after=${encodeURIComponent(pageParam)}` : ""}`, undefined, { signal }),
    initialPageParam: "",
    // No polling: the wedding's live stream says when a message is queued or its status changes (use-live-outbox.ts).
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const renderedMessageQuery = (weddingId: string, messageId: string) =>
  queryOptions<RenderedMessage>({ queryKey: ["/api/weddings", weddingId, "outbox", messageId] });

export function useRetryMessage(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: OutboxMessage) => apiRequest<unknown>("POST", `${outboxPath(weddingId)}/${encodeURIComponent(message.id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxQuery(weddingId).queryKey }),
  });
}
