// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import { i18n } from "../features/host/host-i18n";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Inbox from "lucide-react/icons/inbox";
import Send from "lucide-react/icons/send";
import UserPlus from "lucide-react/icons/user-plus";
import Users from "lucide-react/icons/users";
import type { Party } from "../../contract/guest-list";
import { countedParty, countHeads } from "../../contract/rules/head-count";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { useDocumentTitle } from "../components/use-document-title";
import { guestListQuery } from "../features/guest-list/api";
import { ComposeDialog } from "../features/guest-list/compose-dialog";
import { GuestListExports } from "../features/guest-list/export-buttons";
import { NO_FILTER, type PartyFilter } from "../features/guest-list/filter-parties";
import { GuestCounts } from "../features/guest-list/guest-counts";
import { GuestNotes } from "../features/guest-list/guest-notes";
import { ImportButton } from "../features/guest-list/import-button";
import { offeredLocales } from "../../contract/guest-locale";
import { PartyEditorDialog, type PartyEditorTarget } from "../features/guest-list/party-editor-dialog";
import { PartyList } from "../features/guest-list/party-list";
import { QuickAdd } from "../features/guest-list/quick-add";
import { LookupCheckSetting } from "../features/guest-list/lookup-check-setting";
import { RsvpAccessSetting } from "../features/guest-list/rsvp-access-setting";
import { useLiveGuestList } from "../features/guest-list/use-live-guest-list";
import { weddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { SideLabelsProvider } from "../features/host/side-labels";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { ApiError } from "../lib/api";
import { inputClass } from "../components/ui/field";
import { eventsQuery } from "../features/events/api";
import { partyEventChips, partyInvitedTo } from "../features/guest-list/event-statuses";
import { responsesQuery } from "../features/responses/api";
import type { Wedding } from "../../contract/wedding";

export default function Guests() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "guests.screenName", message: "guest list" })}>
      <GuestsScreen code={code} />
    </HostGuard>
  );
}

function GuestsScreen({ code }: { code: string }) {
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
  if (wedding.isPending) return <PageSpinner />;
  if (wedding.isError) {
    if (wedding.error instanceof ApiError && wedding.error.status === 404) return <WeddingNotFound code={code} />;
    return <LoadFailed onRetry={() => void wedding.refetch()} />;
  }
  return (
    <SideLabelsProvider wedding={wedding.data}>
      <GuestListView wedding={wedding.data} />
    </SideLabelsProvider>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <p role="alert" className="text-stone-700">
        {i18n._({ id: "guests.loadFailed", message: "We couldn't load the guest list. Check your connection and try again." })}
      </p>
      <Button className="mt-4" onClick={onRetry}>
        {i18n._({ id: "guests.tryAgain", message: "Try again" })}
      </Button>
    </main>
  );
}

function GuestListView({ wedding }: { wedding: Wedding }) {
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
  // The replies, for the per-event lines and for the counts, which include replies through the
  // open form exactly as the responses page counts them (contract/rules/head-count.ts).
  const replies = useQuery(responsesQuery(code));
  const heads = useMemo(
    () => (list.data && replies.data && events.data ? countHeads(replies.data, list.data.parties.map(countedParty), events.data.questions) : undefined),
    [list.data, replies.data, events.data],
  );
  const [eventId, setEventId] = useState("");
  const partners = useMemo(() => [wedding.partner1, wedding.partner2] as const, [wedding.partner1, wedding.partner2]);
  const eventChips = useMemo(
    () => (events.data && list.data && replies.data ? partyEventChips(list.data.parties, events.data.events, events.data.questions, replies.data) : undefined),
    [events.data, list.data, replies.data],
  );

  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const { parties: allParties, summary } = list.data;
  const onlyEvent = extraEvents.find((event) => event.id === eventId);
  const parties = onlyEvent ? allParties.filter((party) => partyInvitedTo(onlyEvent, party)) : allParties;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={i18n._({ id: "guests.screensNav", message: "Wedding screens" })} className="flex flex-wrap items-center justify-between gap-x-4">
        <Link href={`/dashboard/${code}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "guests.backToDashboard", message: "Back to dashboard" })}
        </Link>
        <span className="flex flex-wrap gap-x-4">
          <Link href={`/outbox/${code}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
            <Inbox className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "guests.outbox", message: "Outbox" })}
          </Link>
          <Link href={`/responses/${code}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
            <Users className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "guests.responses", message: "Responses" })}
          </Link>
        </span>
      </nav>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "guests.heading", message: "Guest list" })}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-stone-700">
            <span>
              {wedding.partner1} &amp; {wedding.partner2} · <span className="font-mono">{code}</span>
            </span>
            {live && (
              <span className="inline-flex items-center gap-1.5 text-sm text-emerald-800">
                <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-emerald-600" />
                {i18n._({ id: "guests.live", message: "Live: replies appear automatically" })}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {allParties.length > 0 && (
            <Button variant="secondary" onClick={() => setComposing({ selection: null })}>
              <Send className="h-4 w-4" aria-hidden="true" />
              {i18n._({ id: "guests.emailGuests", message: "Email guests" })}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setEditing({ mode: "add" })}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "guests.addWithDetails", message: "Add with details" })}
          </Button>
          <ImportButton
            weddingId={wedding.id}
            partners={partners}
            onImported={() => void queryClient.invalidateQueries({ queryKey: guestListQuery(wedding.id).queryKey })}
          />
        </div>
      </div>

      <div className="mt-6">
        <GuestCounts
          summary={summary}
          heads={heads}
          notRepliedOnly={filter.status === "not_replied"}
          onNotReplied={(on) => setFilter((previous) => ({ ...previous, status: on ? "not_replied" : "" }))}
        />
      </div>

      {/* On a phone the settings and notes come before the list, which may be thousands long; on a wide screen they sit beside it,
          and the second row takes what the tall side column adds, so no gap opens under the quick add. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-start-1">
          <QuickAdd weddingId={wedding.id} />
        </div>
        <aside
          aria-label={i18n._({ id: "guests.settingsAndNotes", message: "Guest list settings and notes" })}
          className="grid min-w-0 gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <section className="grid gap-6 rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
            <RsvpAccessSetting weddingId={wedding.id} code={code} value={wedding.rsvpAccess} />
            <LookupCheckSetting weddingId={wedding.id} code={code} value={wedding.lookupCheck} />
          </section>
          <GuestNotes weddingId={wedding.id} timeZone={wedding.timeZone} />
          <section aria-labelledby="export-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
            <h2 id="export-title" className="font-serif text-xl text-stone-900">
              {i18n._({ id: "guests.export", message: "Export" })}
            </h2>
            <p className="mt-1 text-sm text-stone-700">
              {i18n._({ id: "guests.exportIntro", message: "The whole list as a spreadsheet, or every party's link and QR code for printed invitations." })}
            </p>
            <div className="mt-3">
              <GuestListExports weddingId={wedding.id} />
            </div>
          </section>
        </aside>
        <section aria-labelledby="parties-title" className="min-w-0 lg:col-start-1">
          <h2 id="parties-title" className="sr-only">
            {i18n._({ id: "guests.parties", message: "Parties" })}
          </h2>
          {extraEvents.length > 0 && (
            <div className="mb-4 grid max-w-sm gap-1.5">
              <label htmlFor="event-filter" className="text-sm font-medium text-stone-800">
                {i18n._({ id: "guests.invitedTo", message: "Invited to" })}
              </label>
              <select id="event-filter" value={eventId} onChange={(e) => setEventId(e.target.value)} className={inputClass}>
                <option value="">{i18n._({ id: "guests.anyEvent", message: "Any event (everyone)" })}</option>
                {extraEvents.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {allParties.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-blush-200 bg-white p-8 text-center">
              <p className="font-serif text-xl text-stone-900">{i18n._({ id: "guests.empty", message: "Your guest list is empty" })}</p>
              <p className="mt-1 text-stone-700">
                {i18n._({ id: "guests.emptyHint", message: "Add your first household above: each one gets its own private invitation link." })}
              </p>
            </div>
          ) : (
            <PartyList
              weddingId={wedding.id}
              code={code}
              timeZone={wedding.timeZone}
              parties={parties}
              filter={filter}
              onFilterChange={setFilter}
              onEdit={onEdit}
              onEmail={onEmail}
              eventChips={eventChips}
              showWords={wedding.lookupCheck === "words"}
            />
          )}
        </section>
      </div>
      <PartyEditorDialog weddingId={wedding.id} locales={[...offeredLocales(wedding).locales]} target={editing} onClose={() => setEditing(null)} />
      {composing && (
        <ComposeDialog weddingId={wedding.id} code={code} parties={allParties} selection={composing.selection} onClose={() => setComposing(null)} />
      )}
    </main>
  );
}
