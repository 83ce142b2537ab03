// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Inbox from "lucide-react/icons/inbox";
import Send from "lucide-react/icons/send";
import UserPlus from "lucide-react/icons/user-plus";
import Users from "lucide-react/icons/users";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { inputClass } from "../components/ui/field";
import { ComposeDialog } from "../features/guest-list/compose-dialog";
import { GuestListExports } from "../features/guest-list/export-buttons";
import { GuestCounts } from "../features/guest-list/guest-counts";
import { GuestNotes } from "../features/guest-list/guest-notes";
import { ImportButton } from "../features/guest-list/import-button";
import { LookupCheckSetting } from "../features/guest-list/lookup-check-setting";
import { PartyEditorDialog } from "../features/guest-list/party-editor-dialog";
import { PartyList } from "../features/guest-list/party-list";
import { QuickAdd } from "../features/guest-list/quick-add";
import { RsvpAccessSetting } from "../features/guest-list/rsvp-access-setting";
import { InvitationsSent } from "../features/send-by-hand/invitations-sent";
import { HostGuard } from "../features/host/host-guard";
import { SideLabelsProvider } from "../features/host/side-labels";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { useState } from "react";
import { RecentlyDeleted } from "../features/trash/recently-deleted";
import { UndoStatus, type JustDeleted } from "../features/trash/undo-status";
import { useGuestListPage, useGuestsWedding } from "./use-guests-page";
import { ReadOnlyNote } from "../features/access/read-only-note";
import { useActor } from "../features/access/use-actor";

export default function Guests() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "guests.screenName", message: "guest list" })}>
      <GuestsScreen code={code} />
    </HostGuard>
  );
}

function GuestsScreen({ code }: { code: string }) {
  const { status, retry, wedding } = useGuestsWedding(code);
  if (status === "pending") return <PageSpinner />;
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (status === "failed") return <LoadFailed onRetry={retry} />;
  if (!wedding) return <PageSpinner />;
  return (
    <SideLabelsProvider wedding={wedding}>
      <GuestListView wedding={wedding} />
    </SideLabelsProvider>
  );
}

/** This screen's words for a failed load, laid out as every couple's screen does. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "guests.loadFailed", message: "We couldn't load the guest list. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

function GuestListView({ wedding }: { wedding: Wedding }) {
  const code = wedding.uniqueCode;
  const page = useGuestListPage(wedding);
  const [justDeleted, setJustDeleted] = useState<JustDeleted | null>(null);
  const { canChange, seesContacts, shows } = useActor(code);
  const changes = canChange("guests");
  if (page.status === "pending") return <PageSpinner />;
  if (page.status === "failed" || !page.summary) return <LoadFailed onRetry={page.retry} />;
  const { allParties, summary, editor, compose } = page;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={i18n._({ id: "guests.screensNav", message: "Wedding screens" })} className="flex flex-wrap items-center justify-between gap-x-4">
        <Link href={`/dashboard/${code}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "guests.backToDashboard", message: "Back to dashboard" })}
        </Link>
        <span className="flex flex-wrap gap-x-4">
          {shows("outbox") && (
            <Link href={`/outbox/${code}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
              <Inbox className="h-4 w-4" aria-hidden="true" />
              {i18n._({ id: "guests.outbox", message: "Outbox" })}
            </Link>
          )}
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
            {page.live && (
              <span className="inline-flex items-center gap-1.5 text-sm text-emerald-800">
                <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-emerald-600" />
                {i18n._({ id: "guests.live", message: "Live: replies appear automatically" })}
              </span>
            )}
          </p>
          <ReadOnlyNote code={code} area="guests" wedding={wedding} />
        </div>
        <div className="flex flex-wrap gap-2">
          {allParties.length > 0 && canChange("messages") && (
            <Button variant="secondary" onClick={compose.fromHeader}>
              <Send className="h-4 w-4" aria-hidden="true" />
              {i18n._({ id: "guests.emailGuests", message: "Email guests" })}
            </Button>
          )}
          {changes && (
            <>
              <Button variant="secondary" onClick={editor.onAdd}>
                <UserPlus className="h-4 w-4" aria-hidden="true" />
                {i18n._({ id: "guests.addWithDetails", message: "Add with details" })}
              </Button>
              <ImportButton weddingId={wedding.id} partners={page.partners} onImported={page.onImported} />
            </>
          )}
        </div>
      </div>

      <div className="mt-3">
        <UndoStatus weddingId={wedding.id} deleted={justDeleted} />
      </div>
      <div className="mt-6">
        <GuestCounts summary={summary} heads={page.heads} notRepliedOnly={page.notRepliedOnly} onNotReplied={page.showNotReplied} />
      </div>
      {allParties.length > 0 && (
        <section
          aria-label={i18n._({ id: "guests.invitationsSent", message: "Invitations sent" })}
          className="mt-3 rounded-2xl border border-blush-200 bg-white px-4 py-2 shadow-sm sm:px-5"
        >
          <InvitationsSent weddingId={wedding.id} code={code} showLink={shows("send-by-hand")} />
        </section>
      )}

      {/* On a phone the settings and notes come before the list, which may be thousands long; on a wide screen they sit beside it,
          and the second row takes what the tall side column adds, so no gap opens under the quick add. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        {changes && (
          <div className="min-w-0 lg:col-start-1">
            <QuickAdd weddingId={wedding.id} />
          </div>
        )}
        <aside
          aria-label={i18n._({ id: "guests.settingsAndNotes", message: "Guest list settings and notes" })}
          className="grid min-w-0 gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {changes && (
            <section className="grid gap-6 rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
              <RsvpAccessSetting weddingId={wedding.id} code={code} value={wedding.rsvpAccess} />
              <LookupCheckSetting weddingId={wedding.id} code={code} value={wedding.lookupCheck} />
            </section>
          )}
          <GuestNotes weddingId={wedding.id} timeZone={wedding.timeZone} readOnly={!changes} />
          {/* The guest list files and the invitations pack carry contact details and links: refused to a viewer. */}
          {seesContacts && (
            <section aria-labelledby="export-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
              <h2 id="export-title" className="font-serif text-xl text-stone-900">
                {i18n._({ id: "guests.export", message: "Export" })}
              </h2>
              <p className="mt-1 text-sm text-stone-700">
                {i18n._({
                  id: "guests.exportIntro",
                  message: "The whole list as a spreadsheet, or every household's link and QR code for printed invitations.",
                })}
              </p>
              <div className="mt-3">
                <GuestListExports weddingId={wedding.id} />
              </div>
            </section>
          )}
        </aside>
        <section aria-labelledby="parties-title" className="min-w-0 lg:col-start-1">
          <h2 id="parties-title" className="sr-only">
            {i18n._({ id: "guests.parties", message: "Households" })}
          </h2>
          {page.extraEvents.length > 0 && (
            <div className="mb-4 grid max-w-sm gap-1.5">
              <label htmlFor="event-filter" className="text-sm font-medium text-stone-800">
                {i18n._({ id: "guests.invitedTo", message: "Invited to" })}
              </label>
              <select id="event-filter" value={page.eventId} onChange={(e) => page.setEventId(e.target.value)} className={inputClass}>
                <option value="">{i18n._({ id: "guests.anyEvent", message: "Any event (everyone)" })}</option>
                {page.extraEvents.map((event) => (
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
              parties={page.parties}
              filter={page.filter}
              onFilterChange={page.setFilter}
              onEdit={editor.onEdit}
              onEmail={compose.onEmail}
              eventChips={page.eventChips}
              showWords={wedding.lookupCheck === "words"}
              addressStatuses={page.addressStatuses}
              onDeleted={setJustDeleted}
              readOnly={!changes}
            />
          )}
          {/* The trash is for those who may delete (an editor or co-host, or the owner): a viewer's screen has no list of it. */}
          {changes && (
            <div className="mt-6">
              <RecentlyDeleted weddingId={wedding.id} timeZone={wedding.timeZone} />
            </div>
          )}
        </section>
      </div>
      <PartyEditorDialog weddingId={wedding.id} locales={page.locales} target={editor.target} onClose={editor.close} />
      {compose.open && <ComposeDialog weddingId={wedding.id} code={code} parties={allParties} selection={compose.open.selection} onClose={compose.close} />}
    </main>
  );
}
