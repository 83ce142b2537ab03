import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { NOT_FOUND_SCREEN, SCREENS } from "../contract/screens";
import { TopBar } from "./components/top-bar";
import { PageSpinner } from "./components/page-spinner";
import { guestScreen, isGuestPath } from "./lib/guest-screens";
import { screenLoaders } from "./lib/screen-loaders";

/** A lazy chunk per screen; a guest screen is used directly when main.tsx loaded it before the first render. */
function screenComponent(screen: (typeof SCREENS)[number]): ComponentType {
  if (!screen.guest) return lazy(screenLoaders[screen.name]);
  const name = screen.name;
  return function GuestScreen() {
    const Screen = guestScreen(name);
    return <Screen />;
  };
}

const routes = SCREENS.map((screen) => ({ path: screen.path, component: screenComponent(screen) }));
const NotFound = lazy(screenLoaders[NOT_FOUND_SCREEN]);

export function App() {
  const [location] = useLocation();
  return (
    <>
      {!isGuestPath(location) && <TopBar />}
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
