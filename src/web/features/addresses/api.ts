import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddressBook, AddressSettings, CoupleAddressInput, HostPartyAddress } from "../../../contract/addresses";
import { apiRequest } from "../../lib/api";

const base = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/addresses`;

/** Every household with its address and whose it is (bounded by the guest list's cap), and the request's settings. */
export const addressBookQuery = (weddingId: string) => queryOptions<AddressBook>({ queryKey: ["/api/weddings", weddingId, "addresses"] });

export function useAddressSettings(weddingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AddressSettings) => apiRequest<AddressSettings>("PUT", `${base(weddingId)}/settings`, settings),
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookQuery(weddingId).queryKey }),
  });
}

export function useCoupleAddress(weddingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ partyId, input }: { partyId: string; input: CoupleAddressInput }) =>
      apiRequest<HostPartyAddress>("PUT", `${base(weddingId)}/${encodeURIComponent(partyId)}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookQuery(weddingId).queryKey }),
  });
}

export const envelopesCsvUrl = (weddingId: string) => `${base(weddingId)}/export`;
export const vcardsUrl = (weddingId: string) => `${base(weddingId)}/vcards/export`;
