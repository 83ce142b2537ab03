import type { ChildrenPolicyInput, GiftSuggestionInput, NearbyHotels, Suggestions, WeddingMessageInput } from "../../../contract/ai";
import type { Config } from "../../config";
import { createOfflineHotels } from "./hotels/offline";
import { createOsmHotels } from "./hotels/osm";
import { createOfflineProvider } from "./providers/offline-writer";
import { createOpenAiCompatibleProvider } from "./providers/openai-compatible";
import type { HotelProvider, Logger, SuggestionProvider } from "./providers/types";

export interface SuggestionServices {
  writer: SuggestionProvider;
  hotels: HotelProvider;
}

/** Chosen once, when the app is built: a model only when AI_BASE_URL is set; hotels never from a model. */
export function createSuggestionServices(config: Config): SuggestionServices {
  const writer = config.ai
    ? createOpenAiCompatibleProvider({ baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model })
    : createOfflineProvider();
  const hotels =
    config.hotels.provider === "osm"
      ? createOsmHotels({ nominatimUrl: config.hotels.nominatimUrl, overpassUrl: config.hotels.overpassUrl })
      : createOfflineHotels();
  return { writer, hotels };
}

export async function suggestWeddingMessages(s: SuggestionServices, input: WeddingMessageInput, log: Logger): Promise<Suggestions> {
  return { suggestions: await s.writer.weddingMessages(input, log) };
}

export async function suggestChildrenPolicies(s: SuggestionServices, input: ChildrenPolicyInput, log: Logger): Promise<Suggestions> {
  return { suggestions: await s.writer.childrenPolicies(input, log) };
}

export async function suggestGifts(s: SuggestionServices, input: GiftSuggestionInput, log: Logger): Promise<Suggestions> {
  return { suggestions: await s.writer.giftSuggestions(input, log) };
}

export async function findNearbyHotels(s: SuggestionServices, venueAddress: string, log: Logger, caller?: string): Promise<NearbyHotels> {
  try {
    return await s.hotels.nearbyHotels(venueAddress, log, caller);
  } catch (error) {
    // The guest sees a clear 502/504; the operator sees which service failed and why.
    log.warn({ provider: s.hotels.name, reason: error instanceof Error ? error.message : String(error) }, "hotel lookup failed");
    throw error;
  }
}
