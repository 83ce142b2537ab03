import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { Toaster } from "./components/ui/toast";
import { queryClient } from "./lib/query-client";
import { preloadGuestScreen } from "./lib/guest-screens";
import { seedInitialData } from "./lib/initial-data";
import "./styles.css";

function start() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// Guest pages arrive with their data (and the server-painted page) in the HTML: cache the data,
// and have the screen's code in hand, before the first render replaces what is on screen.
// (A .then, not a top-level await: that would split the entry into many small chunks.)
if (seedInitialData(queryClient)) void preloadGuestScreen().then(start);
else start();
