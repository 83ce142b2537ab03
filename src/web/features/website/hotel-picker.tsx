import { useState } from "react";
import Pin from "lucide-react/icons/pin";
import type { Hotel } from "../../../contract/ai";
import type { SectionItem } from "../../../contract/website";
import { Button } from "../../components/ui/button";
import { i18n } from "../host/host-i18n";
import { fetchNearbyHotels } from "../hotels/api";

/**
 * A hotel the helper found, as the couple's own entry in a travel section (decision 0045): its name,
 * how far and how dear, its features, its website when it has one. Theirs from then on: they edit,
 * translate or remove it like any entry; nothing ties it to the helper again.
 */
export function hotelEntry(hotel: Hotel): SectionItem {
  const distance = i18n._({ id: "website.hotel.distance", message: "{distance} from the venue", values: { distance: hotel.distance } });
  const detail = [distance, hotel.priceRange, ...hotel.features].filter(Boolean).join(" · ");
  const url = hotel.website && /^https?:\/\//i.test(hotel.website) ? hotel.website : null;
  return { label: hotel.name, detail, url, photoUrl: null };
}

type State = { status: "closed" } | { status: "pending" } | { status: "error" } | { status: "done"; hotels: Hotel[]; attribution?: string };

/**
 * The hotel helper's places near the venue (features/hotels, the guests' "Find Hotels Near Venue"),
 * each with "Pin to travel & stay". Asked only when the couple opens the list.
 */
export function HotelPicker({ venue, pinned, pinning, onPin }: { venue: string; pinned: readonly string[]; pinning: boolean; onPin: (hotel: Hotel) => void }) {
  const [state, setState] = useState<State>({ status: "closed" });
  const load = (fresh: boolean) => {
    setState({ status: "pending" });
    fetchNearbyHotels(venue, { fresh }).then(
      (data) => setState({ status: "done", hotels: data.hotels.filter((hotel) => (hotel.kind ?? "hotel") === "hotel"), attribution: data.attribution }),
      () => setState({ status: "error" }),
    );
  };

  if (state.status === "closed") {
    return (
      <div>
        <Button type="button" variant="secondary" onClick={() => load(false)}>
          <Pin className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "website.hotels.show", message: "Pin hotels near your venue" })}
        </Button>
      </div>
    );
  }
  if (state.status === "pending") {
    return (
      <p role="status" className="text-sm text-stone-700">
        {i18n._({ id: "website.hotels.loading", message: "Looking for places to stay…" })}
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="grid gap-2 text-sm text-red-700">
        <p>{i18n._({ id: "website.hotels.failed", message: "The hotels near your venue could not be found. Please try again." })}</p>
        <div>
          <Button type="button" variant="secondary" onClick={() => load(true)}>
            {i18n._({ id: "website.tryAgainButton", message: "Try again" })}
          </Button>
        </div>
      </div>
    );
  }
  if (!state.hotels.length) {
    return (
      <p className="text-sm text-stone-700">
        {i18n._({
          id: "website.hotels.none",
          message: "The hotel helper knows no hotels near your venue. Add an entry with a hotel's name and web address instead.",
        })}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" aria-label={i18n._({ id: "website.hotels.list", message: "Hotels near your venue" })}>
        {state.hotels.map((hotel) => {
          const done = pinned.includes(hotel.name);
          return (
            <li key={`${hotel.name}-${hotel.distance}`} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 p-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-stone-900">{hotel.name}</p>
                <p className="text-sm text-stone-700">{[hotel.distance, hotel.priceRange].filter(Boolean).join(" · ")}</p>
              </div>
              <Button
                type="button"
                variant="secondary"
                disabled={done || pinning}
                onClick={() => onPin(hotel)}
                aria-label={
                  done
                    ? i18n._({ id: "website.hotels.pinnedName", message: "{name} is pinned", values: { name: hotel.name } })
                    : i18n._({ id: "website.hotels.pinName", message: "Pin {name} to travel & stay", values: { name: hotel.name } })
                }
              >
                {done ? i18n._({ id: "website.hotels.pinned", message: "Pinned" }) : i18n._({ id: "website.hotels.pin", message: "Pin to travel & stay" })}
              </Button>
            </li>
          );
        })}
      </ul>
      {state.attribution && <p className="text-xs text-stone-600">{state.attribution}</p>}
    </div>
  );
}
