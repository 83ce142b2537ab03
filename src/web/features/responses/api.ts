import { i18n } from "../host/host-i18n";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RsvpResponse, Side } from "../../../contract/response";
import type { SideLabels } from "../../../contract/side-labels";
import { toast } from "../../components/ui/toast";
import { useSideLabels } from "../host/side-labels";
import { apiRequest } from "../../lib/api";
import { downloadFile } from "../../lib/download";
import type { ExportFormat } from "../../../contract/exports";
import { exportQuery } from "../host/export-format";
import type { Submission } from "../reply-form/form-state";
import { newKeyedSend, sendKeyed, type KeyedSend } from "../reply-form/keyed-send";

export const responsesQuery = (code: string) => queryOptions<RsvpResponse[]>({ queryKey: ["/api/responses", code] });

/** The toast after a side changes: one whole sentence per kind of side, so each reads right in any language. */
function sideAssignedText(guestName: string, side: Side | null, sides: SideLabels): string {
  if (side === "bride" || side === "groom") {
    return i18n._({ id: "responses.nowOnSide", message: "{name} is now on {side}.", values: { name: guestName, side: sides[side] } });
  }
  if (side === "both") return i18n._({ id: "responses.nowBothSides", message: "{name} is now on both sides.", values: { name: guestName } });
  return i18n._({ id: "responses.nowUnassigned", message: "{name} is now unassigned.", values: { name: guestName } });
}

/** PUT /api/responses/{id}; the list updates in place from the server's answer. */
export function useAssignSide(code: string) {
  const queryClient = useQueryClient();
  const sides = useSideLabels();
  return useMutation({
    mutationFn: ({ id, side }: { id: string; side: Side | null }) => apiRequest<RsvpResponse>("PUT", `/api/responses/${id}`, { sideAssignment: side }),
    onSuccess: (updated) => {
      queryClient.setQueryData<RsvpResponse[]>(responsesQuery(code).queryKey, (list) => list?.map((item) => (item.id === updated.id ? updated : item)));
      toast({
        title: i18n._({ id: "responses.sideUpdated", message: "Side Assignment Updated" }),
        description: sideAssignedText(updated.guestName, updated.sideAssignment, sides),
        variant: "success",
      });
    },
    onError: () => {
      toast({
        title: i18n._({ id: "responses.updateFailed", message: "Update Failed" }),
        description: i18n._({ id: "responses.sideUpdateFailed", message: "Failed to update side assignment. Please try again." }),
        variant: "destructive",
      });
    },
  });
}

/**
 * "Replies (one row per reply)" or "Everyone who replied (one row per person)", as a workbook or
 * CSV (docs/decisions/0027-counts-and-workbooks.md); the server names the file.
 */
export function downloadReplies(code: string, kind: "responses" | "people", format: ExportFormat): Promise<void> {
  const path = `/api/responses/${encodeURIComponent(code)}/export${kind === "people" ? "/people" : ""}?${exportQuery(format)}`;
  return downloadFile(path, `${kind === "people" ? "everyone-who-replied" : "replies"}-${code}.${format}`);
}

/** "Caterer: {event}": the people coming to one event, with its meals and their dietary notes. */
export function downloadCaterer(code: string, eventId: string, format: ExportFormat): Promise<void> {
  const query = exportQuery(format);
  query.set("event", eventId);
  return downloadFile(`/api/responses/${encodeURIComponent(code)}/export/people?${query}`, `caterer-${code}.${format}`);
}

/** DELETE /api/responses/{id}: the couple removes a reply (a duplicate, a test, a mistake). */
export function useRemoveResponse(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (response: RsvpResponse) => apiRequest<void>("DELETE", `/api/responses/${response.id}`).then(() => response),
    // The page says "Deleted {name}. Undo" in its own status line (features/trash/undo-status.tsx).
    onSuccess: (removed) => {
      queryClient.setQueryData<RsvpResponse[]>(responsesQuery(code).queryKey, (list) => list?.filter((item) => item.id !== removed.id));
    },
    onError: () => {
      toast({
        title: i18n._({ id: "responses.error", message: "Error" }),
        description: i18n._({ id: "responses.removeFailed", message: "Failed to remove the response. Please try again." }),
        variant: "destructive",
      });
    },
  });
}

export type HostEntryBody = Omit<Submission, "website"> & { sideAssignment?: Side | null; partyId?: string };

export interface HostEntry {
  /** Set to correct that response; absent to add a new one. */
  id?: string;
  /** The guest form's body without its honeypot (the host routes refuse one). */
  body: HostEntryBody;
  /** One per dialog opening: a retried add after a lost answer stores the entry once. */
  keyed?: KeyedSend<HostEntryBody>;
}

/**
 * The couple types in an answer received by phone or card (POST /api/weddings/{id}/responses)
 * or corrects one (PUT /api/responses/{id}/host, which keeps its side). The list updates from
 * the server's answer at once; the live stream's refetch then agrees with it.
 */
export function useSaveHostEntry(code: string, weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, keyed = newKeyedSend() }: HostEntry) => {
      const correct = (target: string, changed: HostEntryBody) => apiRequest<RsvpResponse>("PUT", `/api/responses/${encodeURIComponent(target)}/host`, changed);
      if (id) return correct(id, body);
      return sendKeyed(
        keyed,
        body,
        (sent, idempotencyKey) =>
          apiRequest<RsvpResponse>("POST", `/api/weddings/${encodeURIComponent(weddingId)}/responses`, sent, {
            headers: { "Idempotency-Key": idempotencyKey },
          }),
        (added, changed) => correct(added.id, changed),
      );
    },
    onSuccess: (saved, { id }) => {
      // The list is oldest first, as the server sends it: a new answer goes at the end.
      queryClient.setQueryData<RsvpResponse[]>(responsesQuery(code).queryKey, (list) => {
        if (!list) return list;
        return list.some((item) => item.id === saved.id) ? list.map((item) => (item.id === saved.id ? saved : item)) : [...list, saved];
      });
      toast(
        id
          ? {
              title: i18n._({ id: "responses.updated", message: "Response Updated" }),
              description: i18n._({ id: "responses.updatedText", message: "{name}'s answers are corrected.", values: { name: saved.guestName } }),
              variant: "success",
            }
          : {
              title: i18n._({ id: "responses.added", message: "Response Added" }),
              description: i18n._({ id: "responses.addedText", message: "{name}'s answer is now in the list.", values: { name: saved.guestName } }),
              variant: "success",
            },
      );
    },
  });
}

/** PUT /api/responses/{id}/party: the couple confirms a suggested party (its id) or says it is not them (null). */
export function useSetReplyParty(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ response, partyId }: { response: RsvpResponse; partyId: string | null }) =>
      apiRequest<RsvpResponse>("PUT", `/api/responses/${encodeURIComponent(response.id)}/party`, { partyId }),
    onSuccess: (updated) => {
      queryClient.setQueryData<RsvpResponse[]>(responsesQuery(code).queryKey, (list) => list?.map((item) => (item.id === updated.id ? updated : item)));
    },
    onError: () =>
      toast({
        title: i18n._({ id: "responses.updateFailed", message: "Update Failed" }),
        description: i18n._({ id: "responses.partySaveFailed", message: "The household could not be saved. Please try again." }),
        variant: "destructive",
      }),
  });
}
