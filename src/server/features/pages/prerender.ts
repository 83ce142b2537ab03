import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { Wedding } from "../../../contract/wedding";
// The guest pages' own components, rendered once more on the server: the markup a phone
// paints before any JavaScript arrives is exactly what the app then draws in its place.
import { RsvpLayout } from "../../../web/features/invitation/rsvp-layout";
import { SaveTheDateCard } from "../../../web/features/invitation/save-the-date-card";
import type { GuestPage } from "./service";

// Public views are cached objects replaced on every write, so they key the rendered HTML.
const rendered = new WeakMap<Wedding, Map<string, string>>();

/** The invitation (rsvp) or the whole card (save-the-date) as static HTML for `<!--app-html-->`. */
export function prerenderGuestPage(page: GuestPage, wedding: Wedding, origin: string): string {
  let byPage = rendered.get(wedding);
  if (!byPage) rendered.set(wedding, (byPage = new Map()));
  const key = `${page} ${origin}`;
  let html = byPage.get(key);
  if (html === undefined) {
    html = renderToString(page === "rsvp" ? createElement(RsvpLayout, { wedding }) : createElement(SaveTheDateCard, { wedding, origin }));
    byPage.set(key, html);
  }
  return html;
}
