import type { ChildrenPolicyInput, GiftSuggestionInput, NearbyHotels, WeddingMessageInput } from "../../../../contract/ai";

/** A source of numbers in [0, 1); injected so tests can make the writer deterministic. */
export type Random = () => number;

/** The slice of a pino logger the providers use (request.log fits). */
export interface Logger {
  warn(details: object, message: string): void;
}

/** Writes the three kinds of text suggestion. Every method resolves to 3-5 distinct strings. */
export interface SuggestionProvider {
  readonly name: "offline" | "openai-compatible";
  weddingMessages(input: WeddingMessageInput, log: Logger): Promise<string[]>;
  childrenPolicies(input: ChildrenPolicyInput, log: Logger): Promise<string[]>;
  giftSuggestions(input: GiftSuggestionInput, log: Logger): Promise<string[]>;
}

/** Finds places to stay near a venue. Never invents a hotel: real places or search links. */
export interface HotelProvider {
  readonly name: "offline" | "osm";
  /** `caller` is the client's address: a provider with a shared queue bounds each caller's share. */
  nearbyHotels(venueAddress: string, log: Logger, caller?: string): Promise<NearbyHotels>;
}
