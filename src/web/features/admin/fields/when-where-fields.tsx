import { useFormContext } from "react-hook-form";
import { TextField } from "../../../components/ui/field";
import type { WeddingFormInput } from "../wedding-form-schema";

export function WhenWhereFields() {
  const { register, formState } = useFormContext<WeddingFormInput>();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Wedding date" type="date" required error={errors.date?.message} {...register("date")} />
      <TextField label="Ceremony time" type="time" required error={errors.time?.message} {...register("time")} />
      <div className="sm:col-span-2">
        <TextField
          label="Venue"
          required
          autoComplete="off"
          placeholder="e.g. The Orangery, Kew Gardens, London"
          hint="Name and address, so guests (and their maps) can find it."
          error={errors.venue?.message}
          {...register("venue")}
        />
      </div>
      <TextField
        label="RSVP deadline"
        type="date"
        hint="Optional. Replies close at the end of this day."
        error={errors.rsvpDeadline?.message}
        {...register("rsvpDeadline")}
      />
    </div>
  );
}
