import { i18n } from "../../host/host-i18n";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { TextAreaField } from "../../../components/ui/field";
import { MESSAGE_MAX, type WeddingFormInput } from "../wedding-form-schema";
import { FieldWithAction } from "./field-action-row";

/** The couple's personal message. `action` is where an AI suggestion button can sit. */
export function MessageField({ action }: { action?: ReactNode }) {
  const { register, formState } = useFormContext<WeddingFormInput>();
  return (
    <FieldWithAction action={action}>
      <TextAreaField
        label={i18n._({ id: "admin.personalMessage", message: "Personal message" })}
        rows={4}
        maxLength={MESSAGE_MAX}
        placeholder={i18n._({ id: "admin.personalMessagePlaceholder", message: "We can't wait to celebrate our special day with you!" })}
        hint={i18n._({ id: "admin.personalMessageHint", message: "Shown on your invitation and save-the-date." })}
        error={formState.errors.message?.message}
        {...register("message")}
      />
    </FieldWithAction>
  );
}
