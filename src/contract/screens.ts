/**
 * The web app's screens: the one list that the web router, the server's page routes and
 * the size bench read (docs/architecture.md, "one fact, one module"). `name` is the route
 * file `src/web/routes/{name}.tsx`; `path` is a wouter/Fastify pattern; guest screens stand
 * alone, without the top bar, and the server paints them (docs/spec.md section 2).
 * Plain data. The guest pages' part is a module of its own (guest-screens.ts), which is all a
 * guest's download carries of this list (docs/decisions/0009-hand-written-code-for-the-guest-budget.md).
 */
import { GUEST_SCREENS, screenPrefix, type GuestScreenName } from "./guest-screens";

export { GUEST_SCREENS, screenPrefix, type GuestScreenName };

export const SCREENS = [
  { name: "landing", path: "/", guest: false },
  { name: "admin", path: "/admin", guest: false },
  { name: "dashboard", path: "/dashboard/:code", guest: false },
  { name: "responses-entry", path: "/responses", guest: false },
  { name: "responses", path: "/responses/:code", guest: false },
  { name: "guests", path: "/guests/:code", guest: false },
  { name: "outbox", path: "/outbox/:code", guest: false },
  { name: "send-by-hand", path: "/send-by-hand/:code", guest: false },
  { name: "events", path: "/events/:code", guest: false },
  { name: "translations", path: "/translations/:code", guest: false },
  { name: "website", path: "/website/:code", guest: false },
  { name: "seating", path: "/seating/:code", guest: false },
  { name: "seating-print", path: "/seating/:code/print", guest: false },
  { name: "check-in", path: "/check-in/:code", guest: false },
  { name: "sharing", path: "/sharing/:code", guest: false },
  { name: "manage", path: "/manage/:code", guest: false },
  { name: "addresses", path: "/addresses/:code", guest: false },
  { name: "address-labels", path: "/addresses/:code/labels", guest: false },
  { name: "gifts", path: "/gifts/:code", guest: false },
  { name: "activity", path: "/activity/:code", guest: false },
  ...GUEST_SCREENS,
] as const;

/** The screen for any path no other screen matches. */
export const NOT_FOUND_SCREEN = "not-found";

type Screen = (typeof SCREENS)[number];
export type ScreenName = Screen["name"] | typeof NOT_FOUND_SCREEN;
