import { I18nProvider } from "./lib/i18n-react";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, loadCoupleScreens } from "./app";
import { Toaster } from "./components/ui/toast";
import { isGuestPath, preloadGuestScreen } from "./lib/guest-screens";
import { activateLocale, i18n, paintedLocale } from "./lib/i18n";
import { seedInitialData } from "./lib/initial-data";

function start() {
  const root = createRoot(document.getElementById("root")!);
  // A transition, so React renders the first screen in slices of a few milliseconds instead of
  // one long task: a guest page's painted invitation stays on screen (and the page answers taps
  // and scrolls) until the whole app is ready to replace it in one commit (bench/README.md,
  // Lighthouse, ninth session).
  startTransition(() => {
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App />
          <Toaster />
        </I18nProvider>
      </StrictMode>,
    );
  });
}

// The page's language is the one the server painted it in (<html lang>); its catalogue chunk
// is modulepreloaded beside the entry, so activating it costs no extra round trip.
const language = activateLocale(paintedLocale()).catch(() => activateLocale("en"));
// Guest pages arrive with their data (and the server-painted page) in the HTML: cache the data,
// and have the screen's code in hand, before the first render replaces what is on screen.
// (A .then, not a top-level await: that would split the entry into many small chunks.)
const screen = seedInitialData() ? preloadGuestScreen() : isGuestPath(window.location.pathname) ? Promise.resolve() : loadCoupleScreens();
void Promise.all([language, screen]).then(start);
