import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TextAreaField } from "../../../components/ui/field";
import { GIFT_CHOICES, POLICY_MAX, type WeddingFormInput } from "../wedding-form-schema";
import { ChoiceChips } from "./choice-chips";
import { FieldWithAction } from "./field-action-row";

/** Honeymoon / home / charity / experience, and the wording guests read (`giftChoice` feeds `action`). */
export function GiftPreferencesField({ action }: { action?: ReactNode }) {
  const { register, setValue, getValues, control, formState } = useFormContext<WeddingFormInput>();
  const choice = useWatch({ control, name: "giftChoice" });
  const choose = (value: string) => {
    const current = (getValues("giftPreferences") ?? "").trim();
    setValue("giftChoice", value as WeddingFormInput["giftChoice"], { shouldDirty: true });
    if (!current || GIFT_CHOICES.some((option) => option.text === current)) {
      setValue("giftPreferences", GIFT_CHOICES.find((option) => option.value === value)?.text ?? "", { shouldDirty: true });
    }
  };
  return (
    <div className="grid gap-3">
      <ChoiceChips legend="Gift preference" name="gifts" options={GIFT_CHOICES} value={choice} onChange={choose} />
      <FieldWithAction action={action}>
        <TextAreaField
          label="Gift preferences"
          rows={3}
          maxLength={POLICY_MAX}
          hint="Optional."
          error={formState.errors.giftPreferences?.message}
          {...register("giftPreferences")}
        />
      </FieldWithAction>
    </div>
  );
}
