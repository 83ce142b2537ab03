import { type GuestInput } from "../../../../../contract/guest-list";
import { isFamilyOnly, isGivenOnly } from "./common-names";
import { familyLabel, readWholeFamily, takeChildren, takeFamilySuffix, takeTrailingSeats } from "./cell-parts";
import { type Token, isWord, splitAtSeparators, tokenize } from "./name-tokens";
import { type PersonRead, readPerson } from "./person-name";
import { polishPluralSurname } from "./polish-surnames";

/**
 * One cell or line naming a household, as couples write them in the eight guest languages
 * ("Kowalski, Piotr i Zofia + dzieci Jan, Ola, Ewa", "Zofia & Michael Costa with Marco",
 * "Sr. y Sra. García López", "محمد و فاطمة بن علي"), read into guests and open seats. Pure.
 * Whatever the reader had to guess is said in `notes`, which the import preview shows on the
 * household for the couple to check (docs/decisions/0026-names-and-sides.md): a cell is never
 * silently guessed.
 */
export interface NameCell {
  guests: GuestInput[];
  extraSeats: number;
  /** "The Okafor family" / "Familie Müller" when the cell names the family itself; otherwise "". */
  name: string;
  /** What the couple should check, each with the reason ("Mr. and Mrs. John Doe": the spouse became an open seat). */
  notes: string[];
}

export type NameCellResult = NameCell | { problem: string };

/** Reads one name cell. Never throws; a cell naming nobody comes back as a problem saying why. */
export function readNameCell(raw: string): NameCellResult {
  const text = raw.replace(/\s+/g, " ").trim();
  if (!text) return { problem: "No name" };
  const notes: string[] = [];
  const seats = takeTrailingSeats(tokenize(text));
  let extraSeats = seats.seats;
  const family = takeFamilySuffix(seats.tokens);
  const kids = takeChildren(family.tokens);
  const withAt = kids.tokens.findIndex((token) => token.kind === "with");
  const adultTokens = withAt < 0 ? kids.tokens : kids.tokens.slice(0, withAt);
  const companionTokens = withAt < 0 ? [] : kids.tokens.slice(withAt + 1);
  // "Familia Martínez: Jorge, Elena y Sofía (5)": the family, then its people.
  const colon = adultTokens.findIndex((token) => token.kind === "sep" && token.text === ":");
  const headed = colon > 0 ? readWholeFamily(adultTokens.slice(0, colon)) : null;
  const whole = headed ?? readWholeFamily(adultTokens);
  const peopleTokens = headed ? adultTokens.slice(colon + 1) : whole ? [] : adultTokens;

  const first = whole ? null : surnameFirst(peopleTokens);
  const adults = readAll(first ? first.rest : peopleTokens);
  if (first) for (const adult of adults) Object.assign(adult, { givenOnly: true }, givenOnlyGuest(adult));
  const companions = readAll(companionTokens);
  const children = kids.children;
  for (const person of [...adults, ...companions, ...children]) notes.push(...person.notes);

  const partySurname = whole?.surname ?? first?.surname ?? "";
  shareAdultSurnames(adults, partySurname);
  const adultSurnames = [...new Set(adults.map((adult) => adult.guest.lastName).filter(Boolean))] as string[];
  const familySurname = partySurname || adultSurnames[0] || titledSurname(adults);
  if (!partySurname && adultSurnames.length > 1 && children.some((child) => child.givenOnly)) {
    notes.push(`The children's surname is not written: read as ${familySurname}`);
  }
  for (const child of children) if (child.givenOnly) child.guest.lastName = familySurname;
  for (const companion of companions) {
    if (!companion.givenOnly || !familySurname) continue;
    companion.guest.lastName = familySurname;
    notes.push(`“with ${companion.guest.firstName}” read as ${companion.guest.firstName} ${familySurname}, one of the household`);
  }

  const guests = [...adults, ...companions, ...children].filter((person) => person.guest.firstName).map((person) => person.guest);
  for (const guest of guests) {
    const singular = polishPluralSurname(guest);
    if (singular) notes.push(singular);
  }
  if (guests.length === 0) {
    if (whole) {
      return {
        problem: `“${text}” names no guest: write at least one first name, e.g. “Ada ${whole.surname} +${Math.max(extraSeats - 1, 0) || 1}”`,
      };
    }
    return { problem: `“${text}” names no guest: write at least one first name` };
  }
  const unnamed = adults.reduce((sum, adult) => sum + (adult.guest.firstName ? 0 : adult.unnamed), 0);
  if (unnamed > 0) {
    // "Mr. and Mrs. John Doe": the spouse's first name is unknown, so they are an open seat the
    // party names on its invitation, rather than a guest called "Mrs. Doe".
    extraSeats += unnamed;
    notes.push(`Title without a name became ${unnamed === 1 ? "an open seat" : `${unnamed} open seats`}`);
  }
  if (kids.count !== null && kids.count > children.length) {
    const open = kids.count - children.length;
    extraSeats += open;
    notes.push(`${open === 1 ? "A child" : `${open} children`} not named: ${open === 1 ? "an open seat" : `${open} open seats`}`);
  }
  if (kids.unsaid) notes.push(`“${kids.unsaid}” does not say how many children: add them or set the open seats`);
  if (family.familyWord) notes.push("“& family” does not say how many: set the open seats");
  const name = whole ? whole.label : family.familyWord && familySurname ? familyLabel(family.familyWord, familySurname) : "";
  return { guests, extraSeats, name, notes };
}

function readAll(tokens: Token[]): PersonRead[] {
  return splitAtSeparators(tokens)
    .map((group) => readPerson(group))
    .filter((person): person is PersonRead => person !== null);
}

/**
 * "Doe, John & Jane", "Kowalski, Piotr i Zofia", "García López, Ana y Luis": a surname before
 * the first comma. "Ana, Luis y Pedro" is a list of first names instead: a given name before
 * the comma and another after it.
 */
function surnameFirst(tokens: Token[]): { surname: string; rest: Token[] } | null {
  const comma = tokens.findIndex((token) => token.kind === "sep");
  if (comma < 1 || tokens[comma]!.kind !== "sep" || (tokens[comma] as { text: string }).text !== ",") return null;
  const before = tokens.slice(0, comma);
  const rest = tokens.slice(comma + 1);
  if (!before.every(isWord) || !rest.some(isWord)) return null;
  const words = before.map((token) => (token as { text: string }).text);
  const next = rest.find(isWord)!.text;
  if (words.length === 1 && isGivenOnly(words[0]!) && !isFamilyOnly(next)) return null;
  if (words.length > 1 && words.some((word) => isGivenOnly(word))) return null;
  if (words.length > 3) return null;
  return { surname: words.join(" "), rest };
}

function givenOnlyGuest(person: PersonRead): Pick<PersonRead, "guest"> {
  const { guest } = person;
  return { guest: { ...guest, firstName: [guest.firstName, guest.lastName].filter(Boolean).join(" "), lastName: "" } };
}

/** "Zofia & Michael Costa": a guest with given names only takes the next one's surname, else the previous one's. */
function shareAdultSurnames(adults: PersonRead[], partySurname: string): void {
  const named = adults.filter((adult) => adult.guest.firstName);
  for (const [index, adult] of named.entries()) {
    if (!adult.givenOnly) continue;
    const donor =
      partySurname ||
      named.slice(index + 1).find((other) => !other.givenOnly)?.guest.lastName ||
      named.slice(0, index).findLast((other) => other.guest.lastName)?.guest.lastName;
    if (donor) adult.guest.lastName = donor;
  }
}

function titledSurname(adults: PersonRead[]): string {
  return adults.find((adult) => adult.titledSurname)?.titledSurname ?? "";
}

export { isWord };
