import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { TopBar } from "./components/top-bar";
import { PageSpinner } from "./components/page-spinner";
import { guestScreen } from "./lib/guest-screens";

// Every screen is its own chunk: a guest opening /rsvp never downloads the host's screens.
const Landing = lazy(() => import("./routes/landing"));
const Admin = lazy(() => import("./routes/admin"));
const Dashboard = lazy(() => import("./routes/dashboard"));
const Responses = lazy(() => import("./routes/responses"));
const ResponsesEntry = lazy(() => import("./routes/responses-entry"));
const NotFound = lazy(() => import("./routes/not-found"));

// Guest screens: used directly when main.tsx loaded them before the first render.
function Rsvp() {
  const Screen = guestScreen("rsvp");
  return <Screen />;
}
function SaveTheDate() {
  const Screen = guestScreen("saveTheDate");
  return <Screen />;
}

/** The guest pages stand alone: no top bar (SPEC.md section 2). */
function isGuestPage(path: string) {
  return path.startsWith("/rsvp") || path.startsWith("/save-the-date");
}

export function App() {
  const [location] = useLocation();
  return (
    <>
      {!isGuestPage(location) && <TopBar />}
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={Landing} />
          <Route path="/admin" component={Admin} />
          <Route path="/dashboard/:code" component={Dashboard} />
          <Route path="/responses" component={ResponsesEntry} />
          <Route path="/responses/:code" component={Responses} />
          <Route path="/rsvp/:code" component={Rsvp} />
          <Route path="/save-the-date/:code" component={SaveTheDate} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </>
  );
}
