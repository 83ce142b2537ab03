import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { countedParty, countHeads } from "../../contract/rules/head-count";
import { summariseResponses } from "../../contract/rules/summary";
import type { RsvpResponse, Side } from "../../contract/response";
import { useDocumentTitle } from "../components/use-document-title";
import { useProgressiveList } from "../components/use-progressive-list";
import { eventsQuery } from "../features/events/api";
import { guestListQuery } from "../features/guest-list/api";
import { fullWeddingQuery } from "../features/host/api";
import { loadStatus } from "../features/host/load-status";
import { responsesQuery, useAssignSide, useRemoveResponse, useSetReplyParty } from "../features/responses/api";
import type { JustDeleted } from "../features/trash/undo-status";
import { duplicateIds } from "../features/responses/duplicates";
import { entryQuestions, partiesWithoutReply, partyOfReply, type EntryParty } from "../features/responses/entry-party";
import { filterResponses } from "../features/responses/filter-responses";
import { replyParty } from "../features/responses/reply-party";
import type { EditorTarget } from "../features/responses/response-editor-dialog";
import { useLiveResponses } from "../features/responses/use-live-responses";

/**
 * The responses screen's data, counts and actions (docs/architecture.md, "Screens compose;
 * hooks fetch"): routes/responses.tsx only lays them out.
 */
export function useResponsesPage(code: string) {
  const wedding = useQuery(fullWeddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "responses.documentTitle",
          message: "Guest responses · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "responses.documentTitleLoading", message: "Guest responses" }),
  );
  const responses = useQuery(responsesQuery(code));
  const live = useLiveResponses(code, wedding.data?.id);
  // Every event and every question, private ones too (docs/decisions/0019-events.md): the couple sees all.
  const events = useQuery(eventsQuery(wedding.data?.id ?? ""));
  // Always read, even before any household replied: a household not heard from is pending in the counts (contract/rules/head-count.ts).
  const guestList = useQuery({ ...guestListQuery(wedding.data?.id ?? ""), enabled: !!wedding.data });

  const list = useMemo(() => responses.data ?? [], [responses.data]);
  const counted = useMemo(() => guestList.data?.parties.map(countedParty) ?? [], [guestList.data]);
  const partyNames = useMemo(() => new Map(guestList.data?.parties.map((party) => [party.id, party.name])), [guestList.data]);
  const questions = wedding.data?.questions;
  const summary = useMemo(() => summariseResponses(list, questions, counted), [list, questions, counted]);
  const heads = useMemo(() => countHeads(list, counted, questions), [list, counted, questions]);
  const duplicates = useMemo(() => duplicateIds(list), [list]);

  const filter = useResponseFilter(list, summary.unassigned);
  const progressive = useProgressiveList(filter.shown);
  const cards = useCardActions(code, filter.keep);
  const dialogs = useResponseDialogs(code);

  // A phoned-in reply may be a household's own: those without one yet (docs/decisions/0019-events.md).
  const entryParties = useMemo(() => partiesWithoutReply(guestList.data?.parties ?? [], list), [guestList.data, list]);
  const allQuestions = events.data?.questions ?? wedding.data?.questions ?? [];
  const questionsFor = (party: EntryParty | undefined, response?: RsvpResponse) =>
    entryQuestions(events.data, wedding.data?.questions ?? [], party ?? partyOfReply(response, guestList.data?.parties ?? []));

  return {
    status: loadStatus(wedding, responses),
    retry: () => void Promise.all([wedding.refetch(), responses.refetch()]),
    refresh: () => void responses.refetch(),
    refreshing: responses.isFetching,
    wedding: wedding.data,
    live,
    events: events.data?.events ?? [],
    /** Every question of every event, for the cards; the wedding's own until the events arrive. */
    allQuestions,
    hasEvents: (events.data?.events.length ?? 0) > 1,
    eventQuestions: events.data?.questions ?? [],
    parties: guestList.data?.parties ?? [],
    counted,
    list,
    summary,
    heads,
    isDuplicate: (id: string) => duplicates.has(id),
    partyName: (response: RsvpResponse) => partyNames.get(replyParty(response)?.partyId ?? "") ?? null,
    filter,
    progressive,
    cards,
    dialogs,
    entry: { parties: entryParties, questionsFor },
  };
}

/**
 * The search and "only unassigned": a reply given a side while that filter is on stays in view
 * until the filter changes, so the couple sees what they just did.
 */
function useResponseFilter(list: readonly RsvpResponse[], unassigned: number) {
  const [search, setSearch] = useState("");
  const [onlyUnassigned, setOnlyUnassigned] = useState(false);
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(
    () => filterResponses(list, { search, onlyUnassigned: onlyUnassigned && unassigned + kept.size > 0, kept }),
    [list, search, onlyUnassigned, unassigned, kept],
  );
  const keep = useCallback(
    (id: string) => {
      if (onlyUnassigned) setKept((previous) => new Set(previous).add(id));
    },
    [onlyUnassigned],
  );
  const showOnlyUnassigned = (only: boolean) => {
    setOnlyUnassigned(only);
    setKept(new Set());
  };
  return { search, setSearch, onlyUnassigned, showOnlyUnassigned, shown, keep };
}

/** What a card changes in place: its side and its household. Stable callbacks, so unchanged cards are not redrawn. */
function useCardActions(code: string, keep: (id: string) => void) {
  const assign = useAssignSide(code);
  const setParty = useSetReplyParty(code);
  const { mutate: assignSide } = assign;
  const { mutate: decideParty } = setParty;
  const onSideChange = useCallback(
    (id: string, side: Side | null) => {
      keep(id);
      assignSide({ id, side });
    },
    [keep, assignSide],
  );
  const onPartyDecide = useCallback((response: RsvpResponse, partyId: string | null) => decideParty({ response, partyId }), [decideParty]);
  return {
    onSideChange,
    onPartyDecide,
    sidePending: (id: string) => assign.isPending && assign.variables?.id === id,
    partyPending: (id: string) => setParty.isPending && setParty.variables?.response.id === id,
  };
}

/** The couple's dialogs: a reply to add or correct, and one to remove. */
function useResponseDialogs(code: string) {
  const remove = useRemoveResponse(code);
  const [removing, setRemoving] = useState<RsvpResponse | null>(null);
  // The reply last deleted here: the page offers to undo it until the next delete (docs/decisions/0049-trash.md).
  const [justDeleted, setJustDeleted] = useState<JustDeleted | null>(null);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const onCorrect = useCallback((response: RsvpResponse) => setEditing({ mode: "correct", response }), []);
  return {
    editing,
    onAdd: () => setEditing({ mode: "add" }),
    onCorrect,
    closeEditor: () => setEditing(null),
    removing,
    onRemove: setRemoving,
    removePending: remove.isPending,
    cancelRemove: () => setRemoving(null),
    confirmRemove: (response: RsvpResponse) =>
      remove.mutate(response, {
        onSuccess: (removed) => setJustDeleted({ ids: [removed.id], label: removed.guestName }),
        onSettled: () => setRemoving(null),
      }),
    justDeleted,
  };
}
