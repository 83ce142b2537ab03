import { i18n } from "../host/host-i18n";
import { useId, useState } from "react";
import { inputClass } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { useSetReminderDays } from "./api";

const CHOICES = [null, 3, 7, 14, 21];

/** The scheduled reminder to parties that have not replied, N days before the RSVP deadline (issue 14). */
export function ReminderSetting({ weddingId, value, hasDeadline }: { weddingId: string; value: number | null; hasDeadline: boolean }) {
  const save = useSetReminderDays(weddingId);
  const id = useId();
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const shown = choice === undefined ? value : choice;
  return (
    <div className="mt-4 grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {i18n._({ id: "notifications.reminder", message: "Automatic reminder" })}
      </label>
      <select
        id={id}
        value={shown === null ? "" : String(shown)}
        disabled={save.isPending || !hasDeadline}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const days = event.target.value ? Number(event.target.value) : null;
          setChoice(days);
          save.mutate(days, {
            onSettled: () => setChoice(undefined),
            onError: () =>
              toast({
                title: i18n._({ id: "notifications.reminderNotSaved", message: "Not Saved" }),
                description: i18n._({ id: "notifications.reminderFailed", message: "The reminder could not be saved. Please try again." }),
                variant: "destructive",
              }),
          });
        }}
        className={`${inputClass} pr-8`}
      >
        {CHOICES.map((days) => (
          <option key={days ?? "off"} value={days ?? ""}>
            {days
              ? i18n._({
                  id: "notifications.reminderDays",
                  message: "{days, plural, one {# day before the RSVP deadline} other {# days before the RSVP deadline}}",
                  values: { days },
                })
              : i18n._({ id: "notifications.reminderOff", message: "Off" })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {hasDeadline
          ? i18n._({ id: "notifications.reminderHint", message: "Emails the households on your guest list that have not replied (and did not opt out)." })
          : i18n._({ id: "notifications.reminderNeedsDeadline", message: "Set an RSVP deadline in the wedding details to schedule a reminder." })}
      </p>
    </div>
  );
}
