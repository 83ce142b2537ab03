import { useFormContext, useWatch, type FieldValues, type Path, type PathValue } from "react-hook-form";
import { GIFT_PREFERENCES, type GiftPreference } from "../../../contract/ai";
import { ChildrenPolicySuggestButton, GiftSuggestButton, WeddingMessageSuggestButton } from "./suggest-buttons";

/**
 * Ready-made buttons for a react-hook-form wedding form: they read the contract's field
 * names (partner1, partner2, venue, date, and the pickers childrenChoice / giftChoice) from
 * the surrounding FormProvider and write the picked text into message / childrenPolicy /
 * giftPreferences. Drop one into a field's `action` slot.
 */
interface WeddingFormShape extends FieldValues {
  partner1?: string;
  partner2?: string;
  venue?: string;
  date?: string;
  message?: string | null;
  childrenChoice?: string | boolean;
  childrenPolicy?: string | null;
  giftChoice?: string;
  giftPreferences?: string | null;
}

function usePick(field: Path<WeddingFormShape>) {
  const { setValue } = useFormContext<WeddingFormShape>();
  return (text: string) => setValue(field, text as PathValue<WeddingFormShape, typeof field>, { shouldDirty: true, shouldValidate: true });
}

export function MessageSuggestion() {
  const { control } = useFormContext<WeddingFormShape>();
  const [partner1, partner2, venue, date] = useWatch({ control, name: ["partner1", "partner2", "venue", "date"] });
  return <WeddingMessageSuggestButton partner1={partner1} partner2={partner2} venue={venue} date={date} onPick={usePick("message")} />;
}

/** Accepts the picker as a boolean or as the words "kids" / "adults". */
export function toAllowChildren(choice: unknown): boolean | undefined {
  if (typeof choice === "boolean") return choice;
  if (choice === "kids" || choice === "true") return true;
  if (choice === "adults" || choice === "false") return false;
  return undefined;
}

export function ChildrenPolicySuggestion() {
  const { control } = useFormContext<WeddingFormShape>();
  const choice = useWatch({ control, name: "childrenChoice" });
  return <ChildrenPolicySuggestButton allowChildren={toAllowChildren(choice)} onPick={usePick("childrenPolicy")} />;
}

export function GiftSuggestion() {
  const { control } = useFormContext<WeddingFormShape>();
  const choice = useWatch({ control, name: "giftChoice" });
  const preference = GIFT_PREFERENCES.includes(choice as GiftPreference) ? (choice as GiftPreference) : undefined;
  return <GiftSuggestButton preference={preference} onPick={usePick("giftPreferences")} />;
}
