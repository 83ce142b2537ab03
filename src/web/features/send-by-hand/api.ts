import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { PARTY_PAGE_SIZE } from "../../../contract/guest-list";
import { inPartyOrder } from "../../../contract/rules/party-order";
import type { HandMessageStyle, InvitationsSent, PartiesToSendPage, PartyToSend, SentByHandResult } from "../../../contract/send-by-hand";
import type { MailDelivery } from "../../../contract/mail";
import { apiRequest } from "../../lib/api";

const weddingPath = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}`;

export interface PartiesToSend {
  delivery: MailDelivery;
  parties: PartyToSend[];
}

/** Every page of GET /api/weddings/{id}/send-by-hand (500 households a page), A to Z as every screen lists them. */
async function fetchPartiesToSend(weddingId: string, style: HandMessageStyle, signal?: AbortSignal): Promise<PartiesToSend> {
  const parties: PartyToSend[] = [];
  let after: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: String(PARTY_PAGE_SIZE), style, ...(after ? { after } : {}) });
    const page: PartiesToSendPage = await apiRequest<PartiesToSendPage>("GET", `${weddingPath(weddingId)}/send-by-hand?${query}`, undefined, { signal });
    parties.push(...page.parties);
    if (!page.nextCursor) return { delivery: page.delivery, parties: inPartyOrder(parties) };
    after = page.nextCursor;
  }
}

export const partiesToSendQuery = (weddingId: string, style: HandMessageStyle) =>
  queryOptions<PartiesToSend>({
    queryKey: ["/api/weddings", weddingId, "send-by-hand", style],
    queryFn: ({ signal }) => fetchPartiesToSend(weddingId, style, signal),
  });

/** Households whose invitation was sent, by email or by hand: one answer for the guest list, the dashboard and this screen. */
export const invitationsSentQuery = (weddingId: string) => queryOptions<InvitationsSent>({ queryKey: ["/api/weddings", weddingId, "invitations-sent"] });

/**
 * PUT the "sent" mark. The answer's time and counts go straight into the cached list and count, so
 * the tick shows at once; the guest list, which shows the mark on each household, is read again.
 */
export function useMarkSent(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partyId, sent }: { partyId: string; sent: boolean }) =>
      apiRequest<SentByHandResult>("PUT", `${weddingPath(weddingId)}/parties/${encodeURIComponent(partyId)}/sent-by-hand`, { sent }),
    onSuccess: (result) => {
      queryClient.setQueryData(invitationsSentQuery(weddingId).queryKey, result.counts);
      queryClient.setQueriesData<PartiesToSend>(
        { queryKey: ["/api/weddings", weddingId, "send-by-hand"] },
        (list) =>
          list && { ...list, parties: list.parties.map((party) => (party.id === result.partyId ? { ...party, sentByHandAt: result.sentByHandAt } : party)) },
      );
      void queryClient.invalidateQueries({ queryKey: ["/api/weddings", weddingId, "parties"] });
    },
  });
}
