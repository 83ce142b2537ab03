// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Inbox from "lucide-react/icons/inbox";
import Search from "lucide-react/icons/search";
import RefreshCw from "lucide-react/icons/refresh-cw";
import UserPlus from "lucide-react/icons/user-plus";
import { countedParty, countHeads } from "../../contract/rules/head-count";
import { ownPartyId } from "../../contract/rules/own-reply";
import { summariseResponses } from "../../contract/rules/summary";
import { PageSpinner } from "../components/page-spinner";
import { Button, buttonClass } from "../components/ui/button";
import { fullWeddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { SideLabelsProvider } from "../features/host/side-labels";
import { SideWordsSetting } from "../features/responses/side-words-setting";
import { ApiError } from "../lib/api";
import { responsesQuery, useAssignSide, useRemoveResponse, useSetReplyParty } from "../features/responses/api";
import { replyParty } from "../features/responses/reply-party";
import { guestListQuery } from "../features/guest-list/api";
import ListChecks from "lucide-react/icons/list-checks";
import { AnalyticsPanel } from "../features/responses/analytics-panel";
import { EventPanel } from "../features/responses/event-panel";
import { eventsQuery } from "../features/events/api";
import { ExportButtons } from "../features/responses/export-buttons";
import { RemoveResponseDialog } from "../features/responses/remove-response-dialog";
import { ResponseEditorDialog, type EditorTarget } from "../features/responses/response-editor-dialog";
import { entryQuestions, partyOfReply } from "../features/responses/entry-party";
import { duplicateIds } from "../features/responses/duplicates";
import { filterResponses } from "../features/responses/filter-responses";
import { ResponseCard } from "../features/responses/response-card";
import { SummaryCards } from "../features/responses/summary-cards";
import { NotRepliedBanner } from "../features/responses/not-replied-banner";
import { UnassignedBanner } from "../features/responses/unassigned-banner";
import { useLiveResponses } from "../features/responses/use-live-responses";
import { useProgressiveList } from "../components/use-progressive-list";
import type { RsvpResponse, Side } from "../../contract/response";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { useDocumentTitle } from "../components/use-document-title";

export default function Responses() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "responses.screenName", message: "guest responses" })}>
      <WithSideLabels code={code}>
        <ResponsesView code={code} />
      </WithSideLabels>
    </HostGuard>
  );
}

/** The couple's side words for every control and count below (the same query as the view's; bride/groom words while loading). */
function WithSideLabels({ code, children }: { code: string; children: ReactNode }) {
  const wedding = useQuery(fullWeddingQuery(code));
  return <SideLabelsProvider wedding={wedding.data ?? { partner1: "", partner2: "" }}>{children}</SideLabelsProvider>;
}

function ResponsesView({ code }: { code: string }) {
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
  const assign = useAssignSide(code);
  const live = useLiveResponses(code, wedding.data?.id);
  const remove = useRemoveResponse(code);
  const [removing, setRemoving] = useState<RsvpResponse | null>(null);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const onCorrect = useCallback((response: RsvpResponse) => setEditing({ mode: "correct", response }), []);
  const [onlyUnassigned, setOnlyUnassigned] = useState(false);
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState("");

  const list = useMemo(() => responses.data ?? [], [responses.data]);
  // Every event and every question, private ones too (docs/decisions/0019-events.md): the couple sees all.
  const events = useQuery(eventsQuery(wedding.data?.id ?? ""));
  const hasEvents = (events.data?.events.length ?? 0) > 1;
  // Always read, even before any household replied: a household not heard from is pending in the counts (contract/rules/head-count.ts).
  const guestList = useQuery({ ...guestListQuery(wedding.data?.id ?? ""), enabled: !!wedding.data });
  const counted = useMemo(() => guestList.data?.parties.map(countedParty) ?? [], [guestList.data]);
  const partyNames = useMemo(() => new Map(guestList.data?.parties.map((party) => [party.id, party.name])), [guestList.data]);
  // A phoned-in reply may be a household's own: those without one yet (docs/decisions/0019-events.md).
  const entryParties = useMemo(() => {
    const replied = new Set((responses.data ?? []).map(ownPartyId));
    return (guestList.data?.parties ?? []).filter((party) => !replied.has(party.id));
  }, [guestList.data, responses.data]);
  const setParty = useSetReplyParty(code);
  const { mutate: decideParty } = setParty;
  const onPartyDecide = useCallback((response: RsvpResponse, partyId: string | null) => decideParty({ response, partyId }), [decideParty]);
  const questions = wedding.data?.questions;
  const summary = useMemo(() => summariseResponses(list, questions, counted), [list, questions, counted]);
  const heads = useMemo(() => countHeads(list, counted, questions), [list, counted, questions]);
  const duplicates = useMemo(() => duplicateIds(list), [list]);

  const shown = useMemo(
    () => filterResponses(list, { search, onlyUnassigned: onlyUnassigned && summary.unassigned + kept.size > 0, kept }),
    [list, search, onlyUnassigned, summary.unassigned, kept],
  );
  const progressive = useProgressiveList(shown);
  const { mutate } = assign;
  const onSideChange = useCallback(
    (id: string, side: Side | null) => {
      if (onlyUnassigned) setKept((previous) => new Set(previous).add(id));
      mutate({ id, side });
    },
    [onlyUnassigned, mutate],
  );

  if (wedding.isPending || responses.isPending) return <PageSpinner />;
  const failed = wedding.error ?? responses.error;
  if (failed) {
    if (failed instanceof ApiError && failed.status === 404) return <WeddingNotFound code={code} />;
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
        <p role="alert" className="text-stone-700">
          {i18n._({ id: "responses.loadFailed", message: "We couldn't load the responses. Check your connection and try again." })}
        </p>
        <Button className="mt-4" onClick={() => void Promise.all([wedding.refetch(), responses.refetch()])}>
          {i18n._({ id: "responses.tryAgain", message: "Try again" })}
        </Button>
      </main>
    );
  }

  const w = wedding.data;
  if (!w) return <PageSpinner />;

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href={`/dashboard/${w.uniqueCode}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "responses.backToDashboard", message: "Back to dashboard" })}
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "responses.heading", message: "Guest Responses" })}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-stone-700">
            <span>
              {w.partner1} &amp; {w.partner2} · <span className="font-mono">{w.uniqueCode}</span>
            </span>
            {live && (
              <span className="inline-flex items-center gap-1.5 text-sm text-emerald-800">
                <span aria-hidden="true" className="h-2 w-2 shrink-0 animate-pulse rounded-full bg-emerald-600" />
                {i18n._({ id: "responses.live", message: "Live: new replies appear automatically" })}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={`/guests/${w.uniqueCode}`} className={buttonClass("secondary")}>
            <ListChecks className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "responses.guestList", message: "Guest list" })}
          </Link>
          <Button variant="secondary" onClick={() => setEditing({ mode: "add" })}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "responses.addResponse", message: "Add a response" })}
          </Button>
          <Button
            variant="secondary"
            pending={responses.isFetching}
            pendingLabel={i18n._({ id: "responses.refreshing", message: "Refreshing…" })}
            onClick={() => void responses.refetch()}
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "responses.refresh", message: "Refresh" })}
          </Button>
          <ExportButtons code={w.uniqueCode} events={events.data?.events ?? []} />
        </div>
      </div>

      <div className="mt-6 grid gap-4">
        <SummaryCards summary={summary} />
        <SideWordsSetting wedding={w} />
      </div>

      {heads.notRepliedParties > 0 && <NotRepliedBanner code={w.uniqueCode} households={heads.notRepliedParties} guests={heads.pending.total} />}

      {summary.unassigned > 0 && (
        <UnassignedBanner
          count={summary.unassigned}
          onlyUnassigned={onlyUnassigned}
          onToggle={(only) => {
            setOnlyUnassigned(only);
            setKept(new Set());
          }}
        />
      )}

      {hasEvents && events.data && (
        <EventPanel
          code={w.uniqueCode}
          events={events.data.events}
          questions={events.data.questions}
          responses={list}
          parties={guestList.data?.parties ?? []}
        />
      )}

      <AnalyticsPanel questions={w.questions} responses={list} parties={counted} />

      <section aria-labelledby="list-title" className="mt-8">
        <h2 id="list-title" className="sr-only">
          {i18n._({ id: "responses.listTitle", message: "Responses" })}
        </h2>
        {list.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-blush-200 bg-white p-10 text-center">
            <Inbox className="mx-auto h-10 w-10 text-blush-500" aria-hidden="true" />
            <p className="mt-3 font-serif text-xl text-stone-900">{i18n._({ id: "responses.empty", message: "No responses yet" })}</p>
            <p className="mt-1 text-stone-700">{i18n._({ id: "responses.emptyHint", message: "Share your RSVP link and answers will appear here." })}</p>
            <Link href={`/dashboard/${w.uniqueCode}`} className={`${buttonClass("secondary")} mt-5`}>
              {i18n._({ id: "responses.getRsvpLink", message: "Get your RSVP link" })}
            </Link>
          </div>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
              <label htmlFor="response-search" className="sr-only">
                {i18n._({ id: "responses.searchLabel", message: "Search guests by name or email" })}
              </label>
              <input
                id="response-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={i18n._({ id: "responses.searchLabel", message: "Search guests by name or email" })}
                className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-9 text-base focus:border-blush-600 focus:ring-2 focus:ring-blush-600 focus:outline-none"
              />
            </div>
            <p className="text-sm text-stone-600" aria-live="polite">
              {i18n._({
                id: "responses.showing",
                message: "Showing {shown} of {total, plural, one {# response} other {# responses}}, newest first",
                values: { shown: shown.length, total: list.length },
              })}
            </p>
            {shown.length === 0 && (
              <p className="rounded-2xl border border-dashed border-blush-200 bg-white p-6 text-center text-stone-700">
                {i18n._({ id: "responses.noMatch", message: "No guests match your search." })}
              </p>
            )}
            {progressive.visible.map((response) => (
              <ResponseCard
                key={response.id}
                response={response}
                questions={events.data?.questions ?? w.questions}
                duplicate={duplicates.has(response.id)}
                sidePending={assign.isPending && assign.variables?.id === response.id}
                onSideChange={onSideChange}
                onRemove={setRemoving}
                onCorrect={onCorrect}
                partyName={partyNames.get(replyParty(response)?.partyId ?? "") ?? null}
                partyPending={setParty.isPending && setParty.variables?.response.id === response.id}
                onPartyDecide={onPartyDecide}
              />
            ))}
            {progressive.hasMore && (
              <div ref={progressive.sentinel} className="flex justify-center py-4">
                <Button variant="secondary" onClick={progressive.showAll}>
                  {i18n._({ id: "responses.showAll", message: "Show all {count} responses", values: { count: shown.length } })}
                </Button>
              </div>
            )}
          </div>
        )}
      </section>
      <ResponseEditorDialog
        code={w.uniqueCode}
        weddingId={w.id}
        weddingDate={w.date}
        questions={w.questions}
        target={editing}
        onClose={() => setEditing(null)}
        parties={entryParties}
        questionsFor={(party, response) => entryQuestions(events.data, w.questions, party ?? partyOfReply(response, guestList.data?.parties ?? []))}
      />
      <RemoveResponseDialog
        response={removing}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(response) => remove.mutate(response, { onSettled: () => setRemoving(null) })}
      />
    </main>
  );
}
