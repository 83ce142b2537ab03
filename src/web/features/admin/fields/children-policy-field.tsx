import { i18n } from "../../host/host-i18n";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TextAreaField } from "../../../components/ui/field";
import { childrenChoices, POLICY_MAX, type WeddingFormInput } from "../wedding-form-schema";
import { ChoiceChips } from "./choice-chips";
import { FieldWithAction } from "./field-action-row";
import type { ChildrenPolicyChoice } from "../../../../contract/ai";
import { chipWrites } from "../starter-drafts";

/**
 * Adults Only / Kids Welcome, and the wording guests read. The choice lives in the form as
 * `childrenChoice` so a suggestion button (passed as `action`) can read it.
 */
export function ChildrenPolicyField({ action }: { action?: ReactNode }) {
  const { register, setValue, getValues, control, formState } = useFormContext<WeddingFormInput>();
  const choice = useWatch({ control, name: "childrenChoice" });
  const choose = (value: string) => {
    setValue("childrenChoice", value as WeddingFormInput["childrenChoice"], { shouldDirty: true });
    // A starting sentence in the invitation's languages, never over words the couple wrote (starter-drafts.ts).
    for (const write of chipWrites(getValues(), "childrenPolicy", value as ChildrenPolicyChoice)) setValue(write.path, write.value, { shouldDirty: true });
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
