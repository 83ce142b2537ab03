import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { NOT_FOUND_SCREEN, SCREENS } from "../contract/screens";
import { PageSpinner } from "./components/page-spinner";
import { guestScreen, isGuestPath } from "./lib/guest-screens";
import { loadScreen } from "./lib/screen-loaders";

/** A lazy chunk per screen; a guest screen is used directly when main.tsx loaded it before the first render. */
function screenComponent(screen: (typeof SCREENS)[number]): ComponentType {
  if (!screen.guest) return lazy(() => loadScreen(screen.name));
  const name = screen.name;
  return function GuestScreen() {
    const Screen = guestScreen(name);
    return <Screen />;
  };
}

// The couple's screens' top bar is its own chunk (with its icons): the guest pages never show it,
// and its 2 KB gzip went toward their languages' catalogues (issue 16). main.tsx loads it before
// the first render of any other page, and the server preloads it there, so it never pops in.
let LoadedTopBar: ComponentType | undefined;
const importTopBar = () => import("./components/top-bar").then((module) => (LoadedTopBar = module.TopBar));
const LazyTopBar = lazy(() => importTopBar().then((component) => ({ default: component })));
export function loadTopBar(): Promise<unknown> {
  return importTopBar().catch(() => undefined);
}

const routes = SCREENS.map((screen) => ({ path: screen.path, component: screenComponent(screen) }));
const NotFound = lazy(() => loadScreen(NOT_FOUND_SCREEN));

export function App() {
  const [location] = useLocation();
  return (
    <>
      {!isGuestPath(location) &&
        (LoadedTopBar ? (
          <LoadedTopBar />
        ) : (
          <Suspense fallback={null}>
            <LazyTopBar />
          </Suspense>
        ))}
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </>
  );
}
