import { useParams } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import { InvitationCard } from "../features/invitation/invitation-card";
import { InvitationContext } from "../features/invitation/invitation-context";
import { useFullWedding } from "../features/invitation/use-wedding";
import { WeddingLoadError, WeddingNotFound } from "../features/invitation/wedding-not-found";
import { RsvpSection } from "../features/rsvp/rsvp-section";

/** /rsvp/{code}: the invitation, then the reply (SPEC.md sections 2 and 4). */
export default function RsvpPage() {
  const { code = "" } = useParams<{ code: string }>();
  const query = useFullWedding(code);
  if (query.status === "pending") return <PageSpinner />;
  if (query.status === "error") return <WeddingLoadError onRetry={query.retry} />;
  const wedding = query.data;
  if (!wedding) return <WeddingNotFound />;
  return (
    <InvitationContext.Provider value={wedding}>
      <main className="min-h-dvh bg-[radial-gradient(ellipse_at_top,var(--color-blush-100),var(--color-blush-50)_60%)] px-3 py-5 sm:px-6 sm:py-12">
        <div className="mx-auto grid max-w-xl gap-5 sm:gap-8">
          <InvitationCard wedding={wedding} />
          <RsvpSection wedding={wedding} />
          <p className="pb-4 text-center text-xs text-stone-600">
            Made with <span className="font-serif">Forever RSVP</span>
          </p>
        </div>
      </main>
    </InvitationContext.Provider>
  );
}
