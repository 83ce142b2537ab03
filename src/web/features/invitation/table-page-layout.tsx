import type { ReactNode } from "react";
import type { Wedding } from "../../../contract/wedding";
import { formatWeddingDate } from "../../../contract/wedding-date";
import { CoupleNames } from "./couple-names";
import { LanguageSwitch } from "./language-switch";
import { useTheme } from "./save-the-date-styles";
import { useGuestLocale } from "./use-guest-locale";

/**
 * The entrance page's frame (/table/{code}): the couple's names on their own look, then whatever
 * the page shows. The server paints it alone into the HTML, as it paints the invitation on /rsvp;
 * the day's guests need the names to know they scanned the right code, not the whole invitation.
 */
export function TablePageLayout({ wedding, children }: { wedding: Wedding; children?: ReactNode }) {
  const theme = useTheme(wedding.rsvpStyle);
  const locale = useGuestLocale();
  return (
    <main data-style={wedding.rsvpStyle} className={`min-h-dvh px-[min(0.75rem,3vw)] py-5 sm:px-6 sm:py-12 ${theme.page} ${theme.pageText}`}>
      <div className="mx-auto grid max-w-xl gap-5 sm:gap-8">
        <LanguageSwitch wedding={wedding} page="table" className="-mb-2 sm:-mb-5" />
        <header className="text-center [overflow-wrap:break-word]">
          <p className={`${theme.names} text-4xl sm:text-5xl`}>
            <CoupleNames partner1={wedding.partner1} partner2={wedding.partner2} />
          </p>
          <p className="mt-2 text-sm">{formatWeddingDate(wedding.date, locale)}</p>
        </header>
        {children}
      </div>
    </main>
  );
}
