/**
 * Postal address layouts per country (issue 32 item 3; docs/decisions/0044-addresses-and-gifts.md):
 * which fields a household fills in, in what order, with which label, which are required, the
 * postcode's pattern, and the lines an envelope prints them on. Plain data with no imports but
 * bidi.ts, so the guest's lazy address form, the server's checks, the exports and the label sheet
 * read the one table. Written from the national posts' published formats (USPS Publication 28,
 * Royal Mail PAF, Canada Post, Australia Post, India Post PIN, NIPOST, Correos, La Poste,
 * Deutsche Post, Poste Italiane, CTT, Correios, Poczta Polska, SPL, Emirates Post, Egypt Post,
 * Barid Al-Maghrib, Correos de México), in the everyday form people write them.
 */
import { stripBidiControls } from "../bidi";

/** The five stored fields; a layout gives each its own label (a Brazilian `line2` is the bairro). */
export const ADDRESS_FIELDS = ["line1", "line2", "city", "region", "postcode"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Every label a layout may use; each has a message in the eight guest catalogues (`address.label.*`). */
export const ADDRESS_LABELS = [
  "street",
  "line2",
  "neighbourhood",
  "district",
  "city",
  "town",
  "postcode",
  "zip",
  "pin",
  "state",
  "province",
  "county",
  "emirate",
  "governorate",
  "region",
] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

/** Characters per field (a street and its number rarely pass 60; the bound keeps rows and labels small). */
export const ADDRESS_LENGTH: Record<AddressField, number> = { line1: 100, line2: 100, city: 60, region: 60, postcode: 12 };

export interface FieldLayout {
  field: AddressField;
  label: AddressLabel;
  required: boolean;
}

export interface AddressLayout {
  /** Form order, which is also the order people read them in that country. */
  fields: readonly FieldLayout[];
  /** The envelope: each line's fields, joined by `join`; a line with no value is left out. */
  lines: readonly { fields: readonly AddressField[]; join: string }[];
  /** A postcode this country's post accepts (tested after trimming; case-insensitive); absent: any. */
  postcode?: RegExp;
  /** The postcode is written in capitals (GB, CA). */
  upperPostcode?: boolean;
}

const req = (field: AddressField, label: AddressLabel): FieldLayout => ({ field, label, required: true });
const opt = (field: AddressField, label: AddressLabel): FieldLayout => ({ field, label, required: false });
const line = (join: string, ...fields: AddressField[]) => ({ fields, join });

const STREET = [req("line1", "street"), opt("line2", "line2")];
const STREET_LINES = [line("", "line1"), line("", "line2")];
/** Most of Europe and Morocco: "75011 Paris". */
const POSTCODE_CITY: AddressLayout = {
  fields: [...STREET, req("postcode", "postcode"), req("city", "city")],
  lines: [...STREET_LINES, line(" ", "postcode", "city")],
  postcode: /^\d{5}$/,
};

export const ADDRESS_LAYOUTS = {
  US: {
    fields: [...STREET, req("city", "city"), req("region", "state"), req("postcode", "zip")],
    lines: [...STREET_LINES, line(" ", "city", "region", "postcode")],
    postcode: /^\d{5}(-\d{4})?$/,
  },
  CA: {
    fields: [...STREET, req("city", "city"), req("region", "province"), req("postcode", "postcode")],
    lines: [...STREET_LINES, line(" ", "city", "region", "postcode")],
    postcode: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    upperPostcode: true,
  },
  GB: {
    fields: [...STREET, req("city", "town"), opt("region", "county"), req("postcode", "postcode")],
    lines: [...STREET_LINES, line("", "city"), line("", "region"), line("", "postcode")],
    postcode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
    upperPostcode: true,
  },
  AU: {
    fields: [...STREET, req("city", "city"), req("region", "state"), req("postcode", "postcode")],
    lines: [...STREET_LINES, line(" ", "city", "region", "postcode")],
    postcode: /^\d{4}$/,
  },
  IN: {
    fields: [...STREET, req("city", "city"), req("postcode", "pin"), req("region", "state")],
    lines: [...STREET_LINES, line(" ", "city", "postcode"), line("", "region")],
    postcode: /^\d{3} ?\d{3}$/,
  },
  NG: {
    fields: [...STREET, req("city", "city"), opt("postcode", "postcode"), req("region", "state")],
    lines: [...STREET_LINES, line(" ", "city", "postcode"), line("", "region")],
    postcode: /^\d{6}$/,
  },
  ES: {
    fields: [...STREET, req("postcode", "postcode"), req("city", "city"), opt("region", "province")],
    lines: [...STREET_LINES, line(" ", "postcode", "city"), line("", "region")],
    postcode: /^\d{5}$/,
  },
  MX: {
    fields: [req("line1", "street"), opt("line2", "neighbourhood"), req("postcode", "postcode"), req("city", "city"), req("region", "state")],
    lines: [...STREET_LINES, line(", ", "city", "region"), line("", "postcode")],
    postcode: /^\d{5}$/,
  },
  FR: POSTCODE_CITY,
  DE: POSTCODE_CITY,
  MA: POSTCODE_CITY,
  IT: {
    fields: [...STREET, req("postcode", "postcode"), req("city", "city"), req("region", "province")],
    lines: [...STREET_LINES, line(" ", "postcode", "city", "region")],
    postcode: /^\d{5}$/,
  },
  PT: {
    fields: [...STREET, req("postcode", "postcode"), req("city", "city")],
    lines: [...STREET_LINES, line(" ", "postcode", "city")],
    postcode: /^\d{4}-\d{3}$/,
  },
  BR: {
    fields: [req("line1", "street"), opt("line2", "neighbourhood"), req("city", "city"), req("region", "state"), req("postcode", "postcode")],
    lines: [...STREET_LINES, line(" - ", "city", "region"), line("", "postcode")],
    postcode: /^\d{5}-?\d{3}$/,
  },
  PL: {
    fields: [...STREET, req("postcode", "postcode"), req("city", "city")],
    lines: [...STREET_LINES, line(" ", "postcode", "city")],
    postcode: /^\d{2}-\d{3}$/,
  },
  SA: {
    fields: [req("line1", "street"), opt("line2", "district"), req("city", "city"), req("postcode", "postcode")],
    lines: [...STREET_LINES, line(" ", "city", "postcode")],
    postcode: /^\d{5}(-\d{4})?$/,
  },
  AE: {
    fields: [req("line1", "street"), opt("line2", "district"), req("city", "city"), req("region", "emirate")],
    lines: [...STREET_LINES, line("", "city"), line("", "region")],
  },
  EG: {
    fields: [req("line1", "street"), opt("line2", "district"), req("city", "city"), req("region", "governorate"), opt("postcode", "postcode")],
    lines: [...STREET_LINES, line("", "city"), line("", "region"), line("", "postcode")],
    postcode: /^\d{5}$/,
  },
} satisfies Record<string, AddressLayout>;

export type LaidOutCountry = keyof typeof ADDRESS_LAYOUTS;
export const LAID_OUT_COUNTRIES = Object.keys(ADDRESS_LAYOUTS) as LaidOutCountry[];

/** Any other country: the street, the place, a region and a postcode, none of them checked beyond length. */
export const OTHER_LAYOUT: AddressLayout = {
  fields: [...STREET, req("city", "city"), opt("region", "region"), opt("postcode", "postcode")],
  lines: [...STREET_LINES, line(" ", "postcode", "city"), line("", "region")],
};

/** ISO 3166-1 alpha-2, upper case. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

export function layoutOf(country: string): AddressLayout {
  return (ADDRESS_LAYOUTS as Record<string, AddressLayout>)[country] ?? OTHER_LAYOUT;
}

/** The country a household's form starts on when the couple chose none: its language's most populous post. */
const LOCALE_COUNTRY: Record<string, LaidOutCountry> = { en: "US", es: "ES", fr: "FR", de: "DE", it: "IT", pt: "PT", pl: "PL", ar: "SA" };

export function defaultCountry(coupleCountry: string | null | undefined, locale: string): string {
  return coupleCountry && COUNTRY_CODE.test(coupleCountry) ? coupleCountry : (LOCALE_COUNTRY[locale] ?? "US");
}

export type PostalAddress = { country: string } & Record<AddressField, string>;

/** One field as stored: trimmed, inner runs of spaces made one, no reordering controls (contract/bidi.ts). */
function tidy(value: string): string {
  return stripBidiControls(value).replace(/\s+/g, " ").trim();
}

/**
 * The address as it is kept: tidied, the postcode in the country's case, fields the layout does
 * not ask for emptied (a region typed before switching to Portugal is not printed).
 */
export function normaliseAddress(input: PostalAddress): PostalAddress {
  const country = tidy(input.country).toUpperCase();
  const layout = layoutOf(country);
  const asked = new Set(layout.fields.map((field) => field.field));
  const out = { country } as PostalAddress;
  for (const field of ADDRESS_FIELDS) {
    const value = asked.has(field) ? tidy(input[field] ?? "") : "";
    out[field] = field === "postcode" && layout.upperPostcode ? value.toUpperCase() : value;
  }
  return out;
}

export type AddressProblem = "required" | "too_long" | "postcode" | "country";

/** What is wrong with each field of a normalised address, in the layout's terms; empty when it can be kept. */
export function checkAddress(address: PostalAddress): Partial<Record<AddressField | "country", AddressProblem>> {
  const problems: Partial<Record<AddressField | "country", AddressProblem>> = {};
  if (!COUNTRY_CODE.test(address.country)) problems.country = "country";
  const layout = layoutOf(address.country);
  for (const { field, required } of layout.fields) {
    const value = address[field];
    if (value.length > ADDRESS_LENGTH[field]) problems[field] = "too_long";
    else if (required && !value) problems[field] = "required";
    else if (field === "postcode" && value && layout.postcode && !layout.postcode.test(value)) problems[field] = "postcode";
  }
  return problems;
}

/**
 * The envelope's address lines in the country's order, without the name line. The country's
 * name ends it when the letter crosses a border (`homeCountry` differs), as every post asks.
 */
export function addressLines(address: PostalAddress, homeCountry?: string | null, countryName?: (code: string) => string): string[] {
  const lines = layoutOf(address.country)
    .lines.map(({ fields, join }) =>
      fields
        .map((field) => address[field])
        .filter(Boolean)
        .join(join),
    )
    .filter(Boolean);
  if (homeCountry && address.country !== homeCountry) lines.push((countryName?.(address.country) ?? address.country).toUpperCase());
  return lines;
}
