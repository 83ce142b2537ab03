import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkMailPreview, BulkMailResult, BulkMailSend, RenderedMail } from "../../../contract/mail-settings";
import { apiRequest } from "../../lib/api";

const mailPath = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/mail`;

/** The parties that already have an invitation in the Outbox (for "Not invited yet"). */
export const invitedPartiesQuery = (weddingId: string) => queryOptions<{ partyIds: string[] }>({ queryKey: ["/api/weddings", weddingId, "mail", "invited"] });

export function previewMail(weddingId: string, input: BulkMailPreview): Promise<RenderedMail> {
  return apiRequest<RenderedMail>("POST", `${mailPath(weddingId)}/preview`, input);
}

/** POST /api/weddings/{id}/mail/send; afterwards the Outbox, the "invited" set and the allowance are read again. */
export function useSendMail(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkMailSend) => apiRequest<BulkMailResult>("POST", `${mailPath(weddingId)}/send`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["/api/weddings", weddingId] }),
  });
}
