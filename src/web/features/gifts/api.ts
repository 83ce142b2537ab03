import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Gift, GiftInput, GiftList, GiftUpdate, ThankYouReminder } from "../../../contract/gifts";
import { apiRequest } from "../../lib/api";

const base = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/gifts`;

export const giftsQuery = (weddingId: string) => queryOptions<GiftList>({ queryKey: ["/api/weddings", weddingId, "gifts"] });
export const thankYouReminderQuery = (weddingId: string) => queryOptions<ThankYouReminder>({ queryKey: ["/api/weddings", weddingId, "gifts", "reminder"] });
export const giftsCsvUrl = (weddingId: string) => `${base(weddingId)}/export`;

/** Every change reads the list (and the dashboard's reminder) again: the owed list follows the gifts. */
export function useGiftChanges(weddingId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: giftsQuery(weddingId).queryKey });
  return {
    add: useMutation({ mutationFn: (input: GiftInput) => apiRequest<Gift>("POST", base(weddingId), input), onSuccess: refresh }),
    change: useMutation({
      mutationFn: ({ id, input }: { id: string; input: GiftUpdate }) => apiRequest<Gift>("PUT", `${base(weddingId)}/${encodeURIComponent(id)}`, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiRequest<void>("DELETE", `${base(weddingId)}/${encodeURIComponent(id)}`), onSuccess: refresh }),
  };
}
