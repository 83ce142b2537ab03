import type { ComponentType } from "react";
import type { ScreenName } from "../../contract/screens";

/** A screen, and optionally what it loads before its first render (the reply of /rsvp). */
export type ScreenModule = { default: ComponentType; preload?: (path: string) => Promise<void> };

/**
 * A couple's screen, with the query cache around it (lib/query-provider.tsx): the provider's
 * chunk loads beside the screen's, and never with a guest page.
 */
function withQueries(screen: Promise<ScreenModule>): Promise<ScreenModule> {
  return Promise.all([screen, import("./query-provider")]).then(([module, { withQueryClient }]) => ({ ...module, default: withQueryClient(module.default) }));
}

/**
 * One loader per screen of src/contract/screens.ts (the Record makes TypeScript insist on
 * each). Every import() is written out so Vite makes each screen its own chunk: a guest
 * opening /rsvp never downloads the host's screens.
 */
export const screenLoaders: Record<ScreenName, () => Promise<ScreenModule>> = {
  landing: () => import("../routes/landing"),
  admin: () => withQueries(import("../routes/admin")),
  dashboard: () => withQueries(import("../routes/dashboard")),
  "responses-entry": () => withQueries(import("../routes/responses-entry")),
  responses: () => withQueries(import("../routes/responses")),
  guests: () => withQueries(import("../routes/guests")),
  outbox: () => withQueries(import("../routes/outbox")),
  "send-by-hand": () => withQueries(import("../routes/send-by-hand")),
  events: () => withQueries(import("../routes/events")),
  translations: () => withQueries(import("../routes/translations")),
  seating: () => withQueries(import("../routes/seating")),
  rsvp: () => import("../routes/rsvp"),
  "save-the-date": () => import("../routes/save-the-date"),
  table: () => import("../routes/table"),
  "not-found": () => import("../routes/not-found"),
};
