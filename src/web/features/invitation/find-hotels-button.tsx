import { useLingui } from "../../lib/i18n-react";
import { lazy, Suspense, useRef, useState } from "react";
import { HotelSearchLinks } from "./hotel-search-links";
import { useInteractive } from "../../lib/use-interactive";
import { useInvitation } from "./invitation-context";

// Its own chunk, fetched when a guest first opens the dialog (keeps the first load light).
const NearbyHotelsList = lazy(() => import("../hotels/nearby-hotels-list"));

/**
 * 'Find Hotels Near Venue'. Prop-less: it reads the venue from the invitation on screen.
 * The hotels feature's list (src/web/features/hotels) loads when the dialog first opens;
 * <HotelSearchLinks> shows while its chunk arrives. A native <dialog> keeps
 * Radix Dialog out of the guest bundle while giving focus trapping and Escape for free.
 */
export function FindHotelsButton() {
  const { i18n } = useLingui();
  const wedding = useInvitation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const interactive = useInteractive();
  return (
    <>
      <button
        type="button"
        disabled={!interactive}
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-blush-500 bg-white/80 px-5 py-2 text-sm font-medium text-blush-700 transition-colors hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:ring-offset-2 focus-visible:outline-none print:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M3 20V6l6-2v16M9 8h12v12M13 12h4M13 16h4M3 20h18" />
        </svg>
        {i18n._({ id: "hotels.button", message: "Find Hotels Near Venue" })}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="hotels-title"
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-blush-50 p-0 text-start text-stone-800 shadow-2xl backdrop:bg-stone-900/50"
      >
        <div className="grid gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id="hotels-title" className="font-serif text-xl text-stone-900">
                {i18n._({ id: "hotels.title", message: "Hotels near the venue" })}
              </h2>
              <p dir="auto" className="mt-1 text-sm text-stone-600">
                {wedding.venue}
              </p>
            </div>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={i18n._({ id: "common.close", message: "Close" })}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {opened && (
            <Suspense fallback={<HotelSearchLinks venue={wedding.venue} />}>
              <NearbyHotelsList venue={wedding.venue} />
            </Suspense>
          )}
          <p className="text-xs text-stone-600">
            {i18n._({ id: "hotels.disclaimer", message: "Search results come from each site; compare prices and distances before booking." })}
          </p>
        </div>
      </dialog>
    </>
  );
}
