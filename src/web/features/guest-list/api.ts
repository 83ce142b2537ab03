import { i18n } from "../host/host-i18n";
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  PARTY_PAGE_SIZE,
  type BulkPartyAction,
  type GuestListSummary,
  type GuestNote,
  type Party,
  type PartyInput,
  type PartyPage,
  type GuestListSettings,
  type LookupCheck,
  type RsvpAccess,
} from "../../../contract/guest-list";
import { inPartyOrder } from "../../../contract/rules/party-order";
import { toast } from "../../components/ui/toast";
import { apiRequest } from "../../lib/api";
import { downloadFile } from "../../lib/download";
import { browserLocale } from "../host/export-format";
import { trashQuery } from "../trash/api";
import { sendImport } from "./import/api";

export interface GuestList {
  parties: Party[];
  summary: GuestListSummary;
}

const weddingPath = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}`;

/**
 * Every page of GET /api/weddings/{id}/parties (500 parties a page, oldest first); the last page
 * carries the counts. Every screen lists households A to Z (contract/rules/party-order.ts).
 */
export async function fetchGuestList(weddingId: string, signal?: AbortSignal): Promise<GuestList> {
  const parties: Party[] = [];
  let after: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: String(PARTY_PAGE_SIZE), ...(after ? { after } : {}) });
    const page: PartyPage = await apiRequest<PartyPage>("GET", `${weddingPath(weddingId)}/parties?${query}`, undefined, { signal });
    parties.push(...page.parties);
    if (!page.nextCursor) return { parties: inPartyOrder(parties), summary: page.summary! };
    after = page.nextCursor;
  }
}

export const guestListQuery = (weddingId: string) =>
  queryOptions<GuestList>({ queryKey: ["/api/weddings", weddingId, "parties"], queryFn: ({ signal }) => fetchGuestList(weddingId, signal) });

export const guestNotesQuery = (weddingId: string) => queryOptions<GuestNote[]>({ queryKey: ["/api/weddings", weddingId, "guest-notes"] });

/** The counts come from the server; after a change the list is refetched (the live stream would too). */
function refetchList(queryClient: QueryClient, weddingId: string) {
  return queryClient.invalidateQueries({ queryKey: guestListQuery(weddingId).queryKey });
}

function patchList(queryClient: QueryClient, weddingId: string, change: (parties: Party[]) => Party[]) {
  queryClient.setQueryData<GuestList>(guestListQuery(weddingId).queryKey, (list) => list && { ...list, parties: inPartyOrder(change(list.parties)) });
}

const replaceParty = (saved: Party) => (parties: Party[]) => parties.map((party) => (party.id === saved.id ? saved : party));

/** POST /api/weddings/{id}/parties: one household, shown at once in its place in the list. */
export function useAddParty(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PartyInput) => apiRequest<Party>("POST", `${weddingPath(weddingId)}/parties`, input),
    onSuccess: (added) => {
      patchList(queryClient, weddingId, (parties) => [...parties, added]);
      void refetchList(queryClient, weddingId);
    },
  });
}

/**
 * Many pasted households in one request through the import route (one write, not hundreds, and
 * a line naming guests already on the list updates their party instead of doubling it).
 */
export function useAddManyParties(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: PartyInput[]) => sendImport(weddingId, inputs, false),
    onSettled: () => refetchList(queryClient, weddingId),
  });
}

/** PUT /api/parties/{id}: a guest sent with its id keeps it (and its reply); one left out is removed. */
export function useUpdateParty(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PartyInput }) => apiRequest<Party>("PUT", `/api/parties/${encodeURIComponent(id)}`, input),
    onSuccess: (saved) => {
      patchList(queryClient, weddingId, replaceParty(saved));
      void refetchList(queryClient, weddingId);
      toast({
        title: i18n._({ id: "guests.toastUpdated", message: "Household Updated" }),
        description: i18n._({ id: "guests.toastUpdatedText", message: "{name} is saved.", values: { name: saved.name } }),
        variant: "success",
      });
    },
  });
}

export function useDeleteParty(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (party: Party) => apiRequest<void>("DELETE", `/api/parties/${encodeURIComponent(party.id)}`).then(() => party),
    // The screen says "Deleted {name}. Undo" in its own status line (features/trash/undo-status.tsx).
    onSuccess: (removed) => {
      patchList(queryClient, weddingId, (parties) => parties.filter((party) => party.id !== removed.id));
      void refetchList(queryClient, weddingId);
      void queryClient.invalidateQueries({ queryKey: trashQuery(weddingId).queryKey });
    },
    onError: () =>
      toast({
        title: i18n._({ id: "guests.toastError", message: "Error" }),
        description: i18n._({ id: "guests.toastRemoveFailed", message: "The household could not be removed. Please try again." }),
        variant: "destructive",
      }),
  });
}

/** POST /api/parties/{id}/invitation: a new private link; the old one stops working. */
export function useRegenerateLink(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Party>("POST", `/api/parties/${encodeURIComponent(id)}/invitation`),
    onSuccess: (saved) => {
      patchList(queryClient, weddingId, replaceParty(saved));
      toast({
        title: i18n._({ id: "guests.toastNewLink", message: "New Link Made" }),
        description: i18n._({
          id: "guests.toastNewLinkText",
          message: "{name}'s old link no longer works. Send them the new one.",
          values: { name: saved.name },
        }),
        variant: "success",
      });
    },
    onError: () =>
      toast({
        title: i18n._({ id: "guests.toastError", message: "Error" }),
        description: i18n._({ id: "guests.toastNewLinkFailed", message: "A new link could not be made. Please try again." }),
        variant: "destructive",
      }),
  });
}

/** One action over the selected parties, in requests of at most a page each (the route's limit). */
export function useBulkParties(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, action }: { ids: string[]; action: BulkPartyAction["action"] }) => {
      let updated = 0;
      for (let start = 0; start < ids.length; start += PARTY_PAGE_SIZE) {
        const body: BulkPartyAction = { ids: ids.slice(start, start + PARTY_PAGE_SIZE), action };
        updated += (await apiRequest<{ updated: number }>("POST", `${weddingPath(weddingId)}/parties/bulk`, body)).updated;
      }
      return updated;
    },
    onSettled: () => refetchList(queryClient, weddingId),
  });
}

/** PUT /api/weddings/{id}/guest-list/settings: who may reply. */
export function saveRsvpAccess(weddingId: string, rsvpAccess: RsvpAccess): Promise<GuestListSettings> {
  return apiRequest("PUT", `${weddingPath(weddingId)}/guest-list/settings`, { rsvpAccess });
}

/** PUT /api/weddings/{id}/guest-list/settings: what the lookup asks besides the name (decision 0022). */
export function saveLookupCheck(weddingId: string, lookupCheck: LookupCheck): Promise<GuestListSettings> {
  return apiRequest("PUT", `${weddingPath(weddingId)}/guest-list/settings`, { lookupCheck });
}

export function useDeleteGuestNote(weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: GuestNote) => apiRequest<void>("DELETE", `/api/guest-notes/${encodeURIComponent(note.id)}`).then(() => note),
    onSuccess: (removed) =>
      queryClient.setQueryData<GuestNote[]>(guestNotesQuery(weddingId).queryKey, (notes) => notes?.filter((note) => note.id !== removed.id)),
    onError: () =>
      toast({
        title: i18n._({ id: "guests.toastError", message: "Error" }),
        description: i18n._({ id: "guests.toastNoteDeleteFailed", message: "The note could not be deleted. Please try again." }),
        variant: "destructive",
      }),
  });
}

export type GuestListExport = "xlsx" | "csv" | "zip";

/**
 * "Guest list (one row per invited person)" as a workbook or CSV, or "Invitations (QR codes and
 * mail merge)" (docs/decisions/0027-counts-and-workbooks.md); a CSV, also the pack's, in the
 * couple's separator.
 */
export function downloadGuestList(weddingId: string, kind: GuestListExport): Promise<void> {
  const locale = new URLSearchParams({ locale: browserLocale() });
  if (kind === "xlsx") return downloadFile(`${weddingPath(weddingId)}/guest-list.xlsx`, "guest-list.xlsx");
  if (kind === "csv") return downloadFile(`${weddingPath(weddingId)}/guest-list.csv?${locale}`, "guest-list.csv");
  return downloadFile(`${weddingPath(weddingId)}/invitations.zip?${locale}`, "invitations.zip");
}
