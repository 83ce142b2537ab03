import "../guest.css";
import { lazy, Suspense } from "react";
import { useLingui } from "../lib/i18n-react";
import { PageSpinner } from "../components/page-spinner";
import { RsvpLayout } from "../features/invitation/rsvp-layout";
import { SectionsSlot } from "../features/invitation/sections-slot";
import { useFullWedding } from "../features/invitation/use-wedding";
import { loadLockedPage, lockedPage } from "../features/invitation/locked-page";
import { WeddingLoadError, WeddingNotFound } from "../features/invitation/wedding-not-found";
import { preloadReply, ReplyArea } from "../features/rsvp/reply-area";
import { loadSchedule } from "../features/invitation/guest-events";
import { loadTheme } from "../features/invitation/save-the-date-styles";
import { storedWedding } from "../lib/initial-data";
import { useScreenCode } from "../lib/location";

// "Find my table" (decision 0038), only when the couple turned it on: its own chunk, after the reply.
const FindTableCard = lazy(() => import("../features/find-table/find-table-card"));

/** /rsvp/{code}: the invitation, then the reply (docs/spec.md sections 2 and 4). */
export default function RsvpPage() {
  const code = useScreenCode();
  const query = useFullWedding(code);
  const { i18n } = useLingui();
  if (query.status === "pending") return <PageSpinner />;
  if (query.status === "locked") return lockedPage(code, "rsvp", query.lock);
  if (query.status === "error") return <WeddingLoadError onRetry={query.retry} />;
  const wedding = query.data;
  if (!wedding) return <WeddingNotFound />;
  return (
    <RsvpLayout wedding={wedding}>
      <ReplyArea wedding={wedding} />
      {wedding.findMyTable && (
        <Suspense fallback={null}>
          <FindTableCard wedding={wedding} />
        </Suspense>
      )}
      <SectionsSlot wedding={wedding} />
      <p className="pb-4 text-center text-xs">
        {i18n._({ id: "rsvp.madeWith", message: "Made with" })} <span className="font-serif">Forever RSVP</span>
      </p>
    </RsvpLayout>
  );
}

/** Before the first render (lib/guest-screens.ts): the reply this visit shows, from the wedding the HTML carried. */
export function preload(path: string): Promise<void> {
  const code = decodeURIComponent(path.split("/")[2] ?? "");
  const wedding = storedWedding(code);
  // The schedule's chunk with the reply's, when the wedding has events to list (guest-events.ts).
  return Promise.all([preloadReply(wedding, window.location.hash), loadSchedule(wedding?.events), loadTheme(wedding?.rsvpStyle), loadLockedPage(code)]).then(
    () => undefined,
  );
}
