import type { NearbyHotels } from "../../../contract/ai";
import { apiRequest } from "../../lib/api";

// One lookup per venue per page load: reopening the list is instant. A plain promise cache
// rather than a query hook keeps this lazy chunk small (the guest page's JS budget is tight).
const answers = new Map<string, Promise<NearbyHotels>>();

export function fetchNearbyHotels(venueAddress: string, { fresh = false } = {}): Promise<NearbyHotels> {
  let answer = fresh ? undefined : answers.get(venueAddress);
  if (!answer) {
    answer = apiRequest<NearbyHotels>("POST", "/api/ai/nearby-hotels", { venueAddress });
    // A failure is not remembered: "Try again" asks again.
    answer.catch(() => answers.delete(venueAddress));
    answers.set(venueAddress, answer);
  }
  return answer;
}
