import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ComponentType } from "react";
import { forgetGuestWeddings } from "./initial-data";
import { queryClient } from "./query-client";

/**
 * A couple's screen inside the app's one query cache. The provider wraps each such screen
 * rather than the whole app so that the query library stays out of the guest pages' first
 * load (lib/initial-data.ts); every screen shares the one client, so the cache outlives a
 * screen change. Mounting one empties the guest pages' store: a page the couple opens after
 * editing the wedding here reads it anew.
 */
export function withQueryClient<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  return function CoupleScreen(props: P) {
    useEffect(forgetGuestWeddings, []);
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  };
}
