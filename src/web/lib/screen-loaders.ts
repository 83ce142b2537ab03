import type { ComponentType } from "react";
import type { GuestScreenName } from "../../contract/guest-screens";

/** A screen, and optionally what it loads before its first render (the reply of /rsvp). */
export type ScreenModule = { default: ComponentType; preload?: (path: string) => Promise<void> };

/**
 * The guest pages' loaders, in the entry every guest downloads. Each import() is written out so
 * Vite makes each screen its own chunk, with the list of files to fetch beside it.
 */
const GUEST_LOADERS: Record<GuestScreenName, () => Promise<ScreenModule>> = {
  rsvp: () => import("../routes/rsvp"),
  "save-the-date": () => import("../routes/save-the-date"),
  table: () => import("../routes/table"),
};

/**
 * Loads a guest page's screen. Every other screen (the landing page, the couple's screens, the 404
 * page) is routed and loaded by one chunk of its own, `couple-screens.ts` (app.tsx), which holds
 * their loaders, the list of files each imports and the router: the entry, which every guest
 * downloads, carries only each screen's name and path, so a new couple's screen adds nothing else
 * to a guest's first load (docs/decisions/0009-hand-written-code-for-the-guest-budget.md). The
 * server preloads that chunk in those screens' HTML, so it costs them no round trip.
 */
export function loadScreen(name: GuestScreenName): Promise<ScreenModule> {
  return GUEST_LOADERS[name]();
}
