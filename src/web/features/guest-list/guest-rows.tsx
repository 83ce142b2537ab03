import { i18n } from "../host/host-i18n";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { MAX_PARTY_GUESTS } from "../../../contract/guest-list";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { emptyGuest, type GuestDraft } from "./party-draft";

interface GuestRowsProps {
  guests: GuestDraft[];
  errors: Record<string, string>;
  onChange: (guests: GuestDraft[]) => void;
}

/** The party's named guests: one block per person, with child and age, contact details and aliases. */
export function GuestRows({ guests, errors, onChange }: GuestRowsProps) {
  const update = (index: number, change: Partial<GuestDraft>) => onChange(guests.map((guest, i) => (i === index ? { ...guest, ...change } : guest)));
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="text-sm font-semibold text-stone-900">{i18n._({ id: "guests.guestsLegend", message: "Guests" })}</legend>
      {errors.guests && (
        <p role="alert" className="text-sm text-red-700">
          {errors.guests}
        </p>
      )}
      {guests.map((guest, index) => {
        const number = index + 1;
        const at = (field: string) => errors[`guests.${index}.${field}`];
        return (
          <div
            key={guest.key}
            role="group"
            aria-label={i18n._({ id: "guests.guestNumber", message: "Guest {number}", values: { number } })}
            className="grid min-w-0 gap-3 rounded-xl border border-blush-100 bg-blush-50/40 p-3"
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={i18n._({ id: "guests.firstNameOf", message: "First name of guest {number}", values: { number } })}
                required
                value={guest.firstName}
                error={at("firstName")}
                onChange={(e) => update(index, { firstName: e.target.value })}
              />
              <TextField
                label={i18n._({ id: "guests.lastNameOf", message: "Last name of guest {number}", values: { number } })}
                value={guest.lastName}
                error={at("lastName")}
                onChange={(e) => update(index, { lastName: e.target.value })}
              />
              <TextField
                label={i18n._({ id: "guests.email", message: "Email" })}
                type="email"
                value={guest.email}
                error={at("email")}
                onChange={(e) => update(index, { email: e.target.value })}
              />
              <TextField
                label={i18n._({ id: "guests.phone", message: "Phone" })}
                type="tel"
                value={guest.phone}
                error={at("phone")}
                onChange={(e) => update(index, { phone: e.target.value })}
              />
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
                <input
                  type="checkbox"
                  checked={guest.isChild}
                  onChange={(e) => update(index, { isChild: e.target.checked })}
                  className="h-5 w-5 accent-blush-600"
                />
                {i18n._({ id: "guests.childCheckbox", message: "Child" })}
              </label>
              {guest.isChild && (
                <div className="w-28">
                  <TextField
                    label={i18n._({ id: "guests.age", message: "Age" })}
                    inputMode="numeric"
                    value={guest.age}
                    error={at("age")}
                    onChange={(e) => update(index, { age: e.target.value })}
                  />
                </div>
              )}
            </div>
            <TextField
              label={i18n._({ id: "guests.aliases", message: "Also known as" })}
              hint={i18n._({ id: "guests.aliasesHint", message: "Nicknames, comma-separated, so they find their invitation by any of them." })}
              value={guest.aliases}
              error={at("aliases")}
              onChange={(e) => update(index, { aliases: e.target.value })}
            />
            {guests.length > 1 && (
              <div>
                <Button variant="ghost" onClick={() => onChange(guests.filter((_, i) => i !== index))}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {guest.firstName.trim()
                    ? i18n._({ id: "guests.removeGuest", message: "Remove {name}", values: { name: guest.firstName.trim() } })
                    : i18n._({ id: "guests.removeGuestNumber", message: "Remove guest {number}", values: { number } })}
                </Button>
              </div>
            )}
          </div>
        );
      })}
      {guests.length < MAX_PARTY_GUESTS && (
        <div>
          <Button variant="secondary" onClick={() => onChange([...guests, emptyGuest()])}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "guests.addGuest", message: "Add a guest" })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
