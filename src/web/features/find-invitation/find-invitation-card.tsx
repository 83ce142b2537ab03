import { useLingui } from "../../lib/i18n-react";
import type { FullWedding } from "../../../contract/full-wedding";
import { REPLY_CARD } from "../invitation/reply-card";
import { FindInvitation } from "./find-invitation";

/** The reply half of the page when only invited parties may answer: find your invitation by name. */
export function FindInvitationCard({ wedding, onOpen }: { wedding: FullWedding; onOpen: (token: string) => void }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="find-invitation-heading" className={`${REPLY_CARD} grid gap-5`}>
      <div className="text-center">
        <h2 id="find-invitation-heading" className="font-serif text-3xl text-stone-900">
          {i18n._({ id: "lookup.title", message: "Find Your Invitation" })}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {i18n._({ id: "lookup.intro", message: "The couple has invited each household personally. Type your name to open your invitation and reply." })}
        </p>
      </div>
      <FindInvitation weddingId={wedding.id} check={wedding.lookupCheck} onFound={onOpen} />
    </section>
  );
}
