import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { actorQuery } from "../access/api";
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
 * exchanged for the host cookie first, so opening the link on a new device just works. Who the
 * caller is (the owner or an access link's role) arrives with it, so a screen is drawn once with
 * the controls its caller may use, never first without them and then shifted down by them.
 */
export function useHostAccess(code: string) {
  const queryClient = useQueryClient();
  const whoIsCalling = () => queryClient.fetchQuery(actorQuery(code)).catch(() => undefined);
  return useQuery<HostAccess>({
    queryKey: hostAccessKey(code),
    queryFn: async () => {
      const key = takeKeyFromFragment();
      // Asked beside the access check when the cookie is already there (no key to trade first).
      const caller = key ? undefined : whoIsCalling();
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
      if (access === "granted") await (caller ?? whoIsCalling());
      return access === "needs-key" && linkKeyRefused ? "wrong-key" : access;
    },
  });
}
