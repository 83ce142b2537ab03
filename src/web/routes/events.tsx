// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { ReadOnlyNote } from "../features/access/read-only-note";
import { useActor } from "../features/access/use-actor";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { withElements } from "../lib/i18n-react";
import { useState } from "react";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { EventCard, eventWhen } from "../features/events/event-card";
import { EventForm } from "../features/events/event-form";
import { HostGuard } from "../features/host/host-guard";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { RecentlyDeleted } from "../features/trash/recently-deleted";
import { UndoStatus, type JustDeleted } from "../features/trash/undo-status";
import { useEventsPage, useEventsWedding } from "./use-events-page";

/** /events/{code}: the wedding's events, who is invited to each, and their questions (issue 17, docs/decisions/0019-events.md). */
export default function Events() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "events.screenName", message: "events" })}>
      <EventsScreen code={code} />
    </HostGuard>
  );
}

function EventsScreen({ code }: { code: string }) {
  const { status, retry, wedding } = useEventsWedding(code);
  if (status === "pending") return <PageSpinner />;
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (status === "failed") return <LoadFailed onRetry={retry} />;
  if (!wedding) return <PageSpinner />;
  return <EventsView wedding={wedding} />;
}

/** This screen's words for a failed load, laid out as every couple's screen does. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "events.loadFailed", message: "We couldn't load your events. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

function EventsView({ wedding }: { wedding: Wedding }) {
  const page = useEventsPage(wedding);
  const { canChange } = useActor(wedding.uniqueCode);
  const [justDeleted, setJustDeleted] = useState<JustDeleted | null>(null);
  if (page.status === "pending") return <PageSpinner />;
  if (page.status === "failed") return <LoadFailed onRetry={page.retry} />;
  const { main, extra } = page;

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href={`/dashboard/${wedding.uniqueCode}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "events.backToDashboard", message: "Back to dashboard" })}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "events.heading", message: "Events" })}</h1>
      <p className="mt-1 text-stone-700">
        {i18n._({
          id: "events.intro",
          message:
            "The ceremony, the rehearsal dinner, the Sunday brunch: each with its own guests. Guests answer for each event they are invited to, person by person, on the same form.",
        })}
      </p>

      <ReadOnlyNote code={wedding.uniqueCode} area="events" wedding={wedding} />

      <section aria-labelledby="main-event-title" className="mt-8 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
        <h2 id="main-event-title" className="font-serif text-xl text-stone-900">
          {i18n._({ id: "events.mainEvent", message: "The wedding (main event)" })}
        </h2>
        <p className="text-sm text-stone-700">{main ? eventWhen(main, wedding.timeZone) : ""}</p>
        {canChange("wedding") && (
          <p className="mt-1 text-sm text-stone-700">
            {withElements(
              i18n._({
                id: "events.mainEventHint",
                message: "Everyone on your guest list is invited. <0>Edit its date, time and venue</0> or <1>its questions</1>.",
              }),
              {
                0: <Link href={`/admin?edit=${wedding.uniqueCode}`} className="font-medium text-blush-700 underline" />,
                1: <Link href={`/admin?edit=${wedding.uniqueCode}&questions=true`} className="font-medium text-blush-700 underline" />,
              },
            )}
          </p>
        )}
      </section>

      <section aria-labelledby="extra-events-title" className="mt-8">
        <h2 id="extra-events-title" className="font-serif text-2xl text-stone-900">
          {i18n._({ id: "events.moreEvents", message: "More events" })}
        </h2>
        <div className="mt-3">
          <UndoStatus weddingId={wedding.id} deleted={justDeleted} />
        </div>
        {extra.length === 0 ? (
          <p className="mt-2 text-stone-700">
            {i18n._({ id: "events.none", message: "No other events yet. Add a rehearsal dinner, a welcome drink or a brunch below." })}
          </p>
        ) : (
          <ol className="mt-4 grid gap-4">
            {extra.map((event, index) => (
              <EventCard
                key={event.id}
                weddingId={wedding.id}
                timeZone={wedding.timeZone}
                event={event}
                parties={page.parties}
                questions={page.questions}
                onMove={page.moves(index)}
                readOnly={!canChange("events")}
                onDeleted={setJustDeleted}
              />
            ))}
          </ol>
        )}
      </section>

      {canChange("events") && (
        <section aria-labelledby="add-event-title" className="mt-8 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
          <h2 id="add-event-title" className="font-serif text-xl text-stone-900">
            {i18n._({ id: "events.addEvent", message: "Add an event" })}
          </h2>
          <p className="mb-4 text-sm text-stone-700">
            {i18n._({ id: "events.addEventHint", message: "It starts open to everyone; choose who is invited once it is added." })}
          </p>
          <EventForm submitLabel={i18n._({ id: "events.addEventButton", message: "Add event" })} onSave={page.addEvent} />
        </section>
      )}
      {/* Its own kinds: the events deleted here and their questions (a co-host's to delete and restore). */}
      {canChange("events") && (
        <div className="mt-8">
          <RecentlyDeleted
            weddingId={wedding.id}
            timeZone={wedding.timeZone}
            kinds={canChange("wedding") ? ["event", "question"] : ["event"]}
            intro={(days) =>
              i18n._({
                id: "events.trashIntro",
                message: "Deleted events, with their guests' answers and seating plans, are kept for {days} days, then erased for good.",
                values: { days },
              })
            }
          />
        </div>
      )}
    </main>
  );
}
