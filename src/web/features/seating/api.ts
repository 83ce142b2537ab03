import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddTables, GatherHousehold, MovePeople, PeopleFlags, SavePlan, SeatingView, SwapPeople, TableUpdate } from "../../../contract/seating-plan";
import type { ExportFormat } from "../../../contract/exports";
import { ApiError, apiRequest } from "../../lib/api";
import { downloadFile } from "../../lib/download";
import { exportQuery } from "../host/export-format";

/** The wedding's seating plan (docs/decisions/0036-stored-seating.md); host only. */
export const seatingQuery = (weddingId: string) => queryOptions<SeatingView>({ queryKey: ["/api/weddings", weddingId, "seating"], enabled: !!weddingId });

const base = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/seating`;

/** A write made on a plan another screen changed first (409) reloads the plan; the caller says why. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Every write answers with the whole plan, which replaces the screen's; a refused one reloads it,
 * so the next attempt starts from what is stored.
 */
function usePlanWrite<T>(weddingId: string, write: (input: T) => Promise<SeatingView>) {
  const queryClient = useQueryClient();
  const key = seatingQuery(weddingId).queryKey;
  return useMutation({
    mutationFn: write,
    onSuccess: (plan) => queryClient.setQueryData(key, plan),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useSeatingWrites(weddingId: string) {
  return {
    addTables: usePlanWrite(weddingId, (input: AddTables) => apiRequest<SeatingView>("POST", `${base(weddingId)}/tables`, input)),
    updateTable: usePlanWrite(weddingId, ({ id, ...input }: TableUpdate & { id: string }) =>
      apiRequest<SeatingView>("PUT", `${base(weddingId)}/tables/${encodeURIComponent(id)}`, input),
    ),
    deleteTable: usePlanWrite(weddingId, ({ id, version, unseat }: { id: string; version: number; unseat: boolean }) =>
      apiRequest<SeatingView>("DELETE", `${base(weddingId)}/tables/${encodeURIComponent(id)}?version=${version}&unseat=${unseat}`),
    ),
    move: usePlanWrite(weddingId, (input: MovePeople) => apiRequest<SeatingView>("POST", `${base(weddingId)}/moves`, input)),
    swap: usePlanWrite(weddingId, (input: SwapPeople) => apiRequest<SeatingView>("POST", `${base(weddingId)}/swaps`, input)),
    gather: usePlanWrite(weddingId, (input: GatherHousehold) => apiRequest<SeatingView>("POST", `${base(weddingId)}/gathers`, input)),
    flags: usePlanWrite(weddingId, (input: PeopleFlags) => apiRequest<SeatingView>("PATCH", `${base(weddingId)}/people`, input)),
    save: usePlanWrite(weddingId, (input: SavePlan) => apiRequest<SeatingView>("PUT", `${base(weddingId)}/plan`, input)),
  };
}
export type SeatingWrites = ReturnType<typeof useSeatingWrites>;

/** The caterer and venue sheet as a workbook or a CSV in the couple's separator (docs/decisions/0037-seating-print.md). */
export function downloadCatererSheet(weddingId: string, format: ExportFormat): Promise<void> {
  return downloadFile(`/api/weddings/${encodeURIComponent(weddingId)}/seating/caterer/export?${exportQuery(format).toString()}`, `seating-caterer.${format}`);
}
