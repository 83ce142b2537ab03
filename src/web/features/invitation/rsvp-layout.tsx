import type { ReactNode } from "react";
import { InvitationCard } from "./invitation-card";
import { InvitationContext } from "./invitation-context";
import { LanguageSwitch } from "./language-switch";
import { useTheme } from "./save-the-date-styles";
import { useGuestSections, type SectionsWedding } from "./guest-sections";
import { useLingui } from "../../lib/i18n-react";

/**
 * The /rsvp page frame with its invitation. The server renders it alone into the HTML (so a
 * slow phone shows the invitation before any script runs); the browser renders it with the reply below.
 * The page wears the couple's rsvpStyle, as their save-the-date does; the reply cards stay white paper on it.
 */
export function RsvpLayout({ wedding, children }: { wedding: SectionsWedding; children?: ReactNode }) {
  const theme = useTheme(wedding.rsvpStyle);
  // The website's sections, after the card and its schedule (docs/decisions/0045-website-sections.md).
  const { sections, Sections } = useGuestSections(wedding);
  const { i18n } = useLingui();
  return (
    <InvitationContext.Provider value={wedding}>
      <main data-style={wedding.rsvpStyle} className={`min-h-dvh px-[min(0.75rem,3vw)] py-5 sm:px-6 sm:py-12 ${theme.page} ${theme.pageText}`}>
        <div className="mx-auto grid max-w-xl gap-5 sm:gap-8">
          <LanguageSwitch wedding={wedding} page="rsvp" className="-mb-2 sm:-mb-5" />
          <InvitationCard wedding={wedding} />
          {sections.length > 0 && Sections && <Sections wedding={wedding} sections={sections} i18n={i18n} />}
          {children}
        </div>
      </main>
    </InvitationContext.Provider>
  );
}
