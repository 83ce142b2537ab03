import type { I18n } from "../../../contract/translator";
import type { InputHTMLAttributes } from "react";
import { normaliseDetail, PHONE_DIGITS, type LookupCheck, type LookupDetail } from "../../../contract/rules/lookup-detail";
import { TextField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { useLingui } from "../../lib/i18n-react";
import { translateFieldMessage } from "../reply-form/field-messages";

/** What the guest is asked for, in their language (docs/decisions/0022-lookup-privacy.md). */
function words(i18n: I18n, kind: LookupDetail): { label: string; hint: string; missing: string } {
  switch (kind) {
    case "postcode":
      return {
        label: i18n._({ id: "lookup.postcode", message: "Your postcode" }),
        hint: i18n._({ id: "lookup.postcodeHint", message: "The postcode of the address the couple has for you." }),
        missing: i18n._({ id: "lookup.postcodeMissing", message: "Type your postcode" }),
      };
    case "phone":
      return {
        label: i18n._({ id: "lookup.phone", message: "The last {digits} digits of your phone number", values: { digits: PHONE_DIGITS } }),
        hint: i18n._({ id: "lookup.phoneHint", message: "Of a phone number the couple has for someone in your household." }),
        missing: i18n._({ id: "lookup.phoneMissing", message: "Type the last {digits} digits of your phone number", values: { digits: PHONE_DIGITS } }),
      };
    case "email":
      return {
        label: i18n._({ id: "lookup.email", message: "Your email address" }),
        hint: i18n._({ id: "lookup.emailHint", message: "An address the couple has for someone in your household." }),
        missing: i18n._({ id: "lookup.emailMissing", message: "Type your email address" }),
      };
    case "words":
      return {
        label: i18n._({ id: "lookup.words", message: "The two words on your invitation" }),
        hint: i18n._({ id: "lookup.wordsHint", message: "They are printed on your invitation card, beside the QR code." }),
        missing: i18n._({ id: "lookup.wordsMissing", message: "Type the words printed on your invitation" }),
      };
  }
}

/** The sentence asking for the detail, for a field left blank or refused by the server. */
export function detailMissing(i18n: I18n, kind: LookupDetail): string {
  return words(i18n, kind).missing;
}

/**
 * What a lookup form still needs before it is sent, in the guest's language (empty when nothing):
 * the name, and the detail by the rule the server compares with (contract/rules/lookup-detail.ts).
 * The lookup by name and "Find my table" (its rules, decision 0038) ask alike.
 */
export function lookupFormMissing(i18n: I18n, name: string, check: LookupCheck, detail: string): { name: string; detail: string } {
  return {
    name: name.trim() ? "" : i18n._({ id: "field.lookupName", message: "Type your name as it would be on the invitation" }),
    detail: check !== "name" && !normaliseDetail(check, detail) ? detailMissing(i18n, check) : "",
  };
}

/** What a lookup that failed says: too many tries, the server's own field message, or the connection. */
export function lookupFailure(i18n: I18n, caught: unknown): string {
  if (caught instanceof ApiError && caught.status === 429) {
    return i18n._({ id: "lookup.tooMany", message: "Too many tries in a row. Please wait a minute and try again." });
  }
  const field = caught instanceof ApiError ? Object.values(caught.fields)[0] : undefined;
  return field
    ? translateFieldMessage(i18n, field)
    : i18n._({ id: "lookup.failed", message: "We couldn't search just now. Check your connection and try again." });
}

/** How each detail is best typed on a phone: the keyboard, and what autofill may offer. */
const INPUT: Record<LookupDetail, InputHTMLAttributes<HTMLInputElement>> = {
  postcode: { autoComplete: "postal-code", autoCapitalize: "characters" },
  phone: { inputMode: "numeric", autoComplete: "off" },
  email: { type: "email", inputMode: "email", autoComplete: "email" },
  words: { autoComplete: "off", autoCapitalize: "none", autoCorrect: "off", spellCheck: false },
};

interface DetailFieldProps {
  kind: LookupDetail;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The second field of a strict lookup: one detail the couple holds, asked the way it is best typed. */
export function DetailField({ kind, value, onChange, error }: DetailFieldProps) {
  const { i18n } = useLingui();
  const text = words(i18n, kind);
  return (
    <TextField
      label={text.label}
      hint={text.hint}
      maxLength={254}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      {...INPUT[kind]}
    />
  );
}
