import { useLingui } from "../../lib/i18n-react";

/** Unknown wedding code on a guest page: say so plainly and how to fix it. */
export function WeddingNotFound() {
  const { i18n } = useLingui();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-3xl border border-blush-200 bg-white px-6 py-10 text-center shadow-sm">
        <p aria-hidden="true" className="font-serif text-4xl text-blush-500">
          ♡
        </p>
        <h1 className="mt-3 font-serif text-3xl text-stone-900">{i18n._({ id: "page.title.notFound", message: "Wedding Not Found" })}</h1>
        <p className="mt-3 text-stone-700">
          {i18n._({
            id: "notFound.body",
            message: "We couldn't find a wedding for this link. Please check the link the couple sent you, or ask them for it again.",
          })}
        </p>
      </div>
    </main>
  );
}

/** The invitation could not be loaded (offline, server trouble): offer another try. */
export function WeddingLoadError({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div role="alert" className="w-full max-w-md rounded-3xl border border-blush-200 bg-white px-6 py-10 text-center shadow-sm">
        <h1 className="font-serif text-2xl text-stone-900">{i18n._({ id: "loadError.title", message: "We couldn't load this invitation" })}</h1>
        <p className="mt-3 text-stone-700">{i18n._({ id: "common.checkConnection", message: "Check your connection and try again." })}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-blush-600 px-5 text-sm font-medium text-white hover:bg-blush-700 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {i18n._({ id: "common.tryAgain", message: "Try again" })}
        </button>
      </div>
    </main>
  );
}
