import { useFormContext, useWatch } from "react-hook-form";
import type { GiftPreference } from "../../../../contract/ai";
import { ChildrenPolicySuggestButton, GiftSuggestButton, WeddingMessageSuggestButton } from "../../suggestions/suggest-buttons";
import type { WeddingFormInput } from "../wedding-form-schema";

// Adapters between the form and the AI suggestion buttons of features/suggestions: each reads
// what its button needs from the form and writes the picked text back into the field. Each
// asks in the invitation's language (the form's `locale`), the language the couple writes in.

const PICKED = { shouldDirty: true, shouldValidate: true } as const;

export function MessageSuggestAction() {
  const { control, setValue } = useFormContext<WeddingFormInput>();
  const [partner1, partner2, venue, date, locale] = useWatch({ control, name: ["partner1", "partner2", "venue", "date", "locale"] });
  return (
    <WeddingMessageSuggestButton
      partner1={partner1}
      partner2={partner2}
      venue={venue}
      date={date}
      locale={locale}
      onPick={(text) => setValue("message", text, PICKED)}
    />
  );
}

export function ChildrenPolicySuggestAction() {
  const { control, setValue } = useFormContext<WeddingFormInput>();
  const [choice, locale] = useWatch({ control, name: ["childrenChoice", "locale"] });
  const allowChildren = choice === "kids" ? true : choice === "adults" ? false : null;
  return <ChildrenPolicySuggestButton allowChildren={allowChildren} locale={locale} onPick={(text) => setValue("childrenPolicy", text, PICKED)} />;
}

export function GiftSuggestAction() {
  const { control, setValue } = useFormContext<WeddingFormInput>();
  const [choice, locale] = useWatch({ control, name: ["giftChoice", "locale"] });
  return (
    <GiftSuggestButton preference={(choice || null) as GiftPreference | null} locale={locale} onPick={(text) => setValue("giftPreferences", text, PICKED)} />
  );
}
