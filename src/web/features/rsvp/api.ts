import type { GuestResponse, SubmitResult } from "../../../contract/response";
import { apiRequest } from "../../lib/api";
import type { Submission } from "../reply-form/form-state";

export function submitRsvp(weddingId: string, body: Submission, idempotencyKey: string): Promise<SubmitResult> {
  return apiRequest<SubmitResult>("POST", "/api/responses", { weddingId, ...body }, { headers: { "Idempotency-Key": idempotencyKey } });
}

export function fetchOwnResponse(id: string, editToken: string, signal?: AbortSignal): Promise<GuestResponse> {
  return apiRequest<GuestResponse>("GET", `/api/responses/${encodeURIComponent(id)}/guest`, undefined, {
    headers: { "X-Edit-Token": editToken },
    signal,
  });
}

export function saveOwnResponse(id: string, editToken: string, body: Submission): Promise<GuestResponse> {
  return apiRequest<GuestResponse>("PUT", `/api/responses/${encodeURIComponent(id)}/guest`, { ...body, editToken });
}
