import type { ComponentType } from "react";
import type { ScreenName } from "../../contract/screens";

/** A screen, and optionally what it loads before its first render (the reply of /rsvp). */
export type ScreenModule = { default: ComponentType; preload?: (path: string) => Promise<void> };

/**
 * One loader per screen of src/contract/screens.ts (the Record makes TypeScript insist on
 * each). Every import() is written out so Vite makes each screen its own chunk: a guest
 * opening /rsvp never downloads the host's screens.
 */
export const screenLoaders: Record<ScreenName, () => Promise<ScreenModule>> = {
  landing: () => import("../routes/landing"),
  admin: () => import("../routes/admin"),
  dashboard: () => import("../routes/dashboard"),
  "responses-entry": () => import("../routes/responses-entry"),
  responses: () => import("../routes/responses"),
  guests: () => import("../routes/guests"),
  outbox: () => import("../routes/outbox"),
  events: () => import("../routes/events"),
  rsvp: () => import("../routes/rsvp"),
  "save-the-date": () => import("../routes/save-the-date"),
  "not-found": () => import("../routes/not-found"),
};
