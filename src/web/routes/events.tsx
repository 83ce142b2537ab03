// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import { i18n } from "../features/host/host-i18n";
import { withElements } from "../lib/i18n-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { toast } from "../components/ui/toast";
import { useDocumentTitle } from "../components/use-document-title";
import { eventsQuery, useCreateEvent, useReorderEvents } from "../features/events/api";
import { EventCard, eventWhen } from "../features/events/event-card";
import { EventForm } from "../features/events/event-form";
import { guestListQuery } from "../features/guest-list/api";
import { weddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { ApiError } from "../lib/api";

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
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "events.documentTitle",
          message: "Events · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "events.documentTitleLoading", message: "Events" }),
  );
  if (wedding.isPending) return <PageSpinner />;
  if (wedding.isError) {
    if (wedding.error instanceof ApiError && wedding.error.status === 404) return <WeddingNotFound code={code} />;
    return <LoadFailed onRetry={() => void wedding.refetch()} />;
  }
  return <EventsView wedding={wedding.data} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <p role="alert" className="text-stone-700">
        {i18n._({ id: "events.loadFailed", message: "We couldn't load your events. Check your connection and try again." })}
      </p>
      <Button className="mt-4" onClick={onRetry}>
        {i18n._({ id: "events.tryAgain", message: "Try again" })}
      </Button>
    </main>
  );
}

function EventsView({ wedding }: { wedding: Wedding }) {
  const events = useQuery(eventsQuery(wedding.id));
  const guestList = useQuery(guestListQuery(wedding.id));
  const create = useCreateEvent(wedding.id);
  const reorder = useReorderEvents(wedding.id);
  if (events.isPending || guestList.isPending) return <PageSpinner />;
  if (events.isError || guestList.isError) return <LoadFailed onRetry={() => void Promise.all([events.refetch(), guestList.refetch()])} />;
  const [main, ...extra] = events.data.events;
  const parties = guestList.data.parties;
  const move = (index: number, by: -1 | 1) => {
    const ids = extra.map((event) => event.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, {
      onError: () =>
        toast({
          title: i18n._({ id: "events.notMoved", message: "Not moved" }),
          description: i18n._({ id: "events.pleaseTryAgain", message: "Please try again." }),
          variant: "destructive",
        }),
    });
  };

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

      <section aria-labelledby="main-event-title" className="mt-8 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
        <h2 id="main-event-title" className="font-serif text-xl text-stone-900">
          {i18n._({ id: "events.mainEvent", message: "The wedding (main event)" })}
        </h2>
        <p className="text-sm text-stone-700">{main ? eventWhen(main) : ""}</p>
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
      </section>

      <section aria-labelledby="extra-events-title" className="mt-8">
        <h2 id="extra-events-title" className="font-serif text-2xl text-stone-900">
          {i18n._({ id: "events.moreEvents", message: "More events" })}
        </h2>
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
                event={event}
                parties={parties}
                questions={events.data.questions}
                onMove={{ up: index > 0 ? () => move(index, -1) : undefined, down: index < extra.length - 1 ? () => move(index, 1) : undefined }}
              />
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="add-event-title" className="mt-8 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
        <h2 id="add-event-title" className="font-serif text-xl text-stone-900">
          {i18n._({ id: "events.addEvent", message: "Add an event" })}
        </h2>
        <p className="mb-4 text-sm text-stone-700">
          {i18n._({ id: "events.addEventHint", message: "It starts open to everyone; choose who is invited once it is added." })}
        </p>
        <EventForm
          submitLabel={i18n._({ id: "events.addEventButton", message: "Add event" })}
          onSave={(draft) =>
            create.mutateAsync(draft).then((added) =>
              toast({
                title: i18n._({ id: "events.added", message: "Event added" }),
                description: i18n._({ id: "events.addedDescription", message: "{name} is on your schedule.", values: { name: added.name } }),
                variant: "success",
              }),
            )
          }
        />
      </section>
    </main>
  );
}
