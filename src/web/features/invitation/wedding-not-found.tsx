/** Unknown wedding code on a guest page: say so plainly and how to fix it. */
export function WeddingNotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-3xl border border-blush-200 bg-white px-6 py-10 text-center shadow-sm">
        <p aria-hidden="true" className="font-serif text-4xl text-blush-500">
          ♡
        </p>
        <h1 className="mt-3 font-serif text-3xl text-stone-900">Wedding Not Found</h1>
        <p className="mt-3 text-stone-700">We couldn't find a wedding for this link. Please check the link the couple sent you, or ask them for it again.</p>
      </div>
    </main>
  );
}

/** The invitation could not be loaded (offline, server trouble): offer another try. */
export function WeddingLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div role="alert" className="w-full max-w-md rounded-3xl border border-blush-200 bg-white px-6 py-10 text-center shadow-sm">
        <h1 className="font-serif text-2xl text-stone-900">We couldn't load this invitation</h1>
        <p className="mt-3 text-stone-700">Check your connection and try again.</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-blush-600 px-5 text-sm font-medium text-white hover:bg-blush-700 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Try again
        </button>
      </div>
    </main>
  );
}
