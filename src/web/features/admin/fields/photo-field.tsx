import { i18n } from "../../host/host-i18n";
import { Controller, useFormContext } from "react-hook-form";
import { PhotoField as PhotoUpload } from "../../photos/photo-field";
import type { WeddingFormInput } from "../wedding-form-schema";

/** The couple's photo, through the upload dialog of features/photos, kept in the form as photoUrl and its focal point as photoFocus. */
export function PhotoField({ weddingId }: { weddingId: string | undefined }) {
  const { control, formState } = useFormContext<WeddingFormInput>();
  return (
    <div className="grid gap-1.5">
      <Controller
        control={control}
        name="photoUrl"
        render={({ field }) => (
          <Controller
            control={control}
            name="photoFocus"
            render={({ field: focus }) => (
              <PhotoUpload
                label={i18n._({ id: "admin.couplePhoto", message: "Couple photo" })}
                value={field.value}
                onChange={(url) => field.onChange(url ?? "")}
                focus={focus.value}
                onFocusChange={focus.onChange}
                weddingId={weddingId}
              />
            )}
          />
        )}
      />
      {formState.errors.photoUrl?.message && (
        <p role="alert" className="text-sm text-red-700">
          {formState.errors.photoUrl.message}
        </p>
      )}
    </div>
  );
}
