import { useLingui } from "../../lib/i18n-react";
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import type { FullWedding } from "../../../contract/full-wedding";
import { invitationPath, invitationTokenFromHash } from "../../../contract/invitation-link";
import { REPLY_CARD } from "../invitation/reply-card";
import { keepLanguage } from "../../lib/i18n";

interface VariantProps {
  wedding: FullWedding;
  token: string;
  onOpen: (token: string | null) => void;
}
type Variant = "open" | "link" | "lookup";

/**
 * Each reply is its own chunk, so a guest downloads only the one the page shows and the first
 * load stays within docs/design.md section 6's 110 KB for the open form and an invitation link
 * alike. An invitation's chunk resolves once its party is read too, so the form appears whole.
 */
const loaders: Record<Variant, (token: string, weddingCode: string) => Promise<ComponentType<VariantProps>>> = {
  open: () => import("./rsvp-section").then((module) => module.RsvpSection),
  link: (token, weddingCode) =>
    import("../party-reply/link-reply-section").then((module) => module.loadLinkView(token, weddingCode).promise.then(() => module.LinkReplySection)),
  lookup: () => import("../find-invitation/find-invitation-card").then((module) => module.FindInvitationCard),
};
const loaded: Partial<Record<Variant, ComponentType<VariantProps>>> = {};
const load = (variant: Variant, token: string, weddingCode: string) => loaders[variant](token, weddingCode).then((component) => (loaded[variant] = component));
const lazyVariants: Partial<Record<string, ComponentType<VariantProps>>> = {};

function variantOf(wedding: FullWedding, token: string | null): Variant {
  if (token) return "link";
  return wedding.rsvpAccess === "invitation" ? "lookup" : "open";
}

/**
 * Loads the reply the page will show before its first render (lib/guest-screens.ts), so the
 * server-painted invitation is replaced in place and the reply appears below it without a
 * loading state; an invitation link also reads its party then.
 */
export async function preloadReply(wedding: FullWedding | null | undefined, hash: string): Promise<void> {
  const token = invitationTokenFromHash(hash);
  // A failed chunk is tried again by the lazy component, with its placeholder.
  if (wedding) await load(variantOf(wedding, token), token ?? "", wedding.uniqueCode).catch(() => undefined);
}

/** Space held for the reply while its chunk loads, so the page does not jump when it arrives. */
function Placeholder() {
  const { i18n } = useLingui();
  return (
    <div aria-busy="true" className={`${REPLY_CARD} grid min-h-80 place-items-center`}>
      <p className="text-stone-600">{i18n._({ id: "common.loading", message: "Loading…" })}</p>
    </div>
  );
}

/** The reply half of /rsvp: an invitation link (#invite=...), "find your invitation" on an invitation-only wedding, or the open form. */
export function ReplyArea({ wedding }: { wedding: FullWedding }) {
  const [token, setToken] = useState(() => invitationTokenFromHash(window.location.hash));
  useEffect(() => {
    const onHash = () => setToken(invitationTokenFromHash(window.location.hash));
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);
  const onOpen = (next: string | null) => {
    // The token stays in the fragment: never sent to a server, never in a Referer (decision 0012).
    const path = next ? invitationPath(wedding.uniqueCode, next) : `/rsvp/${encodeURIComponent(wedding.uniqueCode)}`;
    window.history.replaceState(null, "", keepLanguage(path));
    setToken(next);
  };
  const variant = variantOf(wedding, token);
  const key = token ?? variant;
  const Reply =
    loaded[variant] ?? (lazyVariants[key] ??= lazy(() => load(variant, token ?? "", wedding.uniqueCode).then((component) => ({ default: component }))));
  return (
    <Suspense fallback={<Placeholder />}>
      <Reply key={key} wedding={wedding} token={token ?? ""} onOpen={onOpen} />
    </Suspense>
  );
}
