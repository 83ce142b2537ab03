import { i18n } from "../../host/host-i18n";
import { useId, useMemo } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TextField } from "../../../components/ui/field";
import { zoneChoices, zoneLabel } from "../time-zones";
import { zonedTimeToUtc } from "../../../../contract/time-zone";
import type { WeddingFormInput } from "../wedding-form-schema";

/**
 * The wedding's time zone (docs/decisions/0031-wedding-time-zone.md): a text box searching every
 * IANA zone this browser knows through a native datalist, each labelled with its city and its
 * offset on the wedding day. Guests' calendars, pages and emails read the wedding's times in it.
 */
export function TimeZoneField() {
  const { register, formState, control } = useFormContext<WeddingFormInput>();
  const listId = useId();
  const date = useWatch({ control, name: "date" });
  const zone = useWatch({ control, name: "timeZone" });
  // The offsets on the wedding day (summer or winter time), today's until a date is chosen.
  const at = useMemo(() => (/^\d{4}-\d{2}-\d{2}$/.test(date ?? "") ? zonedTimeToUtc(date!, "12:00", "UTC") : new Date()), [date]);
  const choices = useMemo(() => zoneChoices(at), [at]);
  const current = zoneLabel(zone ?? "", at);
  return (
    <div className="sm:col-span-2">
      <TextField
        label={i18n._({ id: "admin.timeZone", message: "Time zone of the wedding" })}
        required
        list={listId}
        autoComplete="off"
        spellCheck={false}
        placeholder={i18n._({ id: "admin.timeZonePlaceholder", message: "Type a city, e.g. Madrid" })}
        hint={
          current
            ? i18n._({
                id: "admin.timeZoneHintChosen",
                message: "{zone}. Guests' calendars, pages and emails show the times in this zone.",
                values: { zone: current },
              })
            : i18n._({ id: "admin.timeZoneHint", message: "Where the wedding happens: guests' calendars, pages and emails show the times in this zone." })
        }
        error={formState.errors.timeZone?.message}
        {...register("timeZone")}
      />
      <datalist id={listId}>
        {choices.map((choice) => (
          <option key={choice.zone} value={choice.zone} label={choice.label} />
        ))}
      </datalist>
    </div>
  );
}
