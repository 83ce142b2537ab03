import { useLingui } from "../../lib/i18n-react";
import type { I18n } from "../../../contract/translator";
import { lazy, Suspense, useEffect, useState } from "react";
import type { FullWedding } from "../../../contract/full-wedding";
import type { LinkView } from "../../../contract/invitation";
import { ApiError } from "../../lib/api";
import { REPLY_CARD } from "../invitation/reply-card";
import { eraseLinkReply, forgetLinkView, loadLinkView, type Loaded } from "./api";
import { PartyForm } from "./party-form";
import { PartySummary } from "./party-summary";
import { AddressSlot } from "./address-slot";
import { revealBelowToasts } from "../../components/ui/toast-cover";

export { loadLinkView } from "./api";

// The lookup is only needed when a link does not work: its own chunk, fetched then.
// Taking a reply back is rare: the confirm, the done state and their words are one chunk, fetched when asked (decision 0046).
const loadErase = () => import("../reply-erase").then((module) => module.ready());
const ConfirmDelete = lazy(() => loadErase().then((module) => ({ default: module.ConfirmDelete })));
const ReplyDeleted = lazy(() => loadErase().then((module) => ({ default: module.ReplyDeleted })));
const BrokenLink = lazy(() => import("../find-invitation/broken-link").then((module) => ({ default: module.BrokenLink })));

interface LinkReplySectionProps {
  wedding: FullWedding;
  token: string;
  /** Opens another invitation (found by name), or none: the page's usual reply. */
  onOpen: (token: string | null) => void;
}

/** "Welcome, the Okafor family": the party name reads on after a greeting. */
const greeting = (i18n: I18n, name: string) =>
  i18n._({ id: "invitationReply.welcome", message: "Welcome, {name}", values: { name: i18n.locale === "en" ? name.replace(/^The /, "the ") : name } });

function useLinkView(token: string, weddingCode: string) {
  const [loaded, setLoaded] = useState<Loaded | undefined>(() => loadLinkView(token, weddingCode).result);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void loadLinkView(token, weddingCode).promise.then((result) => live && setLoaded(result));
    return () => {
      live = false;
    };
  }, [token, weddingCode, attempt]);
  const retry = () => {
    forgetLinkView(token);
    setLoaded(undefined);
    setAttempt((n) => n + 1);
  };
  return { loaded, retry };
}

/** A link that cannot open (wrong, replaced, another wedding's) is told kindly; a network failure offers a retry. */
function LinkProblem({
  wedding,
  error,
  onRetry,
  onOpen,
}: {
  wedding: FullWedding;
  error: unknown;
  onRetry: () => void;
  onOpen: LinkReplySectionProps["onOpen"];
}) {
  const { i18n } = useLingui();
  if (error === "other-wedding" || (error instanceof ApiError && [400, 401, 403, 404].includes(error.status))) {
    return (
      <Suspense fallback={<p className="py-6 text-center text-stone-600">{i18n._({ id: "common.loading", message: "Loading…" })}</p>}>
        <BrokenLink weddingId={wedding.id} check={wedding.lookupCheck} open={wedding.rsvpAccess !== "invitation"} onOpen={onOpen} />
      </Suspense>
    );
  }
  return (
    <div role="alert" className="grid gap-3 text-center">
      <p className="font-semibold text-stone-900">{i18n._({ id: "invitationReply.openFailed", message: "We couldn't open your invitation." })}</p>
      <p className="text-sm text-stone-700">{i18n._({ id: "common.checkConnection", message: "Check your connection and try again." })}</p>
      <button type="button" onClick={onRetry} className="mx-auto min-h-11 rounded-lg bg-blush-600 px-4 text-sm font-medium text-white hover:bg-blush-700">
        {i18n._({ id: "common.tryAgain", message: "Try again" })}
      </button>
    </div>
  );
}

/** The reply half of the page opened from a party's private link (docs/design.md section 7). */
export function LinkReplySection({ wedding, token, onOpen }: LinkReplySectionProps) {
  const { loaded, retry } = useLinkView(token, wedding.uniqueCode);
  const [saved, setSaved] = useState<LinkView | undefined>();
  const [editing, setEditing] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const { i18n } = useLingui();

  const focusHeading = (id: string) =>
    requestAnimationFrame(() => {
      const heading = document.getElementById(id);
      // Below "RSVP Submitted!" when that toast is already at the top of a phone's screen.
      revealBelowToasts(heading, { block: "start", behavior: "smooth" });
      heading?.focus({ preventScroll: true });
    });

  let body;
  if (deleted) {
    // The household stays invited: "Reply again" opens its empty form, read afresh meanwhile.
    body = (
      <Suspense>
        <ReplyDeleted
          household
          onReplyAgain={() => {
            setDeleted(false);
            focusHeading("party-heading");
          }}
        />
      </Suspense>
    );
  } else if (!loaded) {
    body = <p className="py-8 text-center text-stone-600">{i18n._({ id: "invitationReply.opening", message: "Opening your invitation…" })}</p>;
  } else if (loaded.status === "error" || loaded.view.weddingCode.toUpperCase() !== wedding.uniqueCode.toUpperCase()) {
    body = <LinkProblem wedding={wedding} error={loaded.status === "error" ? loaded.error : "other-wedding"} onRetry={retry} onOpen={onOpen} />;
  } else {
    const view = saved ?? loaded.view;
    const reply = view.reply;
    body =
      reply && !editing ? (
        <>
          <p className="-mb-2 text-center text-sm text-stone-600">{greeting(i18n, view.party.name)}</p>
          <PartySummary
            wedding={wedding}
            view={{ ...view, reply }}
            justSent={Boolean(saved)}
            onChange={() => {
              setEditing(true);
              focusHeading("party-heading");
            }}
            erase={() => eraseLinkReply(token, wedding.uniqueCode)}
            confirmDelete={ConfirmDelete}
            onDeleted={() => {
              setDeleted(true);
              setSaved(undefined);
              retry();
            }}
          />
        </>
      ) : (
        <>
          <div className="text-center">
            <h2 id="party-heading" tabIndex={-1} className="font-serif text-3xl text-balance text-stone-900 outline-none">
              {greeting(i18n, view.party.name)}
            </h2>
            <p className="mt-1 text-sm text-stone-700">
              {reply
                ? i18n._({ id: "invitationReply.changeWhatYouNeed", message: "Change what you need and save." })
                : i18n._({ id: "invitationReply.intro", message: "Tap for each person whether they can come. No email or sign-up needed." })}
            </p>
          </div>
          <PartyForm
            key={view.reply?.updatedAt ?? "new"}
            wedding={wedding}
            view={view}
            token={token}
            onSaved={(next) => {
              // The first read is stale now: opening this link again in the page reads afresh.
              forgetLinkView(token);
              setSaved(next);
              setEditing(false);
              focusHeading("party-summary-heading");
            }}
          />
        </>
      );
  }
  const opened = loaded?.status === "success" && loaded.view.weddingCode.toUpperCase() === wedding.uniqueCode.toUpperCase();
  return (
    <>
      <section className={`${REPLY_CARD} grid gap-6`}>{body}</section>
      {opened && <AddressSlot token={token} weddingCode={wedding.uniqueCode} />}
    </>
  );
}
