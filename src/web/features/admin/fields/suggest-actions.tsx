import { useFormContext, useWatch } from "react-hook-form";
import type { GiftPreference } from "../../../../contract/ai";
import { ChildrenPolicySuggestButton, GiftSuggestButton, WeddingMessageSuggestButton } from "../../suggestions/suggest-buttons";
import type { WeddingFormInput } from "../wedding-form-schema";

// Adapters between the form and the AI suggestion buttons of features/suggestions: each reads
// what its button needs from the form and writes the picked text back into the field.

const PICKED = { shouldDirty: true, shouldValidate: true } as const;

export function MessageSuggestAction() {
  const { control, setValue } = useFormContext<WeddingFormInput>();
  const [partner1, partner2, venue, date] = useWatch({ control, name: ["partner1", "partner2", "venue", "date"] });
  return <WeddingMessageSuggestButton partner1={partner1} partner2={partner2} venue={venue} date={date} onPick={(text) => setValue("message", text, PICKED)} />;
}

export function ChildrenPolicySuggestAction() {
  const { control, setValue } = useFormContext<WeddingFormInput>();
  const choice = useWatch({ control, name: "childrenChoice" });
  const allowChildren = choice === "kids" ? true : choice === "adults" ? false : null;
  return <ChildrenPolicySuggestButton allowChildren={allowChildren} onPick={(text) => setValue("childrenPolicy", text, PICKED)} />;
}

export function GiftSuggestAction() {
  const { control, setValue } = useFormContext<WeddingFormInput>();
  const choice = useWatch({ control, name: "giftChoice" });
  return <GiftSuggestButton preference={(choice || null) as GiftPreference | null} onPick={(text) => setValue("giftPreferences", text, PICKED)} />;
}
