import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "../../components/ui/toast";
import { nearbyHotelsQuery } from "./api";
import { HotelItem, SearchLinkItem } from "./hotel-item";

// SPEC.md section 8, word for word.
const AI_FAILED = "Failed to generate AI suggestions. Please try again.";

/**
 * Places to stay near the venue, for the RSVP page's hotels dialog. Mount it when the
 * dialog opens (it asks the server on mount); it is its own lazy chunk, so it stays light:
 * no form library, no dialog library, no icon set.
 */
export default function NearbyHotelsList({ venue }: { venue: string }) {
  const query = useQuery(nearbyHotelsQuery(venue));

  useEffect(() => {
    if (query.isError) toast({ title: "Error", description: AI_FAILED, variant: "destructive" });
  }, [query.isError]);

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-stone-700">
        <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-blush-600 border-t-transparent" />
        Looking for places to stay…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{AI_FAILED}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="min-h-11 w-fit rounded-lg border border-red-300 bg-white px-4 font-medium text-red-900 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
        >
          Try again
        </button>
      </div>
    );
  }

  const hotels = query.data.hotels.filter((hotel) => (hotel.kind ?? "hotel") === "hotel");
  const searches = query.data.hotels.filter((hotel) => hotel.kind === "search");
  return (
    <div className="grid gap-5">
      {hotels.length > 0 && (
        <section aria-labelledby="hotels-nearby" className="grid gap-2">
          <h3 id="hotels-nearby" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            Within 3 km, as the crow flies
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
            {hotels.length > 0 ? "Search for more" : "Search for places to stay"}
          </h3>
          <p className="text-sm text-stone-600">These open a search around the venue on each site, where you can compare prices for your dates.</p>
          <ul className="grid gap-2">
            {searches.map((link) => (
              <SearchLinkItem key={link.name} link={link} />
            ))}
          </ul>
        </section>
      )}
      {query.data.attribution && <p className="text-xs text-stone-600">{query.data.attribution}</p>}
    </div>
  );
}
