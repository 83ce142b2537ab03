import { createElement, lazy } from "react";
import { Route, Switch } from "wouter";
import { NOT_FOUND_SCREEN, SCREENS, type GuestScreenName, type ScreenName } from "../../contract/screens";
import type { ScreenModule } from "./screen-loaders";

/** Every screen but the guest pages. */
type CoupleScreenName = Exclude<ScreenName, GuestScreenName>;

/**
 * A couple's screen, with the query cache around it (lib/query-provider.tsx): the provider's
 * chunk loads beside the screen's, and never with a guest page.
 */
function withQueries(screen: Promise<ScreenModule>): Promise<ScreenModule> {
  return Promise.all([screen, import("./query-provider")]).then(([module, { withQueryClient }]) => ({ ...module, default: withQueryClient(module.default) }));
}

/**
 * One loader per screen of src/contract/screens.ts that is not a guest page (the Record makes
 * TypeScript insist on each). A lazy chunk of its own (app.tsx loads it), so these
 * loaders and the files each screen imports stay out of the entry a guest downloads. Every
 * import() is written out so Vite makes each screen its own chunk.
 */
export const coupleScreenLoaders: Record<CoupleScreenName, () => Promise<ScreenModule>> = {
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
  website: () => withQueries(import("../routes/website")),
  seating: () => withQueries(import("../routes/seating")),
  "seating-print": () => withQueries(import("../routes/seating-print")),
  "check-in": () => withQueries(import("../routes/check-in")),
  sharing: () => withQueries(import("../routes/sharing")),
  manage: () => withQueries(import("../routes/manage")),
  addresses: () => withQueries(import("../routes/addresses")),
  "address-labels": () => withQueries(import("../routes/address-labels")),
  gifts: () => withQueries(import("../routes/gifts")),
  activity: () => withQueries(import("../routes/activity")),
  "not-found": () => import("../routes/not-found"),
};

const routes = SCREENS.flatMap((screen) => (screen.guest ? [] : [{ path: screen.path, component: lazy(coupleScreenLoaders[screen.name]) }]));
const NotFound = lazy(coupleScreenLoaders[NOT_FOUND_SCREEN]);

/**
 * Every screen but the guest pages, routed by wouter (app.tsx renders this on any path that is not
 * a guest page's): the router rides in this chunk and the couple's, never in a guest's download.
 */
export function CoupleRoutes() {
  return createElement(
    Switch,
    null,
    ...routes.map((route) => createElement(Route, { key: route.path, path: route.path, component: route.component })),
    createElement(Route, { key: "not-found", component: NotFound }),
  );
}
