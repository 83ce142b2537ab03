import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { checkHostAccess, hostAccessKey, openHostSession, type HostAccess } from "./api";

/** Reads `#key=...` (the private host link) and removes it from the address bar and history. */
function takeKeyFromFragment(): string | null {
  const hash = window.location.hash.replace(/^#/, "");
  if (!hash) return null;
  const key = new URLSearchParams(hash).get("key");
  if (key === null) return null;
  // The key must not linger where a screenshot, a shared screen or the back button could show it.
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return key.trim() || null;
}

/**
 * Whether this browser may see the wedding's host screens. A private host link's key is
 * exchanged for the host cookie first, so opening the link on a new device just works.
 */
export function useHostAccess(code: string) {
  return useQuery<HostAccess>({
    queryKey: hostAccessKey(code),
    queryFn: async () => {
      const key = takeKeyFromFragment();
      let linkKeyRefused = false;
      if (key) {
        try {
          await openHostSession(code, key);
        } catch (error) {
          // A wrong key falls through to the check below, which says what is missing.
          if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) throw error;
          linkKeyRefused = error.status === 403 || error.status === 400;
        }
      }
      const access = await checkHostAccess(code);
      return access === "needs-key" && linkKeyRefused ? "wrong-key" : access;
    },
  });
}
