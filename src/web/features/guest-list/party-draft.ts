import { i18n } from "../host/host-i18n";
import { ZPartyInput, type Party, type PartyInput } from "../../../contract/guest-list";
import type { Locale } from "../../../contract/locales";
import type { Side } from "../../../contract/response";

/** One guest row of the editor, as typed (numbers and lists still text). */
export interface GuestDraft {
  /** The stored guest's id: sent back so the server keeps that guest and their reply. */
  id?: string;
  /** A stable React key for rows not yet saved. */
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isChild: boolean;
  age: string;
  /** Comma-separated. */
  aliases: string;
}

export interface PartyDraft {
  name: string;
  guests: GuestDraft[];
  extraSeats: string;
  side: Side | null;
  /** Comma-separated. */
  tags: string;
  note: string;
  /** The household's postcode, as typed; blank clears it. */
  postalCode: string;
  /** The language of its emails; absent: left as stored (issue 16). */
  locale?: Locale | null;
}

let nextKey = 1;
export const emptyGuest = (): GuestDraft => ({
  key: `new-${nextKey++}`,
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  isChild: false,
  age: "",
  aliases: "",
});

export function toDraft(party: Party | null): PartyDraft {
  if (!party) return { name: "", guests: [emptyGuest()], extraSeats: "0", side: null, tags: "", note: "", postalCode: "" };
  return {
    name: party.name,
    guests: party.guests.map((guest) => ({
      id: guest.id,
      key: guest.id,
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email ?? "",
      phone: guest.phone ?? "",
      isChild: guest.isChild,
      age: guest.age == null ? "" : String(guest.age),
      aliases: guest.aliases.join(", "),
    })),
    extraSeats: String(party.extraSeats),
    side: party.side,
    tags: party.tags.join(", "),
    note: party.note,
    postalCode: party.postalCode ?? "",
    ...(party.locale ? { locale: party.locale } : {}),
  };
}

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** A number field: blank is "none", anything else must be a whole number (the schema says which). */
const number = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim()));

export type DraftResult = { ok: true; input: PartyInput } | { ok: false; errors: Record<string, string> };

/**
 * The draft as the API's ZPartyInput, checked by the same schema the server uses (one schema,
 * both sides); errors are keyed by field path: "guests.0.firstName", "extraSeats".
 */
export function fromDraft(draft: PartyDraft): DraftResult {
  const input = {
    name: draft.name,
    guests: draft.guests.map((guest) => ({
      ...(guest.id ? { id: guest.id } : {}),
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
      phone: guest.phone,
      isChild: guest.isChild,
      age: guest.isChild ? number(guest.age) : null,
      aliases: list(guest.aliases),
    })),
    extraSeats: number(draft.extraSeats) ?? 0,
    side: draft.side,
    tags: list(draft.tags),
    note: draft.note,
    postalCode: draft.postalCode,
    ...(draft.locale !== undefined ? { locale: draft.locale } : {}),
  };
  const parsed = ZPartyInput.safeParse(input);
  if (parsed.success) return { ok: true, input };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    // Whole-list problems (too many tags) belong to the list's own field.
    const key = /^tags\.\d+$/.test(path) ? "tags" : /^guests\.\d+\.aliases\.\d+$/.test(path) ? path.replace(/\.\d+$/, "") : path;
    // A number field holding letters arrives as NaN, which the schema calls a type error.
    errors[key] ??=
      issue.code === "invalid_type" && /(age|extraSeats)$/.test(key) ? i18n._({ id: "guests.wholeNumber", message: "Enter a whole number" }) : issue.message;
  }
  return { ok: false, errors };
}
