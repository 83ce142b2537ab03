import { i18n } from "../../host/host-i18n";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TextAreaField } from "../../../components/ui/field";
import { giftChoices, POLICY_MAX, type WeddingFormInput } from "../wedding-form-schema";
import { ChoiceChips } from "./choice-chips";
import { FieldWithAction } from "./field-action-row";
import type { GiftPreference } from "../../../../contract/ai";
import { chipWrites } from "../starter-drafts";

/** Honeymoon / home / charity / experience, and the wording guests read (`giftChoice` feeds `action`). */
export function GiftPreferencesField({ action }: { action?: ReactNode }) {
  const { register, setValue, getValues, control, formState } = useFormContext<WeddingFormInput>();
  const choice = useWatch({ control, name: "giftChoice" });
  const choose = (value: string) => {
    setValue("giftChoice", value as WeddingFormInput["giftChoice"], { shouldDirty: true });
    // A starting sentence in the invitation's languages, never over words the couple wrote (starter-drafts.ts).
    for (const write of chipWrites(getValues(), "giftPreferences", value as GiftPreference)) setValue(write.path, write.value, { shouldDirty: true });
  };
  return (
    <div className="grid gap-3">
      <ChoiceChips
        legend={i18n._({ id: "admin.giftPreference", message: "Gift preference" })}
        name="gifts"
        options={giftChoices()}
        value={choice}
        onChange={choose}
      />
      <FieldWithAction action={action}>
        <TextAreaField
          label={i18n._({ id: "admin.giftPreferences", message: "Gift preferences" })}
          rows={3}
          maxLength={POLICY_MAX}
          hint={i18n._({ id: "admin.optional", message: "Optional." })}
          error={formState.errors.giftPreferences?.message}
          {...register("giftPreferences")}
        />
      </FieldWithAction>
    </div>
  );
}
