import { I18nProvider } from "../../../web/lib/i18n-react";
import { createElement, type ReactNode } from "react";
import type { Locale } from "../../../contract/locales";
import { i18n, loadLocale } from "../../../web/lib/i18n";
import { LOCALE_CODES } from "../../../contract/locales";
import { renderToString } from "react-dom/server";
import type { Wedding } from "../../../contract/wedding";
// The guest pages' own components, rendered once more on the server: the markup a phone
// paints before any JavaScript arrives is exactly what the app then draws in its place.
import { RsvpLayout } from "../../../web/features/invitation/rsvp-layout";
import { SaveTheDateCard } from "../../../web/features/invitation/save-the-date-card";
import { TablePageLayout } from "../../../web/features/invitation/table-page-layout";
import { EventSchedule } from "../../../web/features/invitation/event-schedule";
import { provideSchedule } from "../../../web/features/invitation/guest-events";
import { provideSections } from "../../../web/features/invitation/guest-sections";
import { WebsiteSections } from "../../../web/features/invitation/website-sections";
import { SiteLocked, type SiteLock } from "../../../web/features/invitation/site-locked";
import type { GuestSection } from "../../../contract/website-text";
import { provideAllThemes } from "../../../web/features/invitation/all-themes";
import type { GuestEvent } from "../../../contract/events";
import { themeOf } from "../../../web/features/invitation/save-the-date-styles";
import type { ThemeFont } from "../../../contract/theme-fonts";
import type { GuestScreenName } from "../../../contract/screens";

interface Rendered {
  /** The Wedding object the HTML was made from: public views are replaced on every write. */
  wedding: Wedding;
  /** By page and language ("rsvp:es"). */
  pages: Map<string, { origin: string; html: string }>;
}

/**
 * Rendered guest pages: at most one copy per wedding and page, whatever the requests say.
 * Only the save-the-date card depends on the origin (its QR code and links). With PUBLIC_URL
 * every request has the same origin; without it the origin comes from the Host header, so a
 * copy for another origin replaces the one there was instead of sitting beside it (one copy
 * per Host once let 8,000 made-up hosts add 165 MB: docs/decisions/0010-deployment-edge.md).
 * Each language is its own copy (issue 16): up to 16 a wedding, so the total is capped as well,
 * the least recently added weddings going first.
 */
class PrerenderCache {
  private readonly entries = new Map<string, Rendered>();
  private copies = 0;

  constructor(
    private readonly maxWeddings = 1_000,
    private readonly maxCopies = 4_000,
  ) {}

  /** How many rendered pages are held, for tests and diagnostics. */
  get size(): number {
    return this.copies;
  }

  /** How many pages of one wedding are held (one per page and language at most), for tests and diagnostics. */
  copiesOf(weddingId: string): number {
    return this.entries.get(weddingId)?.pages.size ?? 0;
  }

  render(page: GuestScreenName, locale: Locale, wedding: Wedding, origin: string, draw: () => string): string {
    const key = page === "save-the-date" ? origin : "";
    const slot = `${page}:${locale}`;
    let entry = this.entries.get(wedding.id);
    if (entry && entry.wedding !== wedding) {
      this.drop(wedding.id);
      entry = undefined;
    }
    const hit = entry?.pages.get(slot);
    if (hit && hit.origin === key) return hit.html;
    const html = draw();
    if (!entry) {
      while (this.entries.size >= this.maxWeddings || (this.entries.size > 0 && this.copies >= this.maxCopies)) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.drop(oldest);
      }
      entry = { wedding, pages: new Map() };
      this.entries.set(wedding.id, entry);
    }
    if (!hit) this.copies++;
    entry.pages.set(slot, { origin: key, html });
    return html;
  }

  private drop(id: string): void {
    this.copies -= this.entries.get(id)?.pages.size ?? 0;
    this.entries.delete(id);
  }
}

export const prerenderCache = new PrerenderCache();

/**
 * The invitation (rsvp) or the whole card (save-the-date) as static HTML for `<!--app-html-->`,
 * in `locale`: the shared i18n instance is activated for it and the render is synchronous, so
 * no other request's language can slip in (every catalogue is loaded at boot, routes.ts).
 */
// The server renders synchronously: the schedule's chunk is the browser's concern (guest-events.ts).
provideSchedule(EventSchedule);
provideSections(WebsiteSections);
// Every look, for any wedding's page and its font preload (save-the-date-styles.ts).
provideAllThemes();

/**
 * `events`: the public's (docs/decisions/0019-events.md), from the same cached view as `wedding`,
 * whose identity keys the cache; a party's private events are its link's, never in the HTML.
 */
export function prerenderGuestPage(
  page: GuestScreenName,
  wedding: Wedding,
  origin: string,
  locale: Locale,
  events: readonly GuestEvent[] = [],
  sections: readonly GuestSection[] = [],
): string {
  return prerenderCache.render(page, locale, wedding, origin, () => {
    i18n.activate(locale);
    // `sections`: the public's only (decision 0045), from the same cached view; a party's limited ones come with its link.
    const shown = { ...wedding, ...(events.length ? { events: [...events] } : {}), ...(sections.length ? { sections: [...sections] } : {}) };
    const view: ReactNode =
      page === "rsvp"
        ? createElement(RsvpLayout, { wedding: shown })
        : page === "table"
          ? createElement(TablePageLayout, { wedding: shown })
          : createElement(SaveTheDateCard, { wedding: shown, origin });
    return renderToString(createElement(I18nProvider, { i18n }, view));
  });
}

/** A locked site's page (decision 0045): the couple's names and the password form; small, never cached. */
export function prerenderLockedPage(code: string, page: GuestScreenName, lock: SiteLock): string {
  return renderToString(createElement(I18nProvider, { i18n }, createElement(SiteLocked, { code, page, lock })));
}

// The words around the page (title, link preview) come from the same catalogue as the page.
export { coupleNames, guestPageDescription, guestPageTitle, notFoundTitle, photoAlt } from "../../../web/features/invitation/page-text";

/** Every language's guest catalogue in memory, for the synchronous pre-render (a few KB each); once, at boot. */
export function loadGuestLocales(): Promise<unknown> {
  return Promise.all(LOCALE_CODES.map(loadLocale));
}

/** Switches the shared instance to the request's language; what follows until the next await is in it. */
export function activateGuestLocale(locale: Locale): void {
  i18n.activate(locale);
}

/** The self-hosted faces a wedding's guest pages use, from its style: the ones to preload. */
export function guestPageFonts(wedding: Wedding): readonly ThemeFont[] {
  return themeOf(wedding.rsvpStyle).fonts;
}
