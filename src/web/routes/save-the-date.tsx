import { useParams } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import { SaveTheDateCard } from "../features/invitation/save-the-date-card";
import { useFullWedding } from "../features/invitation/use-wedding";
import { WeddingLoadError, WeddingNotFound } from "../features/invitation/wedding-not-found";

/** /save-the-date/{code} (SPEC.md section 2). Shares the cached /full read with the RSVP page. */
export default function SaveTheDatePage() {
  const { code = "" } = useParams<{ code: string }>();
  const query = useFullWedding(code);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <WeddingLoadError onRetry={() => query.refetch()} />;
  if (!query.data) return <WeddingNotFound />;
  return <SaveTheDateCard wedding={query.data} />;
}
