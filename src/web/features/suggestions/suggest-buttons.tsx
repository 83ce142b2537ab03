import { i18n } from "../host/host-i18n";
import { CHILDREN_POLICY_LABELS, GIFT_PREFERENCE_LABELS, type GiftPreference } from "../../../contract/ai";
import type { Locale } from "../../../contract/locales";
import { fetchChildrenPolicies, fetchGiftSuggestions, fetchWeddingMessages } from "./api";
import { SuggestButton } from "./suggest-button";

// The three helpers of the wedding form. Each takes what the form knows and hands the
// chosen text back through onPick; none of them knows about the form library.
// The choices' names are the contract's (the server's prompts read them too), put into whole sentences.
// `locale` is the invitation's language: the suggestions come in it (issue 16), English if unset.

const suggestedWording = (choice: string) => i18n._({ id: "suggestions.wordingFor", message: "Suggested wording: {choice}", values: { choice } });

export interface WeddingMessageSuggestProps {
  partner1: string | undefined;
  partner2: string | undefined;
  venue?: string;
  /** YYYY-MM-DD from the date input. */
  date?: string;
  locale?: Locale;
  onPick: (text: string) => void;
}

export function WeddingMessageSuggestButton({ partner1 = "", partner2 = "", venue = "", date = "", locale, onPick }: WeddingMessageSuggestProps) {
  const ready = partner1.trim() !== "" && partner2.trim() !== "";
  return (
    <SuggestButton
      label={i18n._({ id: "suggestions.suggestMessage", message: "Suggest a message" })}
      title={i18n._({ id: "suggestions.messagesTitle", message: "Suggested messages" })}
      blockedReason={ready ? undefined : i18n._({ id: "suggestions.needNames", message: "Add both partner names to get suggestions." })}
      fetchSuggestions={() => fetchWeddingMessages({ partner1, partner2, venue, date, locale })}
      locale={locale}
      onPick={onPick}
    />
  );
}

export interface ChildrenPolicySuggestProps {
  /** false = Adults Only, true = Kids Welcome, undefined/null = not chosen yet. */
  allowChildren: boolean | null | undefined;
  locale?: Locale;
  onPick: (text: string) => void;
}

export function ChildrenPolicySuggestButton({ allowChildren, locale, onPick }: ChildrenPolicySuggestProps) {
  const chosen = typeof allowChildren === "boolean";
  return (
    <SuggestButton
      label={i18n._({ id: "suggestions.suggestWording", message: "Suggest wording" })}
      title={suggestedWording(CHILDREN_POLICY_LABELS[allowChildren ? "kids" : "adults"])}
      blockedReason={
        chosen
          ? undefined
          : i18n._({
              id: "suggestions.needChildrenChoice",
              message: "Choose {adults} or {kids} first.",
              values: { adults: CHILDREN_POLICY_LABELS.adults, kids: CHILDREN_POLICY_LABELS.kids },
            })
      }
      fetchSuggestions={() => fetchChildrenPolicies({ allowChildren: allowChildren === true, tone: "warm", locale })}
      locale={locale}
      onPick={onPick}
    />
  );
}

export interface GiftSuggestProps {
  preference: GiftPreference | "" | null | undefined;
  locale?: Locale;
  onPick: (text: string) => void;
}

export function GiftSuggestButton({ preference, locale, onPick }: GiftSuggestProps) {
  return (
    <SuggestButton
      label={i18n._({ id: "suggestions.suggestWording", message: "Suggest wording" })}
      title={preference ? suggestedWording(GIFT_PREFERENCE_LABELS[preference]) : i18n._({ id: "suggestions.wording", message: "Suggested wording" })}
      blockedReason={preference ? undefined : i18n._({ id: "suggestions.needGiftChoice", message: "Choose a gift preference first." })}
      fetchSuggestions={() => fetchGiftSuggestions({ preference: preference as GiftPreference, locale })}
      locale={locale}
      onPick={onPick}
    />
  );
}
