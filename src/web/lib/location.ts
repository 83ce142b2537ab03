import { useSyncExternalStore } from "react";

/**
 * The address bar's path for the app's one switch between a guest page and the couple's screens
 * (app.tsx), without wouter: the couple's screens route with wouter inside their own chunk
 * (lib/couple-screens.ts), and its 2.3 KB gzip stays out of a guest's download
 * (docs/decisions/0009-hand-written-code-for-the-guest-budget.md). The same events as wouter's
 * location hook, and the same patch of `history` so `pushState` and `replaceState` announce
 * themselves; it marks `history` with wouter's own key, so whichever of the two loads first
 * patches it, once.
 */
const EVENTS = ["popstate", "pushState", "replaceState", "hashchange"];
const PATCHED = Symbol.for("wouter_v3");

if (typeof window !== "undefined" && !(PATCHED in window)) {
  for (const type of ["pushState", "replaceState"] as const) {
    const original = history[type];
    history[type] = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      dispatchEvent(new Event(type));
    };
  }
  Object.defineProperty(window, PATCHED, { value: true });
}

function subscribe(onChange: () => void): () => void {
  EVENTS.forEach((event) => addEventListener(event, onChange));
  return () => EVENTS.forEach((event) => removeEventListener(event, onChange));
}

/** The current `location.pathname`; a component reading it renders again when it changes. */
export const usePathname = (): string => useSyncExternalStore(subscribe, () => location.pathname);

/**
 * A guest page's `:code` (src/contract/screens.ts: "/rsvp/:code"), as written in the address, as
 * wouter's `useParams` gave it: app.tsx renders a guest page only on a path its pattern matches.
 */
export const useScreenCode = (): string => usePathname().split("/")[2] ?? "";
