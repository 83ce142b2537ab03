import type { LookupRequest, LookupResult } from "../../../contract/invitation";
import { apiRequest } from "../../lib/api";

export function lookupByName(body: LookupRequest): Promise<LookupResult> {
  return apiRequest<LookupResult>("POST", "/api/invitations/lookup", body);
}

export interface GuestNoteBody {
  weddingId: string;
  name: string;
  contact: string;
  message: string;
  website: string;
}

export function sendGuestNote(body: GuestNoteBody): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>("POST", "/api/invitations/notes", body);
}
