import { useLingui } from "../../lib/i18n-react";
import { useEffect, useState } from "react";
import type { NearbyHotels } from "../../../contract/ai";
import { toast } from "../../components/ui/toast";
import { fetchNearbyHotels } from "./api";
import { HotelItem, SearchLinkItem } from "./hotel-item";

/**
 * Places to stay near the venue, for the RSVP page's hotels dialog. Mount it when the
 * dialog opens (it asks the server on mount); it is its own lazy chunk, so it stays light:
 * no form library, no dialog library, no icon set.
 */
export default function NearbyHotelsList({ venue }: { venue: string }) {
  const { i18n } = useLingui();
  // docs/spec.md section 8, word for word in English.
  const failed = i18n._({ id: "hotels.failed", message: "Failed to generate AI suggestions. Please try again." });
  const [state, setState] = useState<{ status: "pending" } | { status: "error" } | { status: "done"; data: NearbyHotels }>({ status: "pending" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: "pending" });
    fetchNearbyHotels(venue, { fresh: attempt > 0 }).then(
      (data) => live && setState({ status: "done", data }),
      () => {
        if (!live) return;
        setState({ status: "error" });
        toast({ title: i18n._({ id: "common.error", message: "Error" }), description: failed, variant: "destructive" });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the toast's words are read when it fires
  }, [venue, attempt]);

  if (state.status === "pending") {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-start text-sm text-stone-700">
        <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-blush-600 border-t-transparent" />
        {i18n._({ id: "hotels.loading", message: "Looking for places to stay…" })}
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="grid gap-3 rounded-xl text-start border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{failed}</p>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="min-h-11 w-fit rounded-lg border border-red-300 bg-white px-4 font-medium text-red-900 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
        >
          {i18n._({ id: "common.tryAgain", message: "Try again" })}
        </button>
      </div>
    );
  }

  const hotels = state.data.hotels.filter((hotel) => (hotel.kind ?? "hotel") === "hotel");
  const searches = state.data.hotels.filter((hotel) => hotel.kind === "search");
  return (
    <div className="grid gap-5 text-start">
      {hotels.length > 0 && (
        <section aria-labelledby="hotels-nearby" className="grid gap-2">
          <h3 id="hotels-nearby" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {i18n._({ id: "hotels.within", message: "Within 3 km, as the crow flies" })}
          </h3>
          <ul className="grid gap-2">
            {hotels.map((hotel) => (
              <HotelItem key={`${hotel.name}-${hotel.distance}`} hotel={hotel} />
            ))}
          </ul>
        </section>
      )}
      {searches.length > 0 && (
        <section aria-labelledby="hotels-search" className="grid gap-2">
          <h3 id="hotels-search" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {hotels.length > 0
              ? i18n._({ id: "hotels.searchMore", message: "Search for more" })
              : i18n._({ id: "hotels.searchPlaces", message: "Search for places to stay" })}
          </h3>
          <p className="text-sm text-stone-600">
            {i18n._({
              id: "hotels.searchExplain",
              message: "These open a search around the venue on each site, where you can compare prices for your dates.",
            })}
          </p>
          <ul className="grid gap-2">
            {searches.map((link) => (
              <SearchLinkItem key={link.name} link={link} />
            ))}
          </ul>
        </section>
      )}
      {state.data.attribution && <p className="text-xs text-stone-600">{state.data.attribution}</p>}
    </div>
  );
}
