import { z } from "zod";
import { LENGTH } from "./limits";
import {
  type ADDRESS_FIELDS,
  ADDRESS_LENGTH,
  checkAddress,
  COUNTRY_CODE,
  normaliseAddress,
  type AddressProblem,
  type PostalAddress,
} from "./postal-address/formats";
import { text } from "./text";

/**
 * Postal addresses through invitation links (issue 32 item 3; docs/decisions/0044-addresses-and-gifts.md).
 * The layouts are postal-address/formats.ts's; these are the API's shapes.
 */
export const PROBLEM_MESSAGE: Record<AddressProblem, string> = {
  required: "Required",
  too_long: "Too long",
  postcode: "Not a postcode of this country",
  country: "Choose a country",
};

const field = (name: (typeof ADDRESS_FIELDS)[number]) => text(ADDRESS_LENGTH[name]).default("");

/** An address as a household or the couple sends it: bounded, then tidied and checked against its country's layout. */
export const ZPostalAddress = z
  .strictObject({
    country: z.string().trim().toUpperCase().regex(COUNTRY_CODE, PROBLEM_MESSAGE.country),
    line1: field("line1"),
    line2: field("line2"),
    city: field("city"),
    region: field("region"),
    postcode: field("postcode"),
  })
  .transform((input, ctx): PostalAddress => {
    const address = normaliseAddress(input);
    for (const [path, problem] of Object.entries(checkAddress(address))) {
      ctx.addIssue({ code: "custom", path: [path], message: PROBLEM_MESSAGE[problem] });
    }
    return address;
  });
export type PostalAddressInput = z.input<typeof ZPostalAddress>;

export const ADDRESS_STATUSES = ["none", "household", "couple"] as const;
/** none; confirmed by the household through its link; typed by the couple (the later of the two shows). */
export type AddressStatus = (typeof ADDRESS_STATUSES)[number];

const ZStoredAddress = z.object({
  country: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
});

/** What a household's link shows of its address: only what it sent itself, never what the couple typed. */
export const ZLinkAddress = z.object({
  asking: z.boolean(),
  /** The country the form starts on: the couple's, else null (the page takes its language's). */
  homeCountry: z.string().nullable(),
  address: ZStoredAddress.nullable(),
  updatedAt: z.string().nullable(),
});
export type LinkAddress = z.infer<typeof ZLinkAddress>;

/** A household's contact details as the couple's screens show them: one row of the addresses screen and the exports. */
export const ZHostPartyAddress = z.object({
  partyId: z.string(),
  partyName: z.string(),
  envelopeName: z.string().nullable(),
  status: z.enum(ADDRESS_STATUSES),
  address: ZStoredAddress.nullable(),
  updatedAt: z.string().nullable(),
});
export type HostPartyAddress = z.infer<typeof ZHostPartyAddress>;

export const ZAddressSettings = z.strictObject({
  asking: z.boolean(),
  homeCountry: z.string().trim().toUpperCase().regex(COUNTRY_CODE, PROBLEM_MESSAGE.country).nullable(),
});
export type AddressSettings = z.infer<typeof ZAddressSettings>;

export const ZAddressBook = z.object({ settings: ZAddressSettings, parties: z.array(ZHostPartyAddress) });
export type AddressBook = z.infer<typeof ZAddressBook>;

/** The couple types (or clears, with `address: null`) a household's address, and its envelope name. */
export const ZCoupleAddressInput = z.strictObject({
  address: ZPostalAddress.nullable(),
  envelopeName: text(LENGTH.name).nullable().default(null),
});
export type CoupleAddressInput = z.input<typeof ZCoupleAddressInput>;
