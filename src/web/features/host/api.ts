import { queryOptions } from "@tanstack/react-query";
import type { HostKeyReplaced } from "../../../contract/host";
import type { FullWedding } from "../../../contract/full-wedding";
import type { Wedding } from "../../../contract/wedding";
import { ApiError, apiRequest } from "../../lib/api";

export type HostAccess = "granted" | "needs-key" | "wrong-key" | "not-found";

/** Trades a host key for this browser's HttpOnly host cookie. */
export function openHostSession(code: string, hostKey: string): Promise<void> {
  return apiRequest<void>("POST", "/api/host/session", { code, hostKey });
}

/** 204: this browser holds the key; 401: no key; 403: a wrong key; 404: no such wedding. */
export async function checkHostAccess(code: string): Promise<HostAccess> {
  try {
    await apiRequest<void>("GET", `/api/host/session/${encodeURIComponent(code)}`);
    return "granted";
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401) return "needs-key";
      if (error.status === 403) return "wrong-key";
      if (error.status === 404) return "not-found";
    }
    throw error;
  }
}

export const hostAccessKey = (code: string) => ["host-access", code.toUpperCase()] as const;

/** Public wedding read; the query key is the path (docs/spec.md section 7). */
export const weddingQuery = (code: string) => queryOptions<Wedding>({ queryKey: ["/api/weddings", code] });

export const fullWeddingQuery = (code: string) => queryOptions<FullWedding>({ queryKey: ["/api/weddings", code, "full"] });

/** Forgets the host key in this browser (shared computers). */
export function closeHostSession(code: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/host/session/${encodeURIComponent(code)}`);
}

/** A new host key; the old one (and the private link made from it) stops working everywhere. */
export function replaceHostKey(weddingId: string): Promise<HostKeyReplaced> {
  return apiRequest<HostKeyReplaced>("POST", `/api/weddings/${encodeURIComponent(weddingId)}/host-key`);
}

/** Erases the wedding for good (docs/decisions/0046-take-it-or-erase-it.md); `confirmName` is the couple's names as shown. */
export function eraseWedding(weddingId: string, confirmName: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/weddings/${encodeURIComponent(weddingId)}`, { confirmName });
}
