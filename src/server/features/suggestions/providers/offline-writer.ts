import { MAX_SUGGESTIONS, MIN_SUGGESTIONS, type ChildrenPolicyInput, type GiftSuggestionRequest, type WeddingMessageInput } from "../../../../contract/ai";
import { cleanName, shortVenue, tidySentence, writeDate } from "./personalise";
import { ADULTS_ONLY, KIDS_WELCOME } from "./phrasings/children-policies";
import { GIFT_PHRASES } from "./phrasings/gift-preferences";
import { WEDDING_MESSAGES, type MessageContext } from "./phrasings/wedding-messages";
import type { Random, SuggestionProvider } from "./types";

/** How many suggestions one answer holds: the middle of the contract's 3-5. */
const OFFLINE_COUNT = 4;

export interface OfflineWriterOptions {
  random?: Random;
  count?: number;
}

/** Fisher-Yates over indices, so each call draws a different, non-repeating selection. */
function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function pick(candidates: readonly (string | null)[], random: Random, count: number): string[] {
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const candidate of shuffled(candidates, random)) {
    if (!candidate) continue;
    const text = tidySentence(candidate);
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(text);
    if (chosen.length === count) break;
  }
  return chosen;
}

export function messageContext(input: WeddingMessageInput): MessageContext {
  const venue = shortVenue(input.venue);
  const date = writeDate(input.date);
  return {
    p1: cleanName(input.partner1),
    p2: cleanName(input.partner2),
    venue,
    date,
    atVenue: venue ? ` at ${venue}` : "",
    onDate: date ? ` on ${date}` : "",
  };
}

/** "on Saturday, June 12th, 2027, at Kew Gardens": a written date mid-sentence takes a comma after the year. */
export function commaAfterDate(text: string, date: string | null): string {
  if (!date) return text;
  // The date is our own "Weekday, Month 12th, 2027": letters, digits, commas and spaces only.
  return text.replace(new RegExp(`(${date}) (?=\\p{Ll})`, "gu"), "$1, ");
}

/** Synchronous core, shared by the offline provider and the model provider's fallback. */
export function createOfflineWriter({ random = Math.random, count = OFFLINE_COUNT }: OfflineWriterOptions = {}) {
  const size = Math.min(MAX_SUGGESTIONS, Math.max(MIN_SUGGESTIONS, count));
  return {
    weddingMessages(input: WeddingMessageInput): string[] {
      const context = messageContext(input);
      return pick(
        WEDDING_MESSAGES.map((phrase) => {
          const text = phrase(context);
          return text ? commaAfterDate(text, context.date) : null;
        }),
        random,
        size,
      );
    },
    childrenPolicies(input: ChildrenPolicyInput): string[] {
      return pick(input.allowChildren ? KIDS_WELCOME : ADULTS_ONLY, random, size);
    },
    giftSuggestions(input: GiftSuggestionRequest): string[] {
      return pick(GIFT_PHRASES[input.preference], random, size);
    },
  };
}

export type OfflineWriter = ReturnType<typeof createOfflineWriter>;

/** The default provider: no network, no key, answers at once. */
export function createOfflineProvider(options: OfflineWriterOptions = {}): SuggestionProvider {
  const writer = createOfflineWriter(options);
  return {
    name: "offline",
    weddingMessages: async (input) => writer.weddingMessages(input),
    childrenPolicies: async (input) => writer.childrenPolicies(input),
    giftSuggestions: async (input) => writer.giftSuggestions(input),
  };
}
