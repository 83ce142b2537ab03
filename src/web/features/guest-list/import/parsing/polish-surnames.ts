import { type GuestInput } from "../../../../../contract/guest-list";

/**
 * "Piotr i Zofia Kowalscy", "Anna i Jan Nowakowie": Polish names a couple by the plural of its
 * surname, which is no one's own. Each guest gets the singular: -scy/-ccy/-dzcy become -ski/-cki/-dzki,
 * or -ska/-cka/-dzka for a woman, whose given names end in -a in Polish (Kuba and Barnaba aside);
 * -owie is dropped. The guess is returned as a note for the couple to check; null when there was none.
 */
const ADJECTIVAL = /^(.*)(s|c|dz)cy$/i;
const MEN_ENDING_IN_A = /^(?:kuba|barnaba|bonawentura|kosma|jarema|sawa)$/i;

export function polishPluralSurname(guest: GuestInput): string | null {
  const plural = guest.lastName ?? "";
  const adjectival = ADJECTIVAL.exec(plural);
  let singular: string | null = null;
  if (adjectival) {
    const woman = /a$/i.test(guest.firstName) && !MEN_ENDING_IN_A.test(guest.firstName);
    singular = `${adjectival[1]}${adjectival[2]}${woman ? "ka" : "ki"}`;
  } else if (/\p{L}{3,}owie$/iu.test(plural)) {
    singular = plural.slice(0, -4);
  }
  if (!singular) return null;
  guest.lastName = singular;
  return `“${plural}” is the family's plural: read as ${guest.firstName} ${singular}`;
}
