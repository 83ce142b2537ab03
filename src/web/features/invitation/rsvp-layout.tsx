import type { ReactNode } from "react";
import type { Wedding } from "../../../contract/wedding";
import { InvitationCard } from "./invitation-card";
import { InvitationContext } from "./invitation-context";

/**
 * The /rsvp page frame with its invitation. The server renders it alone into the HTML (so a
 * slow phone shows the invitation before any script runs); the browser renders it with the reply below.
 */
export function RsvpLayout({ wedding, children }: { wedding: Wedding; children?: ReactNode }) {
  return (
    <InvitationContext.Provider value={wedding}>
      <main className="min-h-dvh bg-[radial-gradient(ellipse_at_top,var(--color-blush-100),var(--color-blush-50)_60%)] px-[min(0.75rem,3vw)] py-5 sm:px-6 sm:py-12">
        <div className="mx-auto grid max-w-xl gap-5 sm:gap-8">
          <InvitationCard wedding={wedding} />
          {children}
        </div>
      </main>
    </InvitationContext.Provider>
  );
}
