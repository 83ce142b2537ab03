import { useLingui, withElements } from "../../lib/i18n-react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { GuestResponse } from "../../../contract/response";
import { ApiError } from "../../lib/api";
import type { FullWedding } from "../../../contract/full-wedding";
import { REPLY_CARD } from "../invitation/reply-card";
import { keepLanguage } from "../../lib/i18n";
import { eraseOwnResponse, fetchOwnResponse } from "./api";
import { forgetEditAccess, readEditLink, recallEditAccess, rememberEditAccess, type EditAccess } from "./edit-link";
import { RsvpForm, type RsvpDone } from "./rsvp-form";
import { DeleteReply } from "../reply-form/delete-reply-button";

// The thank-you view (calendar files, copy button) is only needed after sending: it loads
// while the guest fills in the form, keeping it out of the first download on a slow phone.
const loadThankYou = () => import("./thank-you");
const ThankYou = lazy(() => loadThankYou().then((module) => ({ default: module.ThankYou })));

// Taking a reply back is rare: the confirm, the done state and their words are one chunk, fetched when asked (decision 0046).
const loadErase = () => import("../reply-erase").then((module) => module.ready());
const ConfirmDelete = lazy(() => loadErase().then((module) => ({ default: module.ConfirmDelete })));
const ReplyDeleted = lazy(() => loadErase().then((module) => ({ default: module.ReplyDeleted })));

type Loaded = { status: "pending" } | { status: "error"; error: unknown } | { status: "success"; data: GuestResponse };

/** The guest's own answer, fetched fresh each time the edit form opens. */
function useOwnResponse(access: EditAccess) {
  const [state, setState] = useState<Loaded>({ status: "pending" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "pending" });
    fetchOwnResponse(access.id, access.token, controller.signal).then(
      (data) => setState({ status: "success", data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: "error", error }),
    );
    return () => controller.abort();
  }, [access.id, access.token, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

type Mode = { kind: "new"; formKey: number } | { kind: "edit"; access: EditAccess } | ({ kind: "done" } & RsvpDone) | { kind: "deleted" };

/** Loads the guest's earlier answer through their private link, then shows the form prefilled. */
function EditRsvp({
  wedding,
  access,
  onDone,
  onStartOver,
  onDeleted,
}: {
  wedding: FullWedding;
  access: EditAccess;
  onDone: (done: RsvpDone) => void;
  onStartOver: () => void;
  onDeleted: () => void;
}) {
  const own = useOwnResponse(access);
  const { i18n } = useLingui();
  if (own.status === "pending") {
    return (
      <p role="status" className="py-8 text-center text-stone-600">
        {i18n._({ id: "rsvp.loadingAnswers", message: "Loading your answers…" })}
      </p>
    );
  }
  if (own.status === "error") {
    const invalid = own.error instanceof ApiError && [401, 403, 404].includes(own.error.status);
    return (
      <div role="alert" className="grid gap-3 py-4 text-center">
        <p className="font-semibold text-stone-900">
          {invalid
            ? i18n._({ id: "rsvp.linkInvalid", message: "This private link doesn't open an RSVP any more." })
            : i18n._({ id: "rsvp.answersLoadFailed", message: "We couldn't load your answers." })}
        </p>
        <p className="text-sm text-stone-700">
          {invalid
            ? i18n._({ id: "rsvp.linkInvalidHelp", message: "You can send a new RSVP below, or ask the couple to update your answer." })
            : i18n._({ id: "common.checkConnection", message: "Check your connection and try again." })}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {!invalid && (
            <button type="button" onClick={own.retry} className="min-h-11 rounded-lg bg-blush-600 px-4 text-sm font-medium text-white hover:bg-blush-700">
              {i18n._({ id: "common.tryAgain", message: "Try again" })}
            </button>
          )}
          <button
            type="button"
            onClick={onStartOver}
            className="min-h-11 rounded-lg border border-stone-300 px-4 text-sm font-medium text-stone-800 hover:bg-stone-50"
          >
            {i18n._({ id: "rsvp.startOver", message: "Start a new RSVP" })}
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <RsvpForm key={own.data.updatedAt} wedding={wedding} editing={{ access, response: own.data }} onDone={onDone} />
      <DeleteReply confirm={ConfirmDelete} household={false} erase={() => eraseOwnResponse(access.id, access.token)} onDeleted={onDeleted} />
    </>
  );
}

/** The reply half of the page: a new RSVP, an edit through the private link, or the thank-you. */
export function RsvpSection({ wedding }: { wedding: FullWedding }) {
  const code = wedding.uniqueCode;
  const [mode, setMode] = useState<Mode>(() => {
    const fromLink = typeof window === "undefined" ? undefined : readEditLink(window.location.search, window.location.hash);
    return fromLink ? { kind: "edit", access: fromLink } : { kind: "new", formKey: 0 };
  });
  const [remembered, setRemembered] = useState(() => recallEditAccess(code));
  const { i18n } = useLingui();

  useEffect(() => {
    if (mode.kind === "edit") rememberEditAccess(code, mode.access);
  }, [code, mode]);
  useEffect(() => {
    // Fetch the thank-you chunk once the page is idle, so it is there when the guest sends.
    const timer = window.setTimeout(() => void loadThankYou().catch(() => undefined), 1500);
    return () => window.clearTimeout(timer);
  }, []);

  const onDone = (done: RsvpDone) => {
    rememberEditAccess(code, done.access);
    setRemembered(done.access);
    // ThankYou moves focus and scroll to its heading once it is on the page.
    setMode({ kind: "done", ...done });
  };
  const forget = () => {
    forgetEditAccess(code);
    setRemembered(undefined);
    // Drop ?response=…#token=… from the address bar so a reload starts clean.
    window.history.replaceState(null, "", keepLanguage(`/rsvp/${encodeURIComponent(code)}`));
  };
  const startOver = () => {
    forget();
    setMode({ kind: "new", formKey: Date.now() });
  };
  // The reply is gone: its link opens nothing now, so this device forgets it too.
  const onDeleted = () => {
    forget();
    setMode({ kind: "deleted" });
  };

  if (mode.kind === "deleted") {
    return (
      <div className={REPLY_CARD}>
        <Suspense>
          <ReplyDeleted household={false} onReplyAgain={() => setMode({ kind: "new", formKey: Date.now() })} />
        </Suspense>
      </div>
    );
  }

  if (mode.kind === "done") {
    return (
      <div className={REPLY_CARD}>
        <Suspense
          fallback={
            <p role="status" className="py-8 text-center text-stone-600">
              {i18n._({ id: "rsvp.thanksLoading", message: "Thank you! Loading…" })}
            </p>
          }
        >
          <ThankYou
            wedding={wedding}
            access={mode.access}
            attending={mode.attending}
            answers={mode.answers}
            onChangeAnswer={() => setMode({ kind: "edit", access: mode.access })}
            onDeleted={onDeleted}
            confirmDelete={ConfirmDelete}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <section aria-labelledby="rsvp-heading" className={`${REPLY_CARD} grid gap-6`}>
      <div className="text-center">
        <h2 id="rsvp-heading" className="font-serif text-3xl text-stone-900">
          {mode.kind === "edit" ? i18n._({ id: "rsvp.headingEdit", message: "Change Your RSVP" }) : i18n._({ id: "rsvp.heading", message: "Kindly Reply" })}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {withElements(i18n._({ id: "form.requiredNote", message: "Fields marked <0>*</0> are required." }), { 0: <span className="text-red-700" /> })}
        </p>
      </div>
      {mode.kind === "new" && remembered && (
        <button
          type="button"
          onClick={() => setMode({ kind: "edit", access: remembered })}
          className="min-h-11 rounded-xl border border-blush-200 bg-blush-50 px-4 py-3 text-sm font-medium text-blush-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
        >
          {i18n._({ id: "rsvp.alreadyReplied", message: "You already replied — change your answer" })}
        </button>
      )}
      {mode.kind === "edit" ? (
        <EditRsvp wedding={wedding} access={mode.access} onDone={onDone} onStartOver={startOver} onDeleted={onDeleted} />
      ) : (
        <RsvpForm key={mode.formKey} wedding={wedding} onDone={onDone} />
      )}
    </section>
  );
}
