import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddTables, GatherHousehold, MovePeople, PeopleFlags, SavePlan, SeatingView, SwapPeople, TableUpdate } from "../../../contract/seating-plan";
import type { ExportFormat } from "../../../contract/exports";
import type { AddRule } from "../../../contract/seating-rules";
import { ApiError, apiRequest } from "../../lib/api";
import { downloadFile } from "../../lib/download";
import { exportQuery } from "../host/export-format";

/**
 * The wedding's seating plan (docs/decisions/0036-stored-seating.md); host only. An extra event's
 * plan (docs/decisions/0042-seating-rules.md) is `?event=`, under the same key's prefix, so a
 * change heard live refreshes every plan on the screen.
 */
export const seatingQuery = (weddingId: string, eventId?: string | null) =>
  eventId
    ? queryOptions<SeatingView>({
        queryKey: ["/api/weddings", weddingId, "seating", eventId],
        queryFn: ({ signal }) => apiRequest<SeatingView>("GET", withEvent(base(weddingId), eventId), undefined, { signal }),
        enabled: !!weddingId,
      })
    : queryOptions<SeatingView>({ queryKey: ["/api/weddings", weddingId, "seating"], enabled: !!weddingId });

const base = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/seating`;
/** A plan route for an extra event: its id as `event` in the query; the wedding's own plan has none. */
export const withEvent = (url: string, eventId?: string | null) =>
  eventId ? `${url}${url.includes("?") ? "&" : "?"}event=${encodeURIComponent(eventId)}` : url;

/** A write made on a plan another screen changed first (409) reloads the plan; the caller says why. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Every write answers with the whole plan, which replaces the screen's; a refused one reloads it,
 * so the next attempt starts from what is stored.
 */
export function usePlanWrite<T>(weddingId: string, eventId: string | null | undefined, write: (input: T) => Promise<SeatingView>) {
  const queryClient = useQueryClient();
  const key = seatingQuery(weddingId, eventId).queryKey;
  return useMutation({
    mutationFn: write,
    onSuccess: (plan) => queryClient.setQueryData(key, plan),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useSeatingWrites(weddingId: string, eventId?: string | null) {
  const url = (path: string) => withEvent(`${base(weddingId)}${path}`, eventId);
  return {
    addTables: usePlanWrite(weddingId, eventId, (input: AddTables) => apiRequest<SeatingView>("POST", url(`/tables`), input)),
    updateTable: usePlanWrite(weddingId, eventId, ({ id, ...input }: TableUpdate & { id: string }) =>
      apiRequest<SeatingView>("PUT", url(`/tables/${encodeURIComponent(id)}`), input),
    ),
    deleteTable: usePlanWrite(weddingId, eventId, ({ id, version, unseat }: { id: string; version: number; unseat: boolean }) =>
      apiRequest<SeatingView>("DELETE", url(`/tables/${encodeURIComponent(id)}?version=${version}&unseat=${unseat}`)),
    ),
    move: usePlanWrite(weddingId, eventId, (input: MovePeople) => apiRequest<SeatingView>("POST", url(`/moves`), input)),
    flags: usePlanWrite(weddingId, eventId, (input: PeopleFlags) => apiRequest<SeatingView>("PATCH", url(`/people`), input)),
    save: usePlanWrite(weddingId, eventId, (input: SavePlan) => apiRequest<SeatingView>("PUT", url(`/plan`), input)),
    addRule: usePlanWrite(weddingId, eventId, (input: AddRule) => apiRequest<SeatingView>("POST", url(`/rules`), input)),
    removeRule: usePlanWrite(weddingId, eventId, ({ id, version }: { id: string; version: number }) =>
      apiRequest<SeatingView>("DELETE", url(`/rules/${encodeURIComponent(id)}?version=${version}`)),
    ),
    swap: usePlanWrite(weddingId, eventId, (input: SwapPeople) => apiRequest<SeatingView>("POST", url(`/swaps`), input)),
    gather: usePlanWrite(weddingId, eventId, (input: GatherHousehold) => apiRequest<SeatingView>("POST", url(`/gathers`), input)),
  };
}
export type SeatingWrites = ReturnType<typeof useSeatingWrites>;

/** The caterer and venue sheet as a workbook or a CSV in the couple's separator (docs/decisions/0037-seating-print.md). */
export function downloadCatererSheet(weddingId: string, format: ExportFormat, eventId?: string | null): Promise<void> {
  return downloadFile(withEvent(`${base(weddingId)}/caterer/export?${exportQuery(format).toString()}`, eventId), `seating-caterer.${format}`);
}
