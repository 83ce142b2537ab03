import type { I18n } from "../../../contract/translator";
import { lazy, Suspense, useEffect, useRef } from "react";
import { HotelSearchLinks } from "./hotel-search-links";

// Its own chunk, fetched when a guest first opens the dialog (keeps the first load light).
const NearbyHotelsList = lazy(() => import("../hotels/nearby-hotels-list"));

/**
 * The hotels dialog, in its own chunk: nobody needs it at first paint, so it is fetched when a
 * guest points at or focuses the button (find-hotels-button.tsx), and opens as it mounts. A
 * native <dialog> keeps Radix Dialog out of the guest bundle while giving focus trapping and
 * Escape for free. The hotels feature's list follows; <HotelSearchLinks> shows while it arrives.
 */
export default function HotelsDialog({ venue, onClosed, i18n }: { venue: string; onClosed: () => void; i18n: I18n }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  const onClose = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      aria-labelledby="hotels-title"
      onClose={onClosed}
      onClick={(event) => event.target === dialog.current && onClose()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-blush-50 p-0 text-start text-stone-800 shadow-2xl backdrop:bg-stone-900/50"
    >
      <div className="grid gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="hotels-title" className="font-serif text-xl text-stone-900">
              {i18n._({ id: "hotels.title", message: "Hotels near the venue" })}
            </h2>
            <p dir="auto" className="mt-1 text-sm text-stone-600">
              {venue}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={i18n._({ id: "common.close", message: "Close" })}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <Suspense fallback={<HotelSearchLinks venue={venue} i18n={i18n} />}>
          <NearbyHotelsList venue={venue} />
        </Suspense>
        <p className="text-xs text-stone-600">
          {i18n._({ id: "hotels.disclaimer", message: "Search results come from each site; compare prices and distances before booking." })}
        </p>
      </div>
    </dialog>
  );
}
