/**
 * The guest pages of the app's screens (screens.ts, which lists them with the couple's): apart so a
 * guest's download, which routes only these, does not carry every couple's screen's name and path
 * (docs/decisions/0009-hand-written-code-for-the-guest-budget.md). Plain data with no imports.
 */
export const GUEST_SCREENS = [
  { name: "rsvp", path: "/rsvp/:code", guest: true },
  { name: "save-the-date", path: "/save-the-date/:code", guest: true },
  { name: "table", path: "/table/:code", guest: true },
] as const;

export type GuestScreenName = (typeof GUEST_SCREENS)[number]["name"];

/** A screen's path before its first parameter: "/rsvp" for "/rsvp/:code". */
export function screenPrefix(screen: { path: string }): string {
  return screen.path.split("/:")[0] ?? screen.path;
}
