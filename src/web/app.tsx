import { lazy, Suspense, type ComponentType } from "react";
import { GUEST_SCREENS } from "../contract/guest-screens";
import { PageSpinner } from "./components/page-spinner";
import { guestScreen, isGuestPath } from "./lib/guest-screens";
import { usePathname } from "./lib/location";

// A guest page's path: its pattern ("/rsvp/:code") as wouter matched it, any case, with or without a final slash.
const GUEST_ROUTES = GUEST_SCREENS.map((screen) => ({ name: screen.name, pattern: new RegExp(`^${screen.path.replace(/:\w+/g, "([^/]+?)")}/?$`, "i") }));

// The couple's screens' top bar is its own chunk (with its icons): the guest pages never show it,
// and its 2 KB gzip went toward their languages' catalogues (issue 16). main.tsx loads it before
// the first render of any other page, and the server preloads it there, so it never pops in.
let LoadedTopBar: ComponentType | undefined;
const importTopBar = () => import("./components/top-bar").then((module) => (LoadedTopBar = module.TopBar));
const LazyTopBar = lazy(() => importTopBar().then((component) => ({ default: component })));

// Every other screen (the couple's, the landing page, the 404 page) is routed by wouter inside the chunk that loads
// them (lib/couple-screens.ts), which the server preloads on those pages and main.tsx loads before their first render:
// a guest page never downloads the router (docs/decisions/0009-hand-written-code-for-the-guest-budget.md).
let LoadedCoupleRoutes: ComponentType | undefined;
const importCoupleRoutes = () => import("./lib/couple-screens").then((module) => (LoadedCoupleRoutes = module.CoupleRoutes));
const LazyCoupleRoutes = lazy(() => importCoupleRoutes().then((component) => ({ default: component })));
/** The top bar and the couple's routes, before the first render of a page that is not a guest's. */
export function loadCoupleScreens(): Promise<unknown> {
  return Promise.all([importTopBar(), importCoupleRoutes()]).catch(() => undefined);
}

export function App() {
  const path = usePathname();
  const guest = GUEST_ROUTES.find((route) => route.pattern.test(path));
  // A guest screen is used directly when main.tsx loaded it before the first render (lib/guest-screens.ts).
  const Screen = guest ? guestScreen(guest.name) : (LoadedCoupleRoutes ?? LazyCoupleRoutes);
  return (
    <>
      {!isGuestPath(path) &&
        (LoadedTopBar ? (
          <LoadedTopBar />
        ) : (
          <Suspense fallback={null}>
            <LazyTopBar />
          </Suspense>
        ))}
      <Suspense fallback={<PageSpinner />}>
        <Screen key={guest?.name} />
      </Suspense>
    </>
  );
}
