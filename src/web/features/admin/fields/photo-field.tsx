import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../components/ui/field";
import type { WeddingFormInput } from "../wedding-form-schema";
import { FieldWithAction } from "./field-action-row";

/** Couple photo: a link for now; `action` is where the upload dialog's button can sit. */
export function PhotoField({ action }: { action?: ReactNode }) {
  const { register, formState } = useFormContext<WeddingFormInput>();
  return (
    <FieldWithAction action={action}>
      <TextField
        label="Photo link"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://…"
        hint="Optional. A photo of the two of you for the invitation."
        error={formState.errors.photoUrl?.message}
        {...register("photoUrl")}
      />
    </FieldWithAction>
  );
}
