import { queryOptions } from "@tanstack/react-query";
import type { AccessLinkCreate, AccessLinkCreated, AccessLink, AccessLinkList, ActorView } from "../../../contract/access";
import { apiRequest } from "../../lib/api";

/** Who this browser is on the wedding: the owner (host key) or an access link with its role. */
export const actorQuery = (code: string) => queryOptions<ActorView>({ queryKey: ["/api/access", code.toUpperCase(), "me"], staleTime: 60_000 });

export const accessLinksQuery = (weddingId: string) => queryOptions<AccessLinkList>({ queryKey: ["/api/weddings", weddingId, "access-links"] });

export function createAccessLink(weddingId: string, input: AccessLinkCreate): Promise<AccessLinkCreated> {
  return apiRequest<AccessLinkCreated>("POST", `/api/weddings/${encodeURIComponent(weddingId)}/access-links`, input);
}

export function renameAccessLink(weddingId: string, linkId: string, name: string): Promise<AccessLink> {
  return apiRequest<AccessLink>("PUT", `/api/weddings/${encodeURIComponent(weddingId)}/access-links/${encodeURIComponent(linkId)}`, { name });
}

export function revokeAccessLink(weddingId: string, linkId: string): Promise<AccessLink> {
  return apiRequest<AccessLink>("DELETE", `/api/weddings/${encodeURIComponent(weddingId)}/access-links/${encodeURIComponent(linkId)}`);
}

/** Trades a link's secret for its HttpOnly cookie in this browser. */
export function openAccessSession(code: string, secret: string): Promise<ActorView> {
  return apiRequest<ActorView>("POST", "/api/access/session", { code, secret });
}
