import { i18n } from "../../host/host-i18n";
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../components/ui/field";
import type { WeddingFormInput } from "../wedding-form-schema";

export function CoupleFields() {
  const { register, formState } = useFormContext<WeddingFormInput>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={i18n._({ id: "admin.partnerOneName", message: "Partner 1 name" })}
        required
        autoComplete="off"
        error={formState.errors.partner1?.message}
        {...register("partner1")}
      />
      <TextField
        label={i18n._({ id: "admin.partnerTwoName", message: "Partner 2 name" })}
        required
        autoComplete="off"
        error={formState.errors.partner2?.message}
        {...register("partner2")}
      />
    </div>
  );
}
