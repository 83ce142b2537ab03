import { useParams } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import { SaveTheDateCard } from "../features/invitation/save-the-date-card";
import { useFullWedding } from "../features/invitation/use-wedding";
import { WeddingLoadError, WeddingNotFound } from "../features/invitation/wedding-not-found";

/** /save-the-date/{code} (docs/spec.md section 2). Shares the cached /full read with the RSVP page. */
export default function SaveTheDatePage() {
  const { code = "" } = useParams<{ code: string }>();
  const query = useFullWedding(code);
  if (query.status === "pending") return <PageSpinner />;
  if (query.status === "error") return <WeddingLoadError onRetry={query.retry} />;
  if (!query.data) return <WeddingNotFound />;
  return <SaveTheDateCard wedding={query.data} origin={window.location.origin} />;
}
