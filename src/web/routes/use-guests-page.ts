import { i18n } from "../features/host/host-i18n";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { Party } from "../../contract/guest-list";
import { offeredLocales } from "../../contract/guest-locale";
import { countedParty, countHeads } from "../../contract/rules/head-count";
import type { Wedding } from "../../contract/wedding";
import { useDocumentTitle } from "../components/use-document-title";
import { addressBookQuery } from "../features/addresses/api";
import { addressStatusLabel } from "../features/addresses/host-labels";
import { eventsQuery } from "../features/events/api";
import { guestListQuery } from "../features/guest-list/api";
import { partyEventChips, partyInvitedTo } from "../features/guest-list/event-statuses";
import { NO_FILTER, type PartyFilter } from "../features/guest-list/filter-parties";
import type { PartyEditorTarget } from "../features/guest-list/party-editor-dialog";
import { useLiveGuestList } from "../features/guest-list/use-live-guest-list";
import { weddingQuery } from "../features/host/api";
import { loadStatus, type LoadStatus } from "../features/host/load-status";
import { responsesQuery } from "../features/responses/api";

/** The guest list screen's wedding, which everything below it needs first. */
export function useGuestsWedding(code: string) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "guests.documentTitle",
          message: "Guest list · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "guests.documentTitleLoading", message: "Guest list" }),
  );
  return { status: loadStatus(wedding), retry: () => void wedding.refetch(), wedding: wedding.data };
}

/**
 * The guest list screen's data, counts, filters and dialogs (docs/architecture.md, "Screens
 * compose; hooks fetch"): routes/guests.tsx only lays them out.
 */
export function useGuestListPage(wedding: Wedding) {
  const code = wedding.uniqueCode;
  const list = useQuery(guestListQuery(wedding.id));
  const queryClient = useQueryClient();
  const live = useLiveGuestList(code, wedding.id);
  // The responses page's "See who" link opens the list showing only the households not heard from.
  const [filter, setFilter] = useState<PartyFilter>(() =>
    new URLSearchParams(window.location.search).get("show") === "not-replied" ? { ...NO_FILTER, status: "not_replied" } : NO_FILTER,
  );
  const [editing, setEditing] = useState<PartyEditorTarget | null>(null);
  const onEdit = useCallback((party: Party) => setEditing({ mode: "edit", party }), []);
  // The email dialog: open with the parties picked on the list, or with none (from the header).
  const [composing, setComposing] = useState<{ selection: readonly string[] | null } | null>(null);
  const onEmail = useCallback((selection: readonly string[]) => setComposing({ selection }), []);
  // Extra events (docs/decisions/0019-events.md): each party's status per event, and a filter by event.
  const events = useQuery(eventsQuery(wedding.id));
  const extraEvents = useMemo(() => events.data?.events.filter((event) => event.id !== "main") ?? [], [events.data]);
  const [eventId, setEventId] = useState("");
  // The replies, for the per-event lines and for the counts, which include replies through the
  // open form exactly as the responses page counts them (contract/rules/head-count.ts).
  const replies = useQuery(responsesQuery(code));
  const heads = useMemo(
    () => (list.data && replies.data && events.data ? countHeads(replies.data, list.data.parties.map(countedParty), events.data.questions) : undefined),
    [list.data, replies.data, events.data],
  );
  const partners = useMemo(() => [wedding.partner1, wedding.partner2] as const, [wedding.partner1, wedding.partner2]);
  const eventChips = useMemo(
    () => (events.data && list.data && replies.data ? partyEventChips(list.data.parties, events.data.events, events.data.questions, replies.data) : undefined),
    [events.data, list.data, replies.data],
  );

  // Each household's postal address status on its card, once the couple asks for addresses (docs/decisions/0044).
  const addresses = useQuery(addressBookQuery(wedding.id));
  const addressStatuses = useMemo(
    () =>
      addresses.data?.settings.asking || addresses.data?.parties.some((party) => party.status !== "none")
        ? new Map(
            addresses.data.parties.map((party) => [
              party.partyId,
              i18n._({ id: "guests.addressStatus", message: "Postal address: {status}", values: { status: addressStatusLabel(party.status) } }),
            ]),
          )
        : undefined,
    [addresses.data],
  );

  const allParties = list.data?.parties ?? [];
  const onlyEvent = extraEvents.find((event) => event.id === eventId);
  // The wedding loaded, so a failure here is the list's own: a retry, never "no such wedding".
  const status: LoadStatus = list.isPending ? "pending" : list.isError ? "failed" : "ready";
  return {
    status,
    retry: () => void list.refetch(),
    live,
    summary: list.data?.summary,
    heads,
    allParties,
    /** The parties the list shows: those invited to the chosen event, or all. */
    parties: onlyEvent ? allParties.filter((party) => partyInvitedTo(onlyEvent, party)) : allParties,
    filter,
    setFilter,
    notRepliedOnly: filter.status === "not_replied",
    showNotReplied: (on: boolean) => setFilter((previous) => ({ ...previous, status: on ? "not_replied" : "" })),
    extraEvents,
    eventId,
    setEventId,
    eventChips,
    addressStatuses,
    partners,
    onImported: () => void queryClient.invalidateQueries({ queryKey: guestListQuery(wedding.id).queryKey }),
    locales: [...offeredLocales(wedding).locales],
    editor: { target: editing, onAdd: () => setEditing({ mode: "add" }), onEdit, close: () => setEditing(null) },
    compose: { open: composing, fromHeader: () => setComposing({ selection: null }), onEmail, close: () => setComposing(null) },
  };
}
