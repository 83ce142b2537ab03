import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { LinkAddress } from "../../../contract/addresses";
import { countryName } from "../../../contract/postal-address/country-names";
import {
  ADDRESS_LENGTH,
  addressLines,
  checkAddress,
  defaultCountry,
  LAID_OUT_COUNTRIES,
  layoutOf,
  normaliseAddress,
  type AddressField,
  type AddressProblem,
  type PostalAddress,
} from "../../../contract/postal-address/formats";
import { TextField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { useLingui } from "../../lib/i18n-react";
import { REPLY_CARD } from "../invitation/reply-card";
import { sendLinkAddress } from "../party-reply/address-api";
import { loadAddressMessages } from "./messages";
import { addressLabel, addressProblem } from "./address-labels";

const AUTOCOMPLETE: Record<AddressField, string> = {
  line1: "address-line1",
  line2: "address-line2",
  city: "address-level2",
  region: "address-level1",
  postcode: "postal-code",
};
// Codes Intl names that are not places a letter goes to (the EU, the UN, "Unknown Region"…).
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ", "AC", "CP", "DG", "EA", "IC", "TA", "CQ", "XK"]);

/** Every country the browser can name in the guest's language, A to Z in it; our laid-out countries among them. */
function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  const codes = new Set<string>(LAID_OUT_COUNTRIES);
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (!NOT_COUNTRIES.has(code) && names.of(code)) codes.add(code);
    }
  }
  const collator = new Intl.Collator(locale);
  return [...codes].map((code) => ({ code, name: names.of(code) ?? code })).sort((x, y) => collator.compare(x.name, y.name));
}

const blank = (country: string): PostalAddress => ({ country, line1: "", line2: "", city: "", region: "", postcode: "" });

/**
 * A household's postal address, asked on its invitation link when the couple turns it on (issue 32
 * item 3; docs/decisions/0044-addresses-and-gifts.md): the fields, labels and order of the chosen
 * country, checked here by the same rules the server applies. Shows back only what this household sent.
 */
export function AddressForm({ token, weddingCode, initial }: { token: string; weddingCode: string; initial: LinkAddress }) {
  const { i18n } = useLingui();
  // A guest switching language while the form is open gets its words in that language too.
  const [, setWordsFor] = useState(i18n.locale);
  useEffect(() => {
    void loadAddressMessages(i18n.locale).then(() => setWordsFor(i18n.locale));
  }, [i18n.locale]);
  const [saved, setSaved] = useState(initial.address);
  const [editing, setEditing] = useState(!initial.address);
  const [draft, setDraft] = useState<PostalAddress>(() => initial.address ?? blank(defaultCountry(initial.homeCountry, i18n.locale)));
  const [problems, setProblems] = useState<Partial<Record<AddressField | "country", AddressProblem>>>({});
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const layout = layoutOf(draft.country);
  const heading = i18n._({ id: "address.heading", message: "Your postal address" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = normaliseAddress(draft);
    const found = checkAddress(address);
    setProblems(found);
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0];
      document.getElementById(`address-${first}`)?.focus();
      return;
    }
    setStatus("saving");
    try {
      const answer = await sendLinkAddress(token, weddingCode, address);
      setSaved(answer.address);
      setEditing(false);
      setStatus("saved");
    } catch (error) {
      // The server's verdict by field, in the guest's words (the same rules: rarely reached).
      if (error instanceof ApiError && error.status === 400) {
        setProblems(Object.fromEntries(Object.keys(error.fields).map((field) => [field, field === "postcode" ? "postcode" : "required"])));
        setStatus("idle");
      } else setStatus("failed");
    }
  }

  if (saved && !editing) {
    return (
      <section className={`${REPLY_CARD} grid gap-3`} aria-labelledby="address-heading">
        <h2 id="address-heading" className="font-serif text-2xl text-stone-900">
          {heading}
        </h2>
        {status === "saved" && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {i18n._({ id: "address.saved", message: "Thank you! Your address is saved." })}
          </p>
        )}
        <p className="text-stone-800" dir="auto">
          {addressLines(saved, initial.homeCountry, (code) => countryName(code, i18n.locale)).map((line, index) => (
            <span key={index} className="block" dir="auto">
              {line}
            </span>
          ))}
        </p>
        <button type="button" onClick={() => setEditing(true)} className="self-start min-h-11 text-sm font-medium text-blush-700 underline">
          {i18n._({ id: "address.change", message: "Change address" })}
        </button>
      </section>
    );
  }

  return (
    <section className={`${REPLY_CARD} grid gap-4`} aria-labelledby="address-heading">
      <div>
        <h2 id="address-heading" className="font-serif text-2xl text-stone-900">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {i18n._({ id: "address.intro", message: "The couple would like to send you something by post. Where should it go?" })}
        </p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="address-country" className="text-sm font-medium text-stone-800">
            {i18n._({ id: "address.country", message: "Country" })}
          </label>
          <select
            id="address-country"
            autoComplete="country"
            value={draft.country}
            onChange={(event) => setDraft({ ...draft, country: event.target.value })}
            className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-blush-600 focus:ring-2 focus:ring-blush-600 focus:outline-none"
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        {layout.fields.map(({ field, label, required }) => (
          <TextField
            key={`${draft.country}-${field}`}
            id={`address-${field}`}
            label={
              required ? (
                addressLabel(i18n, label)
              ) : (
                <>
                  {addressLabel(i18n, label)} <span className="font-normal text-stone-600">{i18n._({ id: "address.optional", message: "(optional)" })}</span>
                </>
              )
            }
            required={required}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={ADDRESS_LENGTH[field]}
            value={draft[field]}
            error={addressProblem(i18n, problems[field])}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
        {status === "failed" && (
          <p role="alert" className="text-sm text-red-700">
            {i18n._({ id: "address.failed", message: "We couldn't save your address. Check your connection and try again." })}
          </p>
        )}
        <button
          type="submit"
          disabled={status === "saving"}
          className="min-h-11 rounded-lg bg-blush-600 px-4 font-medium text-white hover:bg-blush-700 disabled:opacity-70"
        >
          {status === "saving" ? i18n._({ id: "address.saving", message: "Saving…" }) : i18n._({ id: "address.save", message: "Save address" })}
        </button>
      </form>
    </section>
  );
}
