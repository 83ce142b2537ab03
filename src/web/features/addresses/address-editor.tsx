import { i18n } from "../host/host-i18n";
import { useMemo, useState, type FormEvent } from "react";
import type { HostPartyAddress } from "../../../contract/addresses";
import { countryName } from "../../../contract/postal-address/country-names";
import {
  ADDRESS_LENGTH,
  checkAddress,
  LAID_OUT_COUNTRIES,
  layoutOf,
  normaliseAddress,
  type AddressField,
  type AddressProblem,
  type PostalAddress,
} from "../../../contract/postal-address/formats";
import { Button } from "../../components/ui/button";
import { inputClass, TextField } from "../../components/ui/field";
import { hostAddressLabel, hostAddressProblem } from "./host-labels";

export interface AddressEdit {
  address: PostalAddress | null;
  envelopeName: string | null;
}

/** The laid-out countries first would hide the rest: every laid-out country, A to Z in English (any other is typed as its code on import). */
function useCountries() {
  return useMemo(() => LAID_OUT_COUNTRIES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name)), []);
}

/** The couple types or corrects a household's address and envelope name, checked by the same layout as the guest's form. */
export function AddressEditor({
  party,
  homeCountry,
  pending,
  onSave,
  onCancel,
}: {
  party: HostPartyAddress;
  homeCountry: string | null;
  pending: boolean;
  onSave: (edit: AddressEdit) => void;
  onCancel: () => void;
}) {
  const countries = useCountries();
  const [draft, setDraft] = useState<PostalAddress>(
    () => party.address ?? { country: homeCountry ?? "US", line1: "", line2: "", city: "", region: "", postcode: "" },
  );
  const [envelopeName, setEnvelopeName] = useState(party.envelopeName ?? "");
  const [problems, setProblems] = useState<Partial<Record<AddressField | "country", AddressProblem>>>({});
  const layout = layoutOf(draft.country);
  const id = (field: string) => `addr-${party.partyId}-${field}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = normaliseAddress(draft);
    const found = checkAddress(address);
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave({ address, envelopeName: envelopeName.trim() || null });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-3 grid gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <TextField
        id={id("envelope")}
        label={i18n._({ id: "addresses.envelopeName", message: "Name on the envelope" })}
        hint={i18n._({ id: "addresses.envelopeNameHint", message: "Leave empty to use the household's name." })}
        maxLength={100}
        value={envelopeName}
        placeholder={party.partyName}
        onChange={(event) => setEnvelopeName(event.target.value)}
      />
      <div className="grid gap-1.5">
        <label htmlFor={id("country")} className="text-sm font-medium text-stone-800">
          {i18n._({ id: "addresses.country", message: "Country" })}
        </label>
        <select id={id("country")} className={inputClass} value={draft.country} onChange={(event) => setDraft({ ...draft, country: event.target.value })}>
          {!countries.some((country) => country.code === draft.country) && <option value={draft.country}>{countryName(draft.country)}</option>}
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      {layout.fields.map(({ field, label, required }) => (
        <TextField
          key={field}
          id={id(field)}
          label={hostAddressLabel(label)}
          required={required}
          maxLength={ADDRESS_LENGTH[field]}
          value={draft[field]}
          error={hostAddressProblem(problems[field])}
          onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {i18n._({ id: "addresses.save", message: "Save address" })}
        </Button>
        {party.status === "couple" && (
          <Button type="button" variant="secondary" disabled={pending} onClick={() => onSave({ address: null, envelopeName: envelopeName.trim() || null })}>
            {i18n._({ id: "addresses.clear", message: "Remove what you typed" })}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onCancel}>
          {i18n._({ id: "addresses.cancel", message: "Cancel" })}
        </Button>
      </div>
    </form>
  );
}
