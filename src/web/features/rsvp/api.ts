import type { GuestResponse, SubmitResult } from "../../../contract/response";
import { ApiError, apiRequest } from "../../lib/api";
import { activeLocale } from "../../lib/i18n";
import type { Submission } from "../reply-form/form-state";
import { sendKeyed, type KeyedSend } from "../reply-form/keyed-send";
import type { EditAccess } from "./edit-link";

// Each send carries the language the guest is reading, so their confirmation email speaks it too.
function submitRsvp(weddingId: string, body: Submission, idempotencyKey: string): Promise<SubmitResult> {
  return apiRequest<SubmitResult>("POST", "/api/responses", { weddingId, ...body, locale: activeLocale() }, { headers: { "Idempotency-Key": idempotencyKey } });
}

export function fetchOwnResponse(id: string, editToken: string, signal?: AbortSignal): Promise<GuestResponse> {
  return apiRequest<GuestResponse>("GET", `/api/responses/${encodeURIComponent(id)}/guest`, undefined, {
    headers: { "X-Edit-Token": editToken },
    signal,
  });
}

function saveOwnResponse(id: string, editToken: string, body: Submission): Promise<GuestResponse> {
  return apiRequest<GuestResponse>("PUT", `/api/responses/${encodeURIComponent(id)}/guest`, { ...body, editToken, locale: activeLocale() });
}

/**
 * The guest's submit: saved over their earlier answer when they opened their private link
 * (`editing`), else stored once under the form's key (`sendKeyed`). Resolves to the access
 * that opens the answer for later edits.
 */
export async function sendRsvp(weddingId: string, body: Submission, keyed: KeyedSend<Submission>, editing?: EditAccess): Promise<EditAccess> {
  if (editing) {
    await saveOwnResponse(editing.id, editing.token, body);
    return editing;
  }
  const result = await sendKeyed(
    keyed,
    body,
    (sent, idempotencyKey) => submitRsvp(weddingId, sent, idempotencyKey),
    (added, changed) => saveOwnResponse(added.id, added.editToken, changed).then(() => added),
  );
  return { id: result.id, token: result.editToken };
}

/** The server refused the reply because the RSVP has closed (its `deadline_passed` code). */
export function isDeadlineRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.body?.error.code === "deadline_passed";
}

/** The guest takes their open-form reply back with its edit link (decision 0046). */
export function eraseOwnResponse(id: string, editToken: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/responses/${encodeURIComponent(id)}/guest`, undefined, { headers: { "X-Edit-Token": editToken } });
}
