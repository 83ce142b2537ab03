import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RestoreResult, TrashEntry, TrashList } from "../../../contract/trash";
import { apiRequest } from "../../lib/api";

const trashPath = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/trash`;

/** GET /api/weddings/{id}/trash: what was deleted in the last 30 days, newest first (docs/decisions/0049-trash.md). */
export const trashQuery = (weddingId: string) => queryOptions<TrashList>({ queryKey: ["/api/weddings", weddingId, "trash"] });

/**
 * POST .../trash/{entryId}/restore, by the entry or by the deleted record's id (the "Undo" of the
 * screen that deleted it, which knows only the household or reply). Every screen of the wedding
 * refetches: the household or reply is back, maybe seated, its replies linked again.
 */
export function useRestore(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { entryId: string } | { recordId: string }): Promise<RestoreResult> => {
      let entryId = "entryId" in target ? target.entryId : undefined;
      if (!entryId) {
        const list = await apiRequest<TrashList>("GET", trashPath(weddingId));
        const entry: TrashEntry | undefined = list.entries.find((candidate) => "recordId" in target && candidate.recordId === target.recordId);
        if (!entry) throw new Error("not in the trash");
        entryId = entry.id;
      }
      return apiRequest<RestoreResult>("POST", `${trashPath(weddingId)}/${encodeURIComponent(entryId)}/restore`);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ["/api/weddings", weddingId] }), queryClient.invalidateQueries({ queryKey: ["/api/responses"] })]),
  });
}
