import type { I18n } from "@lingui/core";
import { lazy, Suspense } from "react";
import { HotelSearchLinks } from "./hotel-search-links";

// Its own chunk, fetched when a guest first opens the dialog (keeps the first load light).
const NearbyHotelsList = lazy(() => import("../hotels/nearby-hotels-list"));

/**
 * What the hotels dialog shows, in its own chunk: nobody needs it at first paint, so its words
 * and links are fetched when a guest points at or focuses the button (find-hotels-button.tsx).
 * The hotels feature's list follows; <HotelSearchLinks> shows while its chunk arrives.
 */
export default function HotelsDialogBody({ venue, onClose, i18n }: { venue: string; onClose: () => void; i18n: I18n }) {
  return (
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
  );
}
