import { isEmailAddress } from "../../../../../contract/email-address";
import { GUEST_LENGTH, MAX_TAGS, type GuestInput } from "../../../../../contract/guest-list";
import { type Locale } from "../../../../../contract/locales";
import { type Side } from "../../../../../contract/response";
import { type ColumnMapping, type ColumnRole } from "./mapping";
import { readLanguageCell } from "./language-cell";
import { readChildrenCell } from "./children-cell";
import { readNameCell } from "./name-cell";
import { readSideCell } from "./side-cell";

/** What one data row says, before rows are grouped into households. */
export interface RowRead {
  guests: GuestInput[];
  extraSeats: number;
  /** A "Total seats" cell: the allowance including the named guests. */
  seats: number | null;
  party: string;
  /** "The Doe family" from "John Doe & family". */
  familyName: string;
  side: Side | null;
  tags: string[];
  note: string;
  address: string;
  /** The household's postcode (a strict lookup may ask for it). */
  postalCode: string;
  /** The household's language for emails (issue 16), from a "Language" column. */
  locale: Locale | null;
  /** Guesses and dropped values the couple should check. */
  notes: string[];
}

export type RowResult = RowRead | { problem: string } | { skip: string };

const YES = /^(?:y|yes|x|true|1|child|kid|ja|oui|si|sí|✓|✔)$/i;
// "Bride's side:", "FRIENDS", "Work colleagues:" alone on a row: a section heading, not a guest.
const SECTION_HEADING = /:\s*$|^(?:the\s+)?(?:bride|groom)(?:'|’)?s?(?:\s+side)?$|^(?:[\p{Lu}\s'’&-]+\s)?(?:SIDE|FRIENDS|FAMILY|COLLEAGUES|WORK|GUESTS)$/u;
const JUNK_NAME = /^(?:total|totals|grand total|subtotal|sum|count|guests total|number of guests)\b/i;

/** Reads one row under the mapping. Junk rows (totals, separators) come back as skips. */
export function readRow(cells: string[], mapping: ColumnMapping): RowResult {
  const values = (role: ColumnRole) => mapping.roles.flatMap((each, index) => (each === role && cells[index] ? [cells[index]] : []));
  const value = (role: ColumnRole) => values(role)[0] ?? "";
  if (cells.every((cell) => cell === "")) return { skip: "blank" };
  if (cells.every((cell) => !/\p{L}/u.test(cell))) return { skip: "no letters (a separator or a number)" };
  const nameText = [value("fullName"), value("firstName"), value("lastName"), value("household")].join(" ").trim();
  if (JUNK_NAME.test(nameText) || JUNK_NAME.test(cells.find((cell) => cell) ?? "")) return { skip: "a total" };
  const filled = cells.filter((cell) => cell !== "");
  if (filled.length === 1 && SECTION_HEADING.test(filled[0]!)) return { skip: "a section heading" };

  const notes: string[] = [];
  const named = readNames(value("fullName"), value("firstName"), value("lastName"));
  if ("problem" in named) return named;
  notes.push(...named.notes);
  const [firstGuest] = named.guests;
  if (firstGuest) {
    const email = value("email");
    if (email && isEmailAddress(email)) firstGuest.email = email.normalize("NFC");
    else if (email) notes.push(`“${email}” is not an email address: left out`);
    if (value("phone")) firstGuest.phone = value("phone");
    applyChild(firstGuest, value("child"), value("age"), notes);
  }
  const children = readChildrenCell(value("children"), named.guests[0]?.lastName ?? "");
  notes.push(...children.notes);
  if (children.guests.length && named.guests.length === 0) return { problem: "Children without a named adult" };
  return {
    guests: [...named.guests, ...children.guests],
    extraSeats: named.extraSeats + children.extraSeats + readCount(value("extraSeats"), notes, "Extra seats"),
    seats: value("seats") ? readCount(value("seats"), notes, "Total seats") : null,
    party: value("household"),
    familyName: named.name,
    side: readSideCell(value("side"), mapping.partners, notes),
    tags: readTags(values("tags"), notes),
    note: values("note").join("\n"),
    address: values("address")
      .map((part) => part.replace(/\s*[\r\n]+\s*/g, ", "))
      .join(", "),
    postalCode: readPostalCode(value("postalCode"), notes),
    locale: readLocale(value("language"), notes),
    notes,
  };
}

function readPostalCode(text: string, notes: string[]): string {
  const code = text.replace(/\s+/g, " ").trim();
  if (code.length <= GUEST_LENGTH.postalCode) return code;
  notes.push(`Postcode “${code}” is longer than ${GUEST_LENGTH.postalCode} characters: left out`);
  return "";
}

function readNames(full: string, first: string, last: string) {
  if (first && !/[&+,/]|\band\b/i.test(first)) {
    return { guests: [{ firstName: first, lastName: last }] as GuestInput[], extraSeats: 0, name: "", notes: [] as string[] };
  }
  // "John & Jane" | "Doe", or a whole household in one "Name" cell: the party-line reader.
  const text = first ? `${first} ${last}`.trim() : full || last;
  if (!text) return { problem: "No name" };
  if (!first && !full && last) return { problem: `No first name for “${last}”` };
  return readNameCell(text);
}

function applyChild(guest: GuestInput, child: string, ageText: string, notes: string[]): void {
  if (child && YES.test(child.trim())) guest.isChild = true;
  if (!ageText) return;
  const age = Number(ageText.replace(",", "."));
  if (Number.isInteger(age) && age >= 0 && age <= 17) {
    guest.age = age;
    guest.isChild = true;
  } else if (!(Number.isFinite(age) && age >= 18)) {
    notes.push(`Age “${ageText}” is not a child's age in years: left out`);
  }
}

function readCount(text: string, notes: string[], label: string): number {
  if (!text) return 0;
  if (YES.test(text)) return 1;
  if (/^(?:n|no|none|-|0|false|nein|non)$/i.test(text)) return 0;
  const count = Number(text.replace(/^\+/, ""));
  if (Number.isInteger(count) && count >= 0) return count;
  notes.push(`${label} “${text}” is not a number: read as 0`);
  return 0;
}

function readLocale(text: string, notes: string[]): Locale | null {
  const locale = readLanguageCell(text);
  if (text && !locale) notes.push(`Language “${text}” is not one the invitation offers: left unset`);
  return locale;
}

function readTags(cells: string[], notes: string[]): string[] {
  const tags = [
    ...new Set(
      cells
        .flatMap((cell) => cell.split(/[,;|/]/))
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  const kept = tags.filter((tag) => tag.length <= GUEST_LENGTH.tag).slice(0, MAX_TAGS);
  if (kept.length < tags.length) notes.push(`Some tags were too long or too many (at most ${MAX_TAGS}): left out`);
  return kept;
}
