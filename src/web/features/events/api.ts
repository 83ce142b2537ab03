import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventCreate, AudienceSetting, EventUpdate, HostEvent, HostEventList } from "../../../contract/events";
import type { Question } from "../../../contract/question";
import { apiRequest } from "../../lib/api";

/** The couple's events and every question (docs/decisions/0019-events.md); host only. */
export const eventsQuery = (weddingId: string) => queryOptions<HostEventList>({ queryKey: ["/api/weddings", weddingId, "events"], enabled: !!weddingId });

/** Every mutation refetches the list (and the public views the couple may be previewing). */
function useEventMutation<T, R>(weddingId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQuery(weddingId).queryKey }),
  });
}

export function useCreateEvent(weddingId: string) {
  return useEventMutation(weddingId, (input: EventCreate) => apiRequest<HostEvent>("POST", `/api/weddings/${encodeURIComponent(weddingId)}/events`, input));
}

export function useUpdateEvent(weddingId: string) {
  return useEventMutation(weddingId, ({ id, patch }: { id: string; patch: EventUpdate }) =>
    apiRequest<HostEvent>("PUT", `/api/events/${encodeURIComponent(id)}`, patch),
  );
}

export function useSetAudience(weddingId: string) {
  return useEventMutation(weddingId, ({ id, audience }: { id: string; audience: AudienceSetting }) =>
    apiRequest<HostEvent>("PUT", `/api/events/${encodeURIComponent(id)}/invitation`, audience),
  );
}

export function useDeleteEvent(weddingId: string) {
  return useEventMutation(weddingId, (id: string) => apiRequest<void>("DELETE", `/api/events/${encodeURIComponent(id)}`));
}

export function useReorderEvents(weddingId: string) {
  return useEventMutation(weddingId, (ids: string[]) =>
    apiRequest<HostEventList>("PUT", `/api/weddings/${encodeURIComponent(weddingId)}/events/order`, { ids }),
  );
}

/** A question of one event (its meal choice): added through the questions API with the event's id. */
export function useAddEventQuestion(weddingId: string) {
  return useEventMutation(weddingId, (input: Pick<Question, "question" | "type" | "options" | "eventId">) =>
    apiRequest<Question>("POST", "/api/questions", { weddingId, order: "1", required: false, answerScope: "individual", audience: "everyone", ...input }),
  );
}

export function useDeleteQuestion(weddingId: string) {
  return useEventMutation(weddingId, (id: string) => apiRequest<void>("DELETE", `/api/questions/${encodeURIComponent(id)}`));
}
