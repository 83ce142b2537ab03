import { i18n } from "../../host/host-i18n";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TextAreaField } from "../../../components/ui/field";
import { childrenChoices, POLICY_MAX, type WeddingFormInput } from "../wedding-form-schema";
import { ChoiceChips } from "./choice-chips";
import { FieldWithAction } from "./field-action-row";

/**
 * Adults Only / Kids Welcome, and the wording guests read. The choice lives in the form as
 * `childrenChoice` so a suggestion button (passed as `action`) can read it.
 */
export function ChildrenPolicyField({ action }: { action?: ReactNode }) {
  const { register, setValue, getValues, control, formState } = useFormContext<WeddingFormInput>();
  const choice = useWatch({ control, name: "childrenChoice" });
  const choose = (value: string) => {
    const current = (getValues("childrenPolicy") ?? "").trim();
    const choices = childrenChoices();
    setValue("childrenChoice", value as WeddingFormInput["childrenChoice"], { shouldDirty: true });
    // Offer a starting sentence, but never overwrite words the couple wrote themselves.
    if (!current || choices.some((option) => option.text === current)) {
      setValue("childrenPolicy", choices.find((option) => option.value === value)?.text ?? "", { shouldDirty: true });
    }
  };
  return (
    <div className="grid gap-3">
      <ChoiceChips
        legend={i18n._({ id: "admin.children", message: "Children" })}
        name="children"
        options={childrenChoices()}
        value={choice}
        onChange={choose}
      />
      <FieldWithAction action={action}>
        <TextAreaField
          label={i18n._({ id: "admin.childrenPolicy", message: "Children policy" })}
          rows={3}
          maxLength={POLICY_MAX}
          hint={i18n._({ id: "admin.childrenPolicyHint", message: "Optional. How you'd like guests to know." })}
          error={formState.errors.childrenPolicy?.message}
          {...register("childrenPolicy")}
        />
      </FieldWithAction>
    </div>
  );
}
