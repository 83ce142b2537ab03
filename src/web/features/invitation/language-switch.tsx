import { useLingui } from "../../lib/i18n-react";
import { offeredLocales } from "../../../contract/guest-locale";
import { isLocale, localeName } from "../../../contract/locales";
import type { GuestScreenName } from "../../../contract/screens";
import type { Wedding } from "../../../contract/wedding";
import { useInteractive } from "../../lib/use-interactive";
import { activateLocale, activeLocale } from "../../lib/i18n";
import { guestPageTitle } from "./page-text";

/**
 * The guest's language switch (issue 16): a native select, each language named in itself, shown
 * only when the couple offers more than one. Switching loads that catalogue and re-renders in
 * place (a half-filled form keeps its draft), and writes `?lang=` into the address with
 * replaceState, so a reload or a shared link keeps the choice (contract/guest-locale.ts).
 */
export function LanguageSwitch({ wedding, page, className = "" }: { wedding: Wedding; page: GuestScreenName; className?: string }) {
  const { i18n } = useLingui();
  const interactive = useInteractive();
  const { locales } = offeredLocales(wedding);
  if (locales.length < 2) return null;
  const choose = async (value: string) => {
    if (!isLocale(value)) return;
    await activateLocale(value);
    const url = new URL(window.location.href);
    url.searchParams.set("lang", value);
    window.history.replaceState(window.history.state, "", url);
    document.title = guestPageTitle(page, wedding);
  };
  return (
    // data-toast-clear: a toast on a phone starts below the switch rather than over it (toast-view.tsx).
    <div data-toast-clear className={`flex justify-end ${className}`}>
      <label className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/85 ps-3 pe-1 text-sm text-stone-800 shadow-sm ring-1 ring-stone-200">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.7">
          <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.6 9h16.8M3.6 15h16.8M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
        <span className="sr-only">{i18n._({ id: "language.label", message: "Language" })}</span>
        <select
          value={activeLocale()}
          disabled={!interactive}
          onChange={(event) => void choose(event.target.value)}
          className="min-h-11 rounded-full bg-transparent pe-2 text-sm focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {localeName(locale)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
