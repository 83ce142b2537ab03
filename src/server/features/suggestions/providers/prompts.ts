import {
  GIFT_PREFERENCE_LABELS,
  MAX_SUGGESTIONS,
  MIN_SUGGESTIONS,
  type ChildrenPolicyInput,
  type GiftSuggestionInput,
  type WeddingMessageInput,
} from "../../../../contract/ai";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locales";
import { messageContext } from "./offline-writer";

// What we ask a chat model. The system prompt fixes the voice and the JSON shape; the user
// prompt carries only what the couple typed, already tidied, so the model cannot be
// steered into anything but wording.

export const SYSTEM_PROMPT = [
  "You help a couple write short texts for their wedding invitation website.",
  "Write in a warm, sincere, natural voice, as a thoughtful friend would: no cliches piled up, no emojis, no hashtags, no placeholders in brackets.",
  "Never invent facts (times, dress codes, names of charities, shops or places) that the couple did not give.",
  `Answer only with a JSON object of the form {"suggestions": ["...", "..."]} holding ${MIN_SUGGESTIONS} to ${MAX_SUGGESTIONS} distinct suggestions, each one to three sentences.`,
].join(" ");

const languageNames = new Intl.DisplayNames("en", { type: "language" });

/**
 * The invitation's language by its English name ("Write in Spanish."), so a model answers in
 * the language the couple writes in (issue 16), whatever language this prompt is in.
 */
export function languageInstruction(locale: Locale = DEFAULT_LOCALE): string {
  const name = languageNames.of(locale) ?? locale;
  if (locale === "en") return "Write in English.";
  return `Write in ${name}, as a native speaker would word a wedding invitation, not as a translation from English.`;
}

export function weddingMessagePrompt(input: WeddingMessageInput): string {
  const c = messageContext(input);
  const details = [`Partner names: ${c.p1} and ${c.p2}.`, c.venue && `Venue: ${c.venue}.`, c.date && `Date: ${c.date}.`].filter(Boolean);
  return [
    "Suggest personal messages from the couple to their guests, shown on the invitation. Each message should invite the guest warmly and may close with the couple's names.",
    languageInstruction(input.locale),
    ...details,
  ].join("\n");
}

export function childrenPolicyPrompt(input: ChildrenPolicyInput): string {
  const choice = input.allowChildren
    ? "Children are welcome (Kids Welcome): say so joyfully and ask guests to include children in their RSVP."
    : "The wedding is adults only (Adults Only): say so kindly and clearly, without sounding cold.";
  return `Suggest wording for the children policy on the invitation. Tone: ${input.tone}.\n${languageInstruction(input.locale)}\n${choice}`;
}

export function giftPrompt(input: GiftSuggestionInput): string {
  return [
    "Suggest wording about gifts for the invitation. Put the guest's presence first and never make a gift sound expected.",
    languageInstruction(input.locale),
    `The couple's preference: ${GIFT_PREFERENCE_LABELS[input.preference]}.`,
  ].join("\n");
}
