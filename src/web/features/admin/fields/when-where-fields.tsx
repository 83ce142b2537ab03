import { i18n } from "../../host/host-i18n";
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../components/ui/field";
import type { WeddingFormInput } from "../wedding-form-schema";
import { TimeZoneField } from "./time-zone-field";

export function WhenWhereFields() {
  const { register, formState } = useFormContext<WeddingFormInput>();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={i18n._({ id: "admin.weddingDate", message: "Wedding date" })} type="date" required error={errors.date?.message} {...register("date")} />
      <TextField
        label={i18n._({ id: "admin.ceremonyTime", message: "Ceremony time" })}
        type="time"
        required
        error={errors.time?.message}
        {...register("time")}
      />
      <TimeZoneField />
      <div className="sm:col-span-2">
        <TextField
          label={i18n._({ id: "admin.venue", message: "Venue" })}
          required
          autoComplete="off"
          placeholder={i18n._({ id: "admin.venuePlaceholder", message: "e.g. The Orangery, Kew Gardens, London" })}
          hint={i18n._({ id: "admin.venueHint", message: "Name and address, so guests (and their maps) can find it." })}
          error={errors.venue?.message}
          {...register("venue")}
        />
      </div>
      <TextField
        label={i18n._({ id: "admin.rsvpDeadline", message: "RSVP deadline" })}
        type="date"
        hint={i18n._({ id: "admin.rsvpDeadlineHint", message: "Optional. Replies close at the end of this day." })}
        error={errors.rsvpDeadline?.message}
        {...register("rsvpDeadline")}
      />
    </div>
  );
}
