import { i18n } from "../host/host-i18n";
import type { BulkMailKind } from "../../../contract/mail-settings";

/** The compose dialog's "What to send": an invitation or a reminder to reply, as two large radio buttons. */
export function MailKindChoice({ kind, legendClass, onChange }: { kind: BulkMailKind; legendClass: string; onChange: (kind: BulkMailKind) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className={legendClass}>{i18n._({ id: "guests.mailWhat", message: "What to send" })}</legend>
      <div className="flex flex-wrap gap-2">
        {(["invitation", "reminder"] as const).map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-blush-200 px-3 has-checked:border-blush-500 has-checked:bg-blush-50"
          >
            <input type="radio" name="mail-kind" value={value} checked={kind === value} onChange={() => onChange(value)} className="h-5 w-5 accent-blush-600" />
            {value === "invitation"
              ? i18n._({ id: "guests.mailInvitation", message: "Invitation" })
              : i18n._({ id: "guests.mailReminder", message: "Reminder to reply" })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
