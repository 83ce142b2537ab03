/**
 * vCard 4.0 (RFC 6350) for envelopes: one VCARD per household with its name line (FN) and postal
 * address (ADR), for an address book or a mail-merge tool. Written here rather than by a library:
 * it is forty lines of the RFC's rules, and a parser checks them in vcard.test.ts.
 */
import { stripBidiControls } from "../../../contract/bidi";
import type { PostalAddress } from "../../../contract/postal-address/formats";

/**
 * RFC 6350 section 3.4 and its ABNF: in a text value (FN) backslash and comma are escaped and a
 * newline written \n; a component of a compound value (ADR) escapes its semicolons too.
 */
export function escapeText(value: string): string {
  return stripBidiControls(value)
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

export function escapeComponent(value: string): string {
  return escapeText(value).replace(/;/g, "\\;");
}

const encoder = new TextEncoder();

/**
 * RFC 6350 section 3.2: a line longer than 75 octets is folded with CRLF and one space, never
 * inside a UTF-8 sequence (so an Arabic or accented name stays whole), and CRLF ends every line.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ") + "\r\n";
}

export interface VcardEntry {
  uid: string;
  name: string;
  address: PostalAddress;
  /** The country's name, as the ADR's last component (e.g. "United Kingdom"). */
  countryName: string;
}

/**
 * One household's card. ADR's components are post office box; extended address; street;
 * locality; region; postal code; country (section 6.3.1); the street keeps its two lines as two
 * comma-separated values, which the RFC allows for any component.
 */
export function vcardOf({ uid, name, address, countryName }: VcardEntry): string {
  const street = [address.line1, address.line2].filter(Boolean).map(escapeComponent).join(",");
  const adr = ["", "", street, ...[address.city, address.region, address.postcode, countryName].map(escapeComponent)].join(";");
  return [
    "BEGIN:VCARD\r\n",
    "VERSION:4.0\r\n",
    foldLine(`UID:urn:uuid:${uid}`),
    foldLine(`FN:${escapeText(name)}`),
    foldLine(`ADR;CC=${address.country}:${adr}`),
    "END:VCARD\r\n",
  ].join("");
}
