import type { LinkAddress, PostalAddressInput } from "../../../contract/addresses";
import { INVITATION_TOKEN_HEADER } from "../../../contract/invitation-link";
import { apiRequest } from "../../lib/api";

// As the reply's calls (api.ts): the token in a header only, the page's wedding alongside.
const url = (weddingCode: string) => `/api/invitations/mine/address?wedding=${encodeURIComponent(weddingCode)}`;

/** Whether the couple asks for a postal address, and the one this household sent (never one the couple typed). */
export function fetchLinkAddress(token: string, weddingCode: string, signal?: AbortSignal): Promise<LinkAddress> {
  return apiRequest<LinkAddress>("GET", url(weddingCode), undefined, { headers: { [INVITATION_TOKEN_HEADER]: token }, signal });
}

export function sendLinkAddress(token: string, weddingCode: string, address: PostalAddressInput): Promise<LinkAddress> {
  return apiRequest<LinkAddress>("PUT", url(weddingCode), address, { headers: { [INVITATION_TOKEN_HEADER]: token } });
}
