/**
 * The detail a strict lookup asks besides the name (docs/decisions/0022-lookup-privacy.md): one
 * thing the couple holds and a stranger does not. Compared forgivingly: case, spaces, accents
 * and punctuation do not count; a phone counts only its last digits. The server compares, the
 * page uses the same rules to say what is missing before it asks; one module for both.
 */
export const LOOKUP_CHECKS = ["name", "postcode", "phone", "email", "words"] as const;
export type LookupCheck = (typeof LOOKUP_CHECKS)[number];
/** The checks that ask for something besides the name. */
export type LookupDetail = Exclude<LookupCheck, "name">;

/** How many of a phone number's last digits the lookup asks for. */
export const PHONE_DIGITS = 4;
/** Words printed on each invitation (two of 1,837: about 21.7 bits). */
export const INVITATION_WORD_COUNT = 2;

/** Letters and digits only, lower case, accents dropped: "SW1A 1AA" and "sw1a-1aa" are one postcode. */
function letters(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * A detail as it is compared: from what a guest types, or from what the couple stored. Null
 * when there is nothing to compare (blank, or a phone with fewer digits than asked for).
 */
export function normaliseDetail(kind: LookupDetail, value: string | null | undefined): string | null {
  if (!value) return null;
  let normalised: string;
  if (kind === "phone") {
    const digits = value.replace(/\D/g, "");
    normalised = digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : "";
  } else if (kind === "email") normalised = value.trim().normalize("NFC").toLowerCase();
  else normalised = letters(value);
  return normalised || null;
}
