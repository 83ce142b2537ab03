import { z } from "zod";
import { LENGTH } from "./limits";
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "./locales";
import { requiredText, text } from "./text";

/** docs/spec.md section 9: the AI tone is always warm. */
const AI_TONE = "warm" as const;

/** How many suggestions one answer carries (the offline writer and a model alike). */
export const MIN_SUGGESTIONS = 3;
export const MAX_SUGGESTIONS = 5;
const SUGGESTION_MAX_LENGTH = LENGTH.message;

export const GIFT_PREFERENCES = ["honeymoon", "home", "charity", "experience"] as const;
export type GiftPreference = (typeof GIFT_PREFERENCES)[number];

/** docs/spec.md section 9 labels, in the order the choices are offered. */
export const GIFT_PREFERENCE_LABELS: Record<GiftPreference, string> = {
  honeymoon: "Honeymoon Fund",
  home: "Home & Household",
  charity: "Charity Donations",
  experience: "Experience Gifts",
};

export const CHILDREN_POLICIES = ["adults", "kids"] as const;
export type ChildrenPolicyChoice = (typeof CHILDREN_POLICIES)[number];

/** docs/spec.md section 9 labels, in the order the choices are offered. */
export const CHILDREN_POLICY_LABELS: Record<ChildrenPolicyChoice, string> = { adults: "Adults Only", kids: "Kids Welcome" };

/**
 * The language the couple writes the invitation in (its `locale`, issue 16): the helpers
 * answer in it. Optional: a request without one is answered in English (DEFAULT_LOCALE),
 * as before languages existed.
 */
const ZSuggestionLocale = z
  .enum(LOCALE_CODES as [Locale, ...Locale[]], { error: `Choose one of the invitation languages: ${LOCALE_CODES.join(", ")}` })
  .optional()
  .describe(`The invitation's language; ${DEFAULT_LOCALE} when absent`);

export const ZWeddingMessageRequest = z.strictObject({
  partner1: requiredText(LENGTH.name, "Enter both partner names first"),
  partner2: requiredText(LENGTH.name, "Enter both partner names first"),
  // The form may not have a venue or date yet: the writer then leaves them out.
  venue: text(LENGTH.venue).default(""),
  /** YYYY-MM-DD from the date input (formatted nicely), or a date already written out. */
  date: text(40).default(""),
  locale: ZSuggestionLocale,
});
export type WeddingMessageRequest = z.input<typeof ZWeddingMessageRequest>;
export type WeddingMessageInput = z.output<typeof ZWeddingMessageRequest>;

export const ZChildrenPolicyRequest = z.strictObject({
  allowChildren: z.boolean({ error: "Choose Adults Only or Kids Welcome first" }),
  tone: z.literal(AI_TONE, { error: "The tone is always 'warm'" }).default(AI_TONE),
  locale: ZSuggestionLocale,
});
export type ChildrenPolicyRequest = z.input<typeof ZChildrenPolicyRequest>;
export type ChildrenPolicyInput = z.output<typeof ZChildrenPolicyRequest>;

export const ZGiftSuggestionRequest = z.strictObject({
  preference: z.enum(GIFT_PREFERENCES, { error: "Choose honeymoon, home, charity or experience" }),
  locale: ZSuggestionLocale,
});
export type GiftSuggestionRequest = z.input<typeof ZGiftSuggestionRequest>;
export type GiftSuggestionInput = z.output<typeof ZGiftSuggestionRequest>;

const ZSuggestion = z.string().trim().min(1).max(SUGGESTION_MAX_LENGTH);

export const ZSuggestions = z.object({
  suggestions: z.array(ZSuggestion).max(MAX_SUGGESTIONS),
});
export type Suggestions = z.infer<typeof ZSuggestions>;

/** What a model must return before we show it: 3-5 distinct, non-empty strings. */
export const ZModelSuggestions = z.object({
  suggestions: z
    .array(ZSuggestion)
    .min(MIN_SUGGESTIONS)
    .max(MAX_SUGGESTIONS)
    .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, "Suggestions repeat"),
});

export const ZNearbyHotelsRequest = z.strictObject({
  venueAddress: requiredText(LENGTH.venue, "Venue address is required"),
});

/**
 * docs/spec.md's hotel suggestion (name, distance, priceRange, features, website), extended:
 * `kind: "search"` marks a search link (a map or booking site's search for the venue),
 * never a hotel, and `url` is where it leads. Entries of kind "hotel" are real places
 * from OpenStreetMap; no hotel name is ever made up.
 */
const ZHotel = z.object({
  kind: z.enum(["hotel", "search"]).optional(),
  name: z.string(),
  distance: z.string(),
  priceRange: z.string(),
  features: z.array(z.string()),
  website: z.string().optional(),
  url: z.string().optional(),
});
export type Hotel = z.infer<typeof ZHotel>;

export const ZNearbyHotels = z.object({
  hotels: z.array(ZHotel),
  /** Credit the data source must carry when shown (OpenStreetMap's licence). */
  attribution: z.string().optional(),
});
export type NearbyHotels = z.infer<typeof ZNearbyHotels>;
