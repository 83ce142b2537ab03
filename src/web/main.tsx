import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { Toaster } from "./components/ui/toast";
import { queryClient } from "./lib/query-client";
import { preloadGuestScreen, seedInitialData } from "./lib/initial-data";
import "./styles.css";

// Guest pages arrive with their data in the HTML: cache it before the first render.
if (seedInitialData(queryClient)) await preloadGuestScreen();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
