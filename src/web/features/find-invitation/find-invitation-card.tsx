import type { FullWedding } from "../../../contract/full-wedding";
import { REPLY_CARD } from "../invitation/reply-card";
import { FindInvitation } from "./find-invitation";

/** The reply half of the page when only invited parties may answer: find your invitation by name. */
export function FindInvitationCard({ wedding, onOpen }: { wedding: FullWedding; onOpen: (token: string) => void }) {
  return (
    <section aria-labelledby="find-invitation-heading" className={`${REPLY_CARD} grid gap-5`}>
      <div className="text-center">
        <h2 id="find-invitation-heading" className="font-serif text-3xl text-stone-900">
          Find Your Invitation
        </h2>
        <p className="mt-1 text-sm text-stone-700">The couple has invited each household personally. Type your name to open your invitation and reply.</p>
      </div>
      <FindInvitation weddingId={wedding.id} onFound={onOpen} />
    </section>
  );
}
