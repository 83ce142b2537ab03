import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RestoreResult, TrashEntry, TrashList } from "../../../contract/trash";
import { apiRequest } from "../../lib/api";

const trashPath = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/trash`;

/** GET /api/weddings/{id}/trash: what was deleted in the last 30 days, newest first (docs/decisions/0049-trash.md). */
export const trashQuery = (weddingId: string) => queryOptions<TrashList>({ queryKey: ["/api/weddings", weddingId, "trash"] });

/**
 * POST .../trash/{entryId}/restore, by the entry or by the deleted records' ids (the "Undo" of the
 * screen that deleted them, which knows only the households or reply). Every screen of the wedding
 * refetches: the household or reply is back, maybe seated, its replies linked again.
 */
export function useRestore(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { entryId: string } | { recordIds: readonly string[] }): Promise<RestoreResult[]> => {
      let entryIds = "entryId" in target ? [target.entryId] : [];
      if ("recordIds" in target) {
        const list = await apiRequest<TrashList>("GET", trashPath(weddingId));
        const wanted = new Set(target.recordIds);
        entryIds = list.entries.filter((entry: TrashEntry) => wanted.has(entry.recordId)).map((entry) => entry.id);
        if (!entryIds.length) throw new Error("not in the trash");
      }
      const results: RestoreResult[] = [];
      for (const entryId of entryIds) results.push(await apiRequest<RestoreResult>("POST", `${trashPath(weddingId)}/${encodeURIComponent(entryId)}/restore`));
      return results;
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ["/api/weddings", weddingId] }), queryClient.invalidateQueries({ queryKey: ["/api/responses"] })]),
  });
}
