import { type GuestInput } from "../guest-list";

/**
 * One cell or line naming a household ("Maria & José García +1", "Doe, John & Jane",
 * "Mr. and Mrs. John Doe", "Kim Lee (child, 7)") read into guests and open seats. Pure; the
 * decisions where a line is ambiguous are written beside each rule (docs/design.md section 7).
 */
export interface NameCell {
  guests: GuestInput[];
  extraSeats: number;
  /** "The Okafor family" when the line names the family itself; otherwise "". */
  name: string;
  /** Guesses the couple should check ("Mr. and Mrs. John Doe": the spouse became an open seat). */
  notes: string[];
}

export type NameCellResult = NameCell | { problem: string };

// "Aunt Liz", "Grandma Rose": a relation before a first name is how the couple knows them, not
// part of the name; it is kept as an alias so the invitation lookup finds "Aunt Liz" too.
const RELATIONS = /^(?:aunt|auntie|aunty|uncle|cousin|grandma|grandpa|granny|grandad|granddad|nana|nan|gran|papa|mama|tia|tía|tio|tío|tante|onkel|oma|opa)$/i;
const TITLES = /^(?:mr|mrs|ms|miss|mx|dr|prof|rev|sir|dame|lady|lord|master|fr|sr|sra|srta|herr|frau|mme|mlle|m)\.?$/i;
// Lower-case words that begin a surname: "José de la Cruz", "Ludwig van Beethoven".
const PARTICLES = new Set([
  "de",
  "da",
  "das",
  "do",
  "dos",
  "del",
  "della",
  "di",
  "du",
  "la",
  "le",
  "van",
  "von",
  "der",
  "den",
  "ter",
  "ten",
  "bin",
  "al",
  "el",
  "st",
  "st.",
]);
const EMAIL = /<?([^\s<>(),;]+@[^\s<>(),;]+\.[^\s<>(),;]+)>?/;
// Word separators must stand alone: "y" inside "Adébáyọ̀" or "and" inside "Fernando" is not one
// (\b is ASCII-only, so accented letters would count as boundaries).
const WORD = (words: string) => `(?<![\\p{L}\\p{M}])(?:${words})(?![\\p{L}\\p{M}])`;
const PERSON_SEPARATOR = new RegExp(`\\s*(?:&|\\+(?!\\s*\\d)|,|;|/|${WORD("and|und|et|y")}|${WORD("plus")}(?!\\s*(?:\\d|one|guest)))\\s*`, "iu");
// Open seats written at the end: "+1", "+ 2", "plus one", "and guest", "& guest", "+ guest".
const TRAILING_SEATS = new RegExp(
  `\\s*(?:\\+\\s*(\\d{1,3})|(?:\\+|&|${WORD("and|plus")})\\s*(?:a\\s+|one\\s+)?${WORD("guest|partner|date|one|1")}\\.?|${WORD("plus")}\\s+(\\d{1,3}))\\s*$`,
  "iu",
);
const FAMILY_SUFFIX = new RegExp(`\\s*(?:&|\\+|${WORD("and")})\\s*(?:the\\s+)?${WORD("family|kids|children")}\\s*$`, "iu");
const WHOLE_FAMILY = /^(?:the\s+)?(.+?)\s+family$|^(?:the\s+)?family\s+(.+)$/i;
// A nickname in quotes ("Emma “Em” Wilson") becomes an alias for the invitation lookup.
const NICKNAME = /["“”„«»]([^"“”„«»]{1,60})["“”„«»]/g;
const NAMED_CHILDREN = /[([]\s*(?:child|children|kid|kids)\s*:\s*([^)\]]*)[)\]]/gi;
const CHILD_WORDS = /^(?:child|kid|baby|infant|toddler|minor|enfant|kind|niño|niña)$/i;

/** Reads one name cell. Never throws; a line it cannot read comes back as a problem naming why. */
export function readNameCell(raw: string): NameCellResult {
  let line = raw.replace(/\s+/g, " ").trim();
  if (!line) return { problem: "No name" };
  const notes: string[] = [];

  let extraSeats = 0;
  for (let match = TRAILING_SEATS.exec(line); match; match = TRAILING_SEATS.exec(line)) {
    extraSeats += match[1] || match[2] ? Number(match[1] ?? match[2]) : 1;
    line = line.slice(0, match.index).trim();
  }
  // "& family" says nothing about how many: the party gets the family's name and no open
  // seats, and the couple is told to set them.
  let familyName = "";
  if (FAMILY_SUFFIX.test(line)) {
    line = line.replace(FAMILY_SUFFIX, "").trim();
    notes.push("“& family” does not say how many: set the open seats");
    familyName = "family";
  }
  // "(child: Ada, 6)" / "(children: Ada 6 & Tobi 3)": children named inside the line.
  const children: GuestInput[] = [];
  line = line
    .replace(NAMED_CHILDREN, (_all, list: string) => {
      children.push(...readNamedChildren(list));
      return " ";
    })
    .trim();
  const whole = WHOLE_FAMILY.exec(line);
  const surname = whole ? (whole[1] ?? whole[2])!.trim() : "";
  if (whole && children.length === 0) {
    // "The Okafor family +4" names nobody; a party needs one named guest (ZPartyInput), and an
    // invented "Guest Okafor" would be matched by the invitation lookup, so it is a problem.
    return {
      problem: `“${raw.trim()}” names no guest: write at least one first name, e.g. “Ada ${surname} +${Math.max(extraSeats - 1, 0) || 1}”`,
    };
  }

  const persons: Persons = whole ? [] : splitPersons(line);
  const guests: GuestInput[] = [];
  let unnamedSpouses = 0;
  for (const person of persons) {
    const read = readPerson(person);
    if (read === "title-only") unnamedSpouses += 1;
    else if (read) guests.push(read);
  }
  guests.push(...children);
  shareSurnames(guests, persons.surnameFirst ?? (surname || undefined));
  if (guests.length === 0) {
    return { problem: `“${raw.trim()}” names no guest: write at least one first name` };
  }
  if (unnamedSpouses > 0) {
    // "Mr. and Mrs. John Doe": the spouse's first name is unknown, so they are an open seat the
    // party names on its invitation, rather than a guest called "Mrs. Doe" (decided in the brief).
    extraSeats += unnamedSpouses;
    notes.push(`Title without a name became ${unnamedSpouses === 1 ? "an open seat" : `${unnamedSpouses} open seats`}`);
  }
  if (whole) return { guests, extraSeats, name: `The ${surname} family`, notes };
  const last = guests.find((guest) => guest.lastName)?.lastName ?? "";
  const name = familyName && last ? `The ${last} family` : "";
  return { guests, extraSeats, name, notes };
}

/** "Ada, 6" / "Ada 6 & Tobi 3" / "Ada; Tobi (3)": names with an optional age each. */
function readNamedChildren(list: string): GuestInput[] {
  const children: GuestInput[] = [];
  for (const part of list.split(/\s*(?:[;&]|,(?=\s*\p{L})|\band\b)\s*/u)) {
    const age = /(\d{1,2})/.exec(part);
    const name = part
      .replace(/[\d(),.]+|\b(?:age|yrs?|years?|y)\b/gi, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!name) continue;
    const years = age && Number(age[1]) <= 17 ? Number(age[1]) : null;
    const words = name.split(" ");
    children.push({ firstName: words[0]!, lastName: words.slice(1).join(" "), isChild: true, age: years, email: null, aliases: [] });
  }
  return children;
}

/** "Doe" or "Van Dyke" / "de la Cruz" (particles before the last word), but not "John Doe". */
function isSurname(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (PERSON_SEPARATOR.test(text) || words.length === 0) return false;
  return words.slice(0, -1).every((word) => PARTICLES.has(word.toLowerCase()));
}

interface Persons extends Array<string> {
  surnameFirst?: string;
}

function splitPersons(raw: string): Persons {
  // Separators inside "(child, 7)" are part of the marker, not between people.
  const line = raw.replace(/\([^)]*\)|\[[^\]]*\]/g, (marker) => marker.replace(/[,;/&+]/g, " "));
  // "Doe, John & Jane" / "Doe, John": one word before the only comma is the shared surname.
  const comma = /^([^,&+]+?),\s*([^,]+)$/.exec(line);
  if (comma && isSurname(comma[1]!) && /\S/.test(comma[2]!)) {
    const rest = comma[2]!.split(PERSON_SEPARATOR).filter((part) => part.trim());
    const persons: Persons = rest;
    persons.surnameFirst = comma[1]!.trim();
    return persons;
  }
  return line.split(PERSON_SEPARATOR).filter((part) => part.trim());
}

function readPerson(text: string): GuestInput | "title-only" | null {
  let rest = text;
  let email: string | null = null;
  const mail = EMAIL.exec(rest);
  if (mail) {
    email = mail[1]!;
    rest = rest.replace(mail[0], " ");
  }
  let isChild = false;
  let age: number | null = null;
  rest = rest.replace(/\(([^)]*)\)|\[([^\]]*)\]/g, (_all, round?: string, square?: string) => {
    for (const word of (round ?? square ?? "").split(/[\s,;:/-]+/)) {
      if (CHILD_WORDS.test(word)) isChild = true;
      const years = /^(?:age)?(\d{1,2})(?:y|yo|yrs?|years?)?$/i.exec(word);
      if (years && Number(years[1]) <= 17) {
        age = Number(years[1]);
        isChild = true;
      }
    }
    return " ";
  });
  const aliases: string[] = [];
  rest = rest.replace(NICKNAME, (_all, nickname: string) => {
    if (nickname.trim()) aliases.push(nickname.trim());
    return " ";
  });
  const words = rest.split(/\s+/).filter(Boolean);
  if (words.length > 1 && RELATIONS.test(words[0]!)) {
    aliases.push(`${words[0]} ${words[1]}`);
    words.shift();
  }
  let titled = false;
  while (words.length && TITLES.test(words[0]!)) {
    words.shift();
    titled = true;
  }
  if (words.length === 0) return titled ? "title-only" : null;
  // "Mrs. Smith": a title before one word means that word is a surname; no first name known.
  if (titled && words.length === 1) return "title-only";
  let split = words.length - 1;
  while (split > 1 && PARTICLES.has(words[split - 1]!.toLowerCase())) split -= 1;
  const firstName = words.length === 1 ? words[0]! : words.slice(0, split).join(" ");
  const lastName = words.length === 1 ? "" : words.slice(split).join(" ");
  return { firstName, lastName, email, isChild, age, aliases };
}

/** "John and Jane Doe": a guest without a surname takes the next one's, else the previous one's. */
function shareSurnames(guests: GuestInput[], surnameFirst: string | undefined): void {
  if (surnameFirst) {
    for (const guest of guests) {
      if (!guest.lastName) guest.lastName = surnameFirst;
    }
    return;
  }
  if (guests.length < 2) return;
  for (let index = guests.length - 2; index >= 0; index -= 1) {
    if (!guests[index]!.lastName) guests[index]!.lastName = guests[index + 1]!.lastName;
  }
  for (let index = 1; index < guests.length; index += 1) {
    if (!guests[index]!.lastName) guests[index]!.lastName = guests[index - 1]!.lastName;
  }
}
