/**
 * wouter imports useSyncExternalStore from the `use-sync-external-store` shim, a copy for React
 * before 18 (0.4 KB gzip on every guest page). React 19 has its own; vite.config.ts points the
 * shim here (docs/decisions/0019-events.md, what part 2 won).
 */
export { useSyncExternalStore } from "react";
