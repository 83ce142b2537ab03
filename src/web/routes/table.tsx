import "../guest.css";
import { PageSpinner } from "../components/page-spinner";
import { FindTableCard } from "../features/find-table/find-table-card";
import { TablePageLayout } from "../features/invitation/table-page-layout";
import { loadTheme } from "../features/invitation/save-the-date-styles";
import { useFullWedding } from "../features/invitation/use-wedding";
import { loadLockedPage, lockedPage } from "../features/invitation/locked-page";
import { WeddingLoadError, WeddingNotFound } from "../features/invitation/wedding-not-found";
import { storedWedding } from "../lib/initial-data";
import { useScreenCode } from "../lib/location";

/**
 * /table/{code}: "Find my table" at the entrance (issue 30 item 8), the page the couple's QR code
 * opens. Shares the cached /full read with the other guest pages; says plainly when the couple
 * has not turned it on.
 */
export default function TablePage() {
  const code = useScreenCode();
  const query = useFullWedding(code);
  if (query.status === "pending") return <PageSpinner />;
  if (query.status === "locked") return lockedPage(code, "table", query.lock);
  if (query.status === "error") return <WeddingLoadError onRetry={query.retry} />;
  const wedding = query.data;
  if (!wedding) return <WeddingNotFound />;
  return (
    <TablePageLayout wedding={wedding}>
      <FindTableCard wedding={wedding} headingLevel={1} />
    </TablePageLayout>
  );
}

/** Before the first render (lib/guest-screens.ts): the wedding's look, so it matches the painted page. */
export function preload(path: string): Promise<void> {
  const code = decodeURIComponent(path.split("/")[2] ?? "");
  return Promise.all([loadTheme(storedWedding(code)?.rsvpStyle), loadLockedPage(code)]).then(() => undefined);
}
