import { GIFT_PREFERENCE_LABELS, type GiftPreference } from "../../../contract/ai";
import { fetchChildrenPolicies, fetchGiftSuggestions, fetchWeddingMessages } from "./api";
import { SuggestButton } from "./suggest-button";

// The three helpers of the wedding form. Each takes what the form knows and hands the
// chosen text back through onPick; none of them knows about the form library.

export interface WeddingMessageSuggestProps {
  partner1: string | undefined;
  partner2: string | undefined;
  venue?: string;
  /** YYYY-MM-DD from the date input. */
  date?: string;
  onPick: (text: string) => void;
}

export function WeddingMessageSuggestButton({ partner1 = "", partner2 = "", venue = "", date = "", onPick }: WeddingMessageSuggestProps) {
  const ready = partner1.trim() !== "" && partner2.trim() !== "";
  return (
    <SuggestButton
      label="Suggest a message"
      title="Suggested messages"
      blockedReason={ready ? undefined : "Add both partner names to get suggestions."}
      fetchSuggestions={() => fetchWeddingMessages({ partner1, partner2, venue, date })}
      onPick={onPick}
    />
  );
}

export interface ChildrenPolicySuggestProps {
  /** false = Adults Only, true = Kids Welcome, undefined/null = not chosen yet. */
  allowChildren: boolean | null | undefined;
  onPick: (text: string) => void;
}

export function ChildrenPolicySuggestButton({ allowChildren, onPick }: ChildrenPolicySuggestProps) {
  const chosen = typeof allowChildren === "boolean";
  return (
    <SuggestButton
      label="Suggest wording"
      title={allowChildren ? "Suggested wording: Kids Welcome" : "Suggested wording: Adults Only"}
      blockedReason={chosen ? undefined : "Choose Adults Only or Kids Welcome first."}
      fetchSuggestions={() => fetchChildrenPolicies({ allowChildren: allowChildren === true, tone: "warm" })}
      onPick={onPick}
    />
  );
}

export interface GiftSuggestProps {
  preference: GiftPreference | "" | null | undefined;
  onPick: (text: string) => void;
}

export function GiftSuggestButton({ preference, onPick }: GiftSuggestProps) {
  return (
    <SuggestButton
      label="Suggest wording"
      title={preference ? `Suggested wording: ${GIFT_PREFERENCE_LABELS[preference]}` : "Suggested wording"}
      blockedReason={preference ? undefined : "Choose a gift preference first."}
      fetchSuggestions={() => fetchGiftSuggestions({ preference: preference as GiftPreference })}
      onPick={onPick}
    />
  );
}
