// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Inbox from "lucide-react/icons/inbox";
import ListChecks from "lucide-react/icons/list-checks";
import Search from "lucide-react/icons/search";
import RefreshCw from "lucide-react/icons/refresh-cw";
import UserPlus from "lucide-react/icons/user-plus";
import { PageSpinner } from "../components/page-spinner";
import { Button, buttonClass } from "../components/ui/button";
import { fullWeddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { SideLabelsProvider } from "../features/host/side-labels";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { AnalyticsPanel } from "../features/responses/analytics-panel";
import { EventPanel } from "../features/responses/event-panel";
import { ExportButtons } from "../features/responses/export-buttons";
import { NotRepliedBanner } from "../features/responses/not-replied-banner";
import { RemoveResponseDialog } from "../features/responses/remove-response-dialog";
import { UndoStatus } from "../features/trash/undo-status";
import { ResponseCard } from "../features/responses/response-card";
import { ResponseEditorDialog } from "../features/responses/response-editor-dialog";
import { SideWordsSetting } from "../features/responses/side-words-setting";
import { SummaryCards } from "../features/responses/summary-cards";
import { UnassignedBanner } from "../features/responses/unassigned-banner";
import { useResponsesPage } from "./use-responses-page";
import { ReadOnlyNote } from "../features/access/read-only-note";
import { useActor } from "../features/access/use-actor";

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
  const page = useResponsesPage(code);
  const { canChange, seesContacts } = useActor(code);
  const { filter, cards, dialogs } = page;

  if (page.status === "pending") return <PageSpinner />;
  if (page.status === "not-found") return <WeddingNotFound code={code} />;
  if (page.status === "failed") {
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
        <p role="alert" className="text-stone-700">
          {i18n._({ id: "responses.loadFailed", message: "We couldn't load the responses. Check your connection and try again." })}
        </p>
        <Button className="mt-4" onClick={page.retry}>
          {i18n._({ id: "responses.tryAgain", message: "Try again" })}
        </Button>
      </main>
    );
  }

  const w = page.wedding;
  if (!w) return <PageSpinner />;
  const { list, summary, heads, progressive } = page;
  const shown = filter.shown;

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
            {page.live && (
              <span className="inline-flex items-center gap-1.5 text-sm text-emerald-800">
                <span aria-hidden="true" className="h-2 w-2 shrink-0 animate-pulse rounded-full bg-emerald-600" />
                {i18n._({ id: "responses.live", message: "Live: new replies appear automatically" })}
              </span>
            )}
          </p>
          <ReadOnlyNote code={w.uniqueCode} area="replies" wedding={w} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={`/guests/${w.uniqueCode}`} className={buttonClass("secondary")}>
            <ListChecks className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "responses.guestList", message: "Guest list" })}
          </Link>
          {canChange("replies") && (
            <Button variant="secondary" onClick={dialogs.onAdd}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              {i18n._({ id: "responses.addResponse", message: "Add a response" })}
            </Button>
          )}
          <Button
            variant="secondary"
            pending={page.refreshing}
            pendingLabel={i18n._({ id: "responses.refreshing", message: "Refreshing…" })}
            onClick={page.refresh}
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "responses.refresh", message: "Refresh" })}
          </Button>
          <ExportButtons code={w.uniqueCode} events={page.events} contacts={seesContacts} />
        </div>
      </div>

      <div className="mt-3">
        <UndoStatus weddingId={w.id} deleted={dialogs.justDeleted} />
      </div>
      <div className="mt-6 grid gap-4">
        <SummaryCards summary={summary} />
        {canChange("wedding") && <SideWordsSetting wedding={w} />}
      </div>

      {heads.notRepliedParties > 0 && <NotRepliedBanner code={w.uniqueCode} parties={heads.notRepliedParties} guests={heads.pending.total} />}

      {summary.unassigned > 0 && (
        <UnassignedBanner
          count={summary.unassigned}
          onlyUnassigned={filter.onlyUnassigned}
          onToggle={filter.showOnlyUnassigned}
          canAssign={canChange("replies")}
        />
      )}

      {page.hasEvents && <EventPanel code={w.uniqueCode} events={page.events} questions={page.eventQuestions} responses={list} parties={page.parties} />}

      <AnalyticsPanel questions={w.questions} responses={list} parties={page.counted} />

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
          <div className="grid grid-cols-1 gap-4">
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
              <label htmlFor="response-search" className="sr-only">
                {i18n._({ id: "responses.searchLabel", message: "Search guests by name or email" })}
              </label>
              <input
                id="response-search"
                type="search"
                value={filter.search}
                onChange={(event) => filter.setSearch(event.target.value)}
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
                questions={page.allQuestions}
                duplicate={page.isDuplicate(response.id)}
                readOnly={!canChange("replies")}
                sidePending={cards.sidePending(response.id)}
                onSideChange={cards.onSideChange}
                onRemove={dialogs.onRemove}
                onCorrect={dialogs.onCorrect}
                partyName={page.partyName(response)}
                partyPending={cards.partyPending(response.id)}
                onPartyDecide={cards.onPartyDecide}
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
        target={dialogs.editing}
        onClose={dialogs.closeEditor}
        parties={page.entry.parties}
        questionsFor={page.entry.questionsFor}
      />
      <RemoveResponseDialog response={dialogs.removing} pending={dialogs.removePending} onCancel={dialogs.cancelRemove} onConfirm={dialogs.confirmRemove} />
    </main>
  );
}
