import { MAX_SUGGESTIONS, MIN_SUGGESTIONS, type ChildrenPolicyInput, type GiftSuggestionInput, type WeddingMessageInput } from "../../../../contract/ai";
import { DEFAULT_LOCALE } from "../../../../contract/locales";
import { cleanName, shortVenue, tidySentence, writeDate } from "./personalise";
import type { LanguagePhrasings } from "./phrasings/language";
import { PHRASINGS } from "./phrasings/languages";
import type { MessageContext } from "./phrasings/wedding-messages";
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

function pick(candidates: readonly (string | null)[], random: Random, count: number, finish = (text: string) => text): string[] {
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const candidate of shuffled(candidates, random)) {
    if (!candidate) continue;
    const text = finish(tidySentence(candidate));
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(text);
    if (chosen.length === count) break;
  }
  return chosen;
}

/** A request's language, or English for a caller that names none (the contract's default). */
function phrasingsFor(input: { locale?: keyof typeof PHRASINGS }): LanguagePhrasings {
  return PHRASINGS[input.locale ?? DEFAULT_LOCALE];
}

/** The couple's details as they read inside a sentence in the request's language. */
export function messageContext(input: WeddingMessageInput): MessageContext {
  const language = phrasingsFor(input);
  const venue = shortVenue(input.venue);
  const date = writeDate(input.date, input.locale);
  return {
    p1: cleanName(input.partner1),
    p2: cleanName(input.partner2),
    venue,
    date,
    atVenue: venue ? language.atVenue(venue) : "",
    onDate: date ? language.onDate(date) : "",
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
      const language = phrasingsFor(input);
      const context = messageContext(input);
      // The comma after a mid-sentence date is English punctuation (docs/spec.md section 2's date form).
      const english = (input.locale ?? DEFAULT_LOCALE) === "en";
      return pick(
        language.messages.map((phrase) => {
          const text = phrase(context);
          return text && english ? commaAfterDate(text, context.date) : text;
        }),
        random,
        size,
        language.finish,
      );
    },
    childrenPolicies(input: ChildrenPolicyInput): string[] {
      const language = phrasingsFor(input);
      return pick(input.allowChildren ? language.kidsWelcome : language.adultsOnly, random, size, language.finish);
    },
    giftSuggestions(input: GiftSuggestionInput): string[] {
      const language = phrasingsFor(input);
      return pick(language.gifts[input.preference], random, size, language.finish);
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
