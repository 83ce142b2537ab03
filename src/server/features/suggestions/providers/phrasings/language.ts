import type { GiftPreference } from "../../../../../contract/ai";
import type { MessagePhrase } from "./wedding-messages";

/**
 * One language's library for the offline writer (issue 16: the helpers answer in the
 * invitation's language). Written as a native speaker would word a wedding invitation, not
 * translated line by line from the English one.
 */
export interface LanguagePhrasings {
  /** How a venue's name follows a verb: " at The Orangery", " en The Orangery". */
  atVenue: (venue: string) => string;
  /** How the written date (formatWeddingDate in this language) follows a verb: " on ...", " el ...". */
  onDate: (date: string) => string;
  messages: readonly MessagePhrase[];
  adultsOnly: readonly string[];
  kidsWelcome: readonly string[];
  gifts: Record<GiftPreference, readonly string[]>;
  /** The language's own typography, applied after tidying (French spaces before "!", "?"). */
  finish?: (text: string) => string;
}
