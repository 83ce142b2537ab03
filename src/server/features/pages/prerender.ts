import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { Wedding } from "../../../contract/wedding";
// The guest pages' own components, rendered once more on the server: the markup a phone
// paints before any JavaScript arrives is exactly what the app then draws in its place.
import { RsvpLayout } from "../../../web/features/invitation/rsvp-layout";
import { SaveTheDateCard } from "../../../web/features/invitation/save-the-date-card";
import { themeOf } from "../../../web/features/invitation/save-the-date-styles";
import type { ThemeFont } from "../../../contract/theme-fonts";
import type { GuestScreenName } from "../../../contract/screens";

interface Rendered {
  /** The Wedding object the HTML was made from: public views are replaced on every write. */
  wedding: Wedding;
  pages: Map<GuestScreenName, { origin: string; html: string }>;
}

/**
 * Rendered guest pages: at most one copy per wedding and page, whatever the requests say.
 * Only the save-the-date card depends on the origin (its QR code and links). With PUBLIC_URL
 * every request has the same origin; without it the origin comes from the Host header, so a
 * copy for another origin replaces the one there was instead of sitting beside it (one copy
 * per Host once let 8,000 made-up hosts add 165 MB: docs/decisions/0010-deployment-edge.md).
 */
class PrerenderCache {
  private readonly entries = new Map<string, Rendered>();
  private copies = 0;

  constructor(private readonly maxWeddings = 1_000) {}

  /** How many rendered pages are held, for tests and diagnostics. */
  get size(): number {
    return this.copies;
  }

  render(page: GuestScreenName, wedding: Wedding, origin: string, draw: () => string): string {
    const key = page === "save-the-date" ? origin : "";
    let entry = this.entries.get(wedding.id);
    if (entry && entry.wedding !== wedding) {
      this.drop(wedding.id);
      entry = undefined;
    }
    const hit = entry?.pages.get(page);
    if (hit && hit.origin === key) return hit.html;
    const html = draw();
    if (!entry) {
      while (this.entries.size >= this.maxWeddings) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.drop(oldest);
      }
      entry = { wedding, pages: new Map() };
      this.entries.set(wedding.id, entry);
    }
    if (!hit) this.copies++;
    entry.pages.set(page, { origin: key, html });
    return html;
  }

  private drop(id: string): void {
    this.copies -= this.entries.get(id)?.pages.size ?? 0;
    this.entries.delete(id);
  }
}

export const prerenderCache = new PrerenderCache();

/** The invitation (rsvp) or the whole card (save-the-date) as static HTML for `<!--app-html-->`. */
export function prerenderGuestPage(page: GuestScreenName, wedding: Wedding, origin: string): string {
  return prerenderCache.render(page, wedding, origin, () =>
    renderToString(page === "rsvp" ? createElement(RsvpLayout, { wedding }) : createElement(SaveTheDateCard, { wedding, origin })),
  );
}

/** The self-hosted faces a wedding's guest pages use, from its style: the ones to preload. */
export function guestPageFonts(wedding: Wedding): readonly ThemeFont[] {
  return themeOf(wedding.rsvpStyle).fonts;
}
