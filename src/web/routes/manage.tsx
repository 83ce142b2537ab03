// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useParams } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import { useDocumentTitle } from "../components/use-document-title";
import { openAccessSession } from "../features/access/api";
import { ApiError, apiRequest } from "../lib/api";
import type { ActorView } from "../../contract/access";

/** Reads `#access=...` and removes it from the address bar and history at once. */
function takeSecretFromFragment(): string | null {
  const secret = new URLSearchParams(window.location.hash.replace(/^#/, "")).get("access");
  if (secret === null) return null;
  // The secret must not linger where a screenshot, a shared screen or the back button could show it.
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return secret.trim() || null;
}

/**
 * Where a helper's access link lands (`/manage/{code}#access=...`; docs/decisions/0043-access-links.md).
 * The secret is in the fragment, so it reaches no server log or Referer; the page trades it for the
 * link's HttpOnly cookie, then opens the door screen for a door link and the dashboard otherwise.
 */
export default function Manage() {
  const { code = "" } = useParams<{ code: string }>();
  const [, navigate] = useLocation();
  useDocumentTitle(i18n._({ id: "manage.documentTitle", message: "Opening your link" }));
  const session = useQuery<ActorView | "refused">({
    queryKey: ["access-session", code],
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const secret = takeSecretFromFragment();
      try {
        if (secret) return await openAccessSession(code, secret);
        return await apiRequest<ActorView>("GET", `/api/access/${encodeURIComponent(code)}/me`);
      } catch (error) {
        if (error instanceof ApiError && error.status < 500 && error.status !== 429) return "refused";
        throw error;
      }
    },
  });
  const actor = session.data;
  useEffect(() => {
    if (!actor || actor === "refused") return;
    // The door screen is loaded as a page of its own, so its service worker (scoped to /check-in/)
    // serves it when the venue's connection is gone and the phone reloads it.
    if (actor.kind === "link" && actor.role === "door") window.location.replace(`/check-in/${encodeURIComponent(code)}`);
    else navigate(`/dashboard/${code}`, { replace: true });
  }, [actor, code, navigate]);

  if (session.isPending || (actor && actor !== "refused")) return <PageSpinner />;
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="font-serif text-3xl text-stone-900">{i18n._({ id: "manage.refusedTitle", message: "This link doesn't open the wedding" })}</h1>
      <p role="alert" className="mt-3 text-stone-700">
        {session.isError
          ? i18n._({ id: "manage.failed", message: "We couldn't check your link. Check your connection and open it again." })
          : i18n._({
              id: "manage.refused",
              message: "It may have been revoked, have expired, or been copied incompletely. Ask the couple for a new link.",
            })}
      </p>
    </main>
  );
}
