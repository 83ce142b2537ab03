import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TextAreaField } from "../../../components/ui/field";
import { CHILDREN_CHOICES, POLICY_MAX, type WeddingFormInput } from "../wedding-form-schema";
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
    setValue("childrenChoice", value as WeddingFormInput["childrenChoice"], { shouldDirty: true });
    // Offer a starting sentence, but never overwrite words the couple wrote themselves.
    if (!current || CHILDREN_CHOICES.some((option) => option.text === current)) {
      setValue("childrenPolicy", CHILDREN_CHOICES.find((option) => option.value === value)?.text ?? "", { shouldDirty: true });
    }
  };
  return (
    <div className="grid gap-3">
      <ChoiceChips legend="Children" name="children" options={CHILDREN_CHOICES} value={choice} onChange={choose} />
      <FieldWithAction action={action}>
        <TextAreaField
          label="Children policy"
          rows={3}
          maxLength={POLICY_MAX}
          hint="Optional. How you'd like guests to know."
          error={formState.errors.childrenPolicy?.message}
          {...register("childrenPolicy")}
        />
      </FieldWithAction>
    </div>
  );
}
