import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { OutboxMessage, OutboxPage, RenderedMessage } from "../../../contract/mail";
import { apiRequest } from "../../lib/api";

const outboxPath = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/outbox`;

/** How often the open Outbox reads its statuses again: a queued message is usually sent within seconds. */
export const OUTBOX_REFRESH_MS = 5_000;

export const outboxQuery = (weddingId: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/weddings", weddingId, "outbox"],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<OutboxPage>("GET", `${outboxPath(weddingId)}${pageParam ? `?after=${encodeURIComponent(pageParam)}` : ""}`, undefined, { signal }),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: OUTBOX_REFRESH_MS,
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
