import "../guest.css";
import { loadSchedule } from "../features/invitation/guest-events";
import { loadTheme } from "../features/invitation/save-the-date-styles";
import { storedWedding } from "../lib/initial-data";
import { PageSpinner } from "../components/page-spinner";
import { SaveTheDateCard } from "../features/invitation/save-the-date-card";
import { useFullWedding } from "../features/invitation/use-wedding";
import { loadLockedPage, lockedPage } from "../features/invitation/locked-page";
import { WeddingLoadError, WeddingNotFound } from "../features/invitation/wedding-not-found";
import { useScreenCode } from "../lib/location";

/** /save-the-date/{code} (docs/spec.md section 2). Shares the cached /full read with the RSVP page. */
export default function SaveTheDatePage() {
  const code = useScreenCode();
  const query = useFullWedding(code);
  if (query.status === "pending") return <PageSpinner />;
  if (query.status === "locked") return lockedPage(code, "save-the-date", query.lock);
  if (query.status === "error") return <WeddingLoadError onRetry={query.retry} />;
  if (!query.data) return <WeddingNotFound />;
  return <SaveTheDateCard wedding={query.data} origin={window.location.origin} />;
}

/** Before the first render (lib/guest-screens.ts): the schedule's chunk when the wedding has events to list. */
export function preload(path: string): Promise<void> {
  const code = decodeURIComponent(path.split("/")[2] ?? "");
  const wedding = storedWedding(code);
  // The wedding's look and its schedule's chunk, so the first render matches the painted card.
  return Promise.all([loadSchedule(wedding?.events), loadTheme(wedding?.rsvpStyle), loadLockedPage(code)]).then(() => undefined);
}
