import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server-painted HTML of the guest pages, true once the app has drawn the page.
 * A button that needs JavaScript is disabled until then: a tap before the app arrives would
 * otherwise be silently lost, and the disabled state lets a browser (and a test) wait for it.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
