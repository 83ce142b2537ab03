import { useQuery } from "@tanstack/react-query";
import type { Question } from "../../../contract/question";
import type { Wedding } from "../../../contract/wedding";
import { ApiError, apiRequest, keyToPath } from "../../lib/api";
import { fullWeddingKey } from "../../lib/initial-data";

export type FullWedding = Wedding & { questions: Question[] };

/**
 * The invitation with its questions. Usually already in the cache from the HTML the server
 * sent; `null` means no wedding has this code (a 404 is an answer, not an error).
 */
export function useFullWedding(code: string) {
  return useQuery({
    queryKey: fullWeddingKey(code),
    queryFn: async ({ queryKey, signal }): Promise<FullWedding | null> => {
      try {
        return await apiRequest<FullWedding>("GET", keyToPath(queryKey), undefined, { signal });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
}
