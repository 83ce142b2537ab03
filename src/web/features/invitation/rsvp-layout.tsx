import type { ReactNode } from "react";
import { InvitationCard } from "./invitation-card";
import { InvitationContext } from "./invitation-context";
import { LanguageSwitch } from "./language-switch";
import { useTheme } from "./save-the-date-styles";
import type { SectionsWedding } from "./guest-sections";
import { SectionsSlot } from "./sections-slot";

/**
 * The /rsvp page frame with its invitation. The server renders it alone into the HTML (so a
 * slow phone shows the invitation before any script runs); the browser renders it with the reply below.
 * The page wears the couple's rsvpStyle, as their save-the-date does; the reply cards stay white paper on it.
 */
export function RsvpLayout({ wedding, children }: { wedding: SectionsWedding; children?: ReactNode }) {
  const theme = useTheme(wedding.rsvpStyle);
  return (
    <InvitationContext.Provider value={wedding}>
      <main data-style={wedding.rsvpStyle} className={`min-h-dvh px-[min(0.75rem,3vw)] py-5 sm:px-6 sm:py-12 ${theme.page} ${theme.pageText}`}>
        <div className="mx-auto grid max-w-xl gap-5 sm:gap-8">
          <LanguageSwitch wedding={wedding} page="rsvp" className="-mb-2 sm:-mb-5" />
          <InvitationCard wedding={wedding} />
          {/* The server paints the card and the website's sections after it (docs/decisions/0045-website-sections.md);
              the page puts its reply between them, and the sections' slot where it wants them. */}
          {children ?? <SectionsSlot wedding={wedding} />}
        </div>
      </main>
    </InvitationContext.Provider>
  );
}
