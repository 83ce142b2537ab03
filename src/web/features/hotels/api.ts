import type { NearbyHotels } from "../../../contract/ai";
import { apiRequest } from "../../lib/api";

/** One lookup per venue per page load: the answer is cached, reopening the list is instant. */
export const nearbyHotelsQuery = (venueAddress: string) => ({
  queryKey: ["/api/ai/nearby-hotels", venueAddress] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => apiRequest<NearbyHotels>("POST", "/api/ai/nearby-hotels", { venueAddress }, { signal }),
});
