import type { InvitationLookup, InvitationLookupResult } from "../../../contract/invitation";
import { apiRequest } from "../../lib/api";

export function lookupInvitation(body: InvitationLookup): Promise<InvitationLookupResult> {
  return apiRequest<InvitationLookupResult>("POST", "/api/invitations/lookup", body);
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
