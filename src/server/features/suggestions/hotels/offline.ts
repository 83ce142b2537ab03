import type { Hotel, NearbyHotels } from "../../../../contract/ai";
import type { HotelProvider } from "../providers/types";

/**
 * Honest links, not hotels: each entry is a search for places to stay near the venue on a
 * well-known site, labelled as a search. Used when no hotel data source is configured,
 * and after real OpenStreetMap results as "more places to look".
 */
export function searchLinks(venueAddress: string): Hotel[] {
  const venue = venueAddress.replace(/\s+/g, " ").trim();
  const near = encodeURIComponent(`hotels near ${venue}`);
  const place = encodeURIComponent(venue);
  const link = (name: string, url: string, priceRange: string, features: string[]): Hotel => ({
    kind: "search",
    name,
    distance: "Around the venue",
    priceRange,
    features,
    website: url,
    url,
  });
  return [
    link("Search Google Maps for hotels near the venue", `https://www.google.com/maps/search/?api=1&query=${near}`, "Prices shown on Google Maps", [
      "Map view",
      "Guest reviews",
    ]),
    link("Search Booking.com near the venue", `https://www.booking.com/searchresults.html?ss=${place}`, "Compare prices for your dates", [
      "Filter by price and rating",
    ]),
    link("Search OpenStreetMap for hotels near the venue", `https://www.openstreetmap.org/search?query=${near}`, "Prices not listed", ["Open map data"]),
    link("Search Airbnb near the venue", `https://www.airbnb.com/s/${place}/homes`, "Compare prices for your dates", ["Homes and apartments"]),
  ];
}

export function createOfflineHotels(): HotelProvider {
  return {
    name: "offline",
    nearbyHotels: async (venueAddress): Promise<NearbyHotels> => ({ hotels: searchLinks(venueAddress) }),
  };
}
