// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { ACTIVITY_KINDS, type ActivityEntry } from "../../contract/activity";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { inputClass } from "../components/ui/field";
import { useDocumentTitle } from "../components/use-document-title";
import { activityQuery, type ActivityFilters } from "../features/activity/api";
import { authorLabel, kindWords } from "../features/activity/activity-words";
import { weddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { ApiError } from "../lib/api";

export default function Activity() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "activity.screenName", message: "activity" })}>
      <ActivityScreen code={code} />
    </HostGuard>
  );
}

function ActivityScreen({ code }: { code: string }) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(i18n._({ id: "activity.documentTitle", message: "Activity" }));
  if (wedding.isPending) return <PageSpinner />;
  if (wedding.isError) {
    if (wedding.error instanceof ApiError && wedding.error.status === 404) return <WeddingNotFound code={code} />;
    return <LoadFailed onRetry={() => void wedding.refetch()} />;
  }
  return <ActivityView wedding={wedding.data} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "activity.loadFailed", message: "We couldn't load the activity. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

const when = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

function ActivityView({ wedding }: { wedding: Wedding }) {
  const [filters, setFilters] = useState<ActivityFilters>({ author: "", kind: "" });
  // The helpers to filter by: every access link this screen has seen in the log (names as they were).
  const [people, setPeople] = useState<Map<string, string>>(new Map());
  const log = useInfiniteQuery(activityQuery(wedding.id, filters));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const unseen = entries.filter((entry) => entry.linkId && !people.has(entry.linkId));
  if (unseen.length) setPeople(new Map([...people, ...unseen.map((entry) => [entry.linkId!, entry.authorName] as const)]));
  const first = log.data?.pages[0];
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href={`/dashboard/${wedding.uniqueCode}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "activity.back", message: "Back to the dashboard" })}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "activity.heading", message: "Activity" })}</h1>
      <p className="mt-1 text-stone-700">
        {i18n._({
          id: "activity.intro",
          message: "Who changed what: you, your helpers' links and your guests, newest first. Times are the wedding's ({zone}).",
          values: { zone: wedding.timeZone },
        })}
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1.5 text-sm font-medium text-stone-800">
          {i18n._({ id: "activity.byPerson", message: "Person" })}
          <select className={inputClass} value={filters.author} onChange={(event) => setFilters({ ...filters, author: event.target.value })}>
            <option value="">{i18n._({ id: "activity.everyone", message: "Everyone" })}</option>
            <option value="owner">{i18n._({ id: "activity.owner", message: "The couple" })}</option>
            <option value="guests">{i18n._({ id: "activity.guests", message: "Guests" })}</option>
            {[...people].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium text-stone-800">
          {i18n._({ id: "activity.byKind", message: "Kind of change" })}
          <select className={inputClass} value={filters.kind} onChange={(event) => setFilters({ ...filters, kind: event.target.value })}>
            <option value="">{i18n._({ id: "activity.everyKind", message: "Every kind" })}</option>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindWords(kind)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {log.isPending ? (
        <PageSpinner />
      ) : log.isError ? (
        <LoadFailed onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-blush-200 bg-white p-8 text-center text-stone-700">
          {i18n._({ id: "activity.empty", message: "Nothing here yet." })}
        </p>
      ) : (
        <ol className="mt-6 grid gap-2" aria-label={i18n._({ id: "activity.listLabel", message: "Changes, newest first" })}>
          {entries.map((entry) => (
            <Row key={entry.id} entry={entry} timeZone={wedding.timeZone} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" pending={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {i18n._({ id: "activity.loadMore", message: "Load more" })}
          </Button>
        </div>
      )}
      {first && !log.hasNextPage && first.olderPruned && (
        <p role="status" className="mt-4 text-center text-sm text-stone-600">
          {i18n._({ id: "activity.pruned", message: "Older changes are no longer kept: the log holds the latest {bound}.", values: { bound: first.bound } })}
        </p>
      )}
    </main>
  );
}

function Row({ entry, timeZone }: { entry: ActivityEntry; timeZone: string }) {
  return (
    <li className="rounded-xl border border-blush-100 bg-white px-4 py-3 shadow-sm">
      <p className="text-stone-900">
        <span className="font-medium break-words" dir="auto">
          {authorLabel(entry)}
        </span>{" "}
        {kindWords(entry.kind)}
      </p>
      <p className="text-sm text-stone-600">
        <time dateTime={entry.at}>{when(entry.at, timeZone)}</time>
      </p>
    </li>
  );
}
