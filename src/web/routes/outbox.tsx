// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ListChecks from "lucide-react/icons/list-checks";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { useDocumentTitle } from "../components/use-document-title";
import { weddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { outboxQuery } from "../features/outbox/api";
import { OutboxList } from "../features/outbox/outbox-list";
import { useLiveOutbox } from "../features/outbox/use-live-outbox";
import { ApiError } from "../lib/api";

export default function Outbox() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "outbox.screenName", message: "outbox" })}>
      <OutboxScreen code={code} />
    </HostGuard>
  );
}

function OutboxScreen({ code }: { code: string }) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "outbox.documentTitle",
          message: "Outbox · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "outbox.documentTitleLoading", message: "Outbox" }),
  );
  if (wedding.isPending) return <PageSpinner />;
  if (wedding.isError) {
    if (wedding.error instanceof ApiError && wedding.error.status === 404) return <WeddingNotFound code={code} />;
    return <LoadFailed onRetry={() => void wedding.refetch()} />;
  }
  return <OutboxView wedding={wedding.data} />;
}

/** This screen's words for a failed load, laid out as every couple's screen does. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "outbox.loadFailed", message: "We couldn't load the Outbox. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

function OutboxView({ wedding }: { wedding: Wedding }) {
  const code = wedding.uniqueCode;
  const outbox = useInfiniteQuery(outboxQuery(wedding.id));
  const live = useLiveOutbox(code, wedding.id);
  if (outbox.isPending) return <PageSpinner />;
  if (outbox.isError) return <LoadFailed onRetry={() => void outbox.refetch()} />;
  const pages = outbox.data.pages;
  const messages = pages.flatMap((page) => page.messages);
  const delivery = pages[0]!.delivery;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={i18n._({ id: "outbox.screensNav", message: "Wedding screens" })} className="flex flex-wrap items-center justify-between gap-x-4">
        <Link href={`/dashboard/${code}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "outbox.backToDashboard", message: "Back to dashboard" })}
        </Link>
        <Link href={`/guests/${code}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
          <ListChecks className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "outbox.guestList", message: "Guest list" })}
        </Link>
      </nav>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "outbox.heading", message: "Outbox" })}</h1>
      <p className="mt-1 text-stone-700">{i18n._({ id: "outbox.intro", message: "Every email this wedding has written: to your guests and to you." })}</p>
      {live && (
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-emerald-800">
          <span aria-hidden="true" className="h-2 w-2 shrink-0 animate-pulse rounded-full bg-emerald-600" />
          {i18n._({ id: "outbox.live", message: "Live: new emails and their statuses appear automatically" })}
        </p>
      )}
      {delivery === "held" && (
        <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {i18n._({
            id: "outbox.held",
            message: "Email sending isn't set up on this server, so nothing is sent. Every message waits here: copy an invitation's link and send it yourself.",
          })}
        </p>
      )}
      {delivery === "off" && (
        <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {i18n._({ id: "outbox.paused", message: "Sending is paused on this server. Messages wait here and go out when it resumes." })}
        </p>
      )}
      <div className="mt-6">
        {messages.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-blush-200 bg-white p-8 text-center text-stone-700">
            {i18n._({ id: "outbox.empty", message: "No emails yet. Invitations you send from the guest list, and confirmations of replies, appear here." })}
          </p>
        ) : (
          <OutboxList weddingId={wedding.id} timeZone={wedding.timeZone} messages={messages} delivery={delivery} />
        )}
      </div>
      {outbox.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" pending={outbox.isFetchingNextPage} onClick={() => void outbox.fetchNextPage()}>
            {i18n._({ id: "outbox.showOlder", message: "Show older emails" })}
          </Button>
        </div>
      )}
    </main>
  );
}
