import { type GuestInput } from "../../../../../contract/guest-list";
import { readChildList } from "./cell-parts";
import { NUMBER_WORDS } from "./name-words";
import { isWord, tokenize } from "./name-tokens";
import { polishPluralSurname } from "./polish-surnames";

/**
 * A "Children" column's cell: `Sami (8), Nour (5)`, "Jan, Ola i Ewa", "Ada 6 & Tobi 3", or a
 * count ("2", "two"). Each named child joins the row's household with its age; a child written
 * with one word takes the household's surname. A count without names becomes open seats.
 */
// "No", "none", "-", "Non", "Keine", "Brak", "لا": no children, in the eight languages.
const NONE = /^(?:n|no|none|n\/?a|-+|—|0|nein|keine|non|aucun|nessuno|nenhum|não|nao|nie|brak|ninguno|لا|لا يوجد)$/iu;

export function readChildrenCell(text: string, surname: string): { guests: GuestInput[]; extraSeats: number; notes: string[] } {
  const notes: string[] = [];
  if (NONE.test(text.trim())) return { guests: [], extraSeats: 0, notes };
  const tokens = tokenize(text.trim());
  if (tokens.length === 0) return { guests: [], extraSeats: 0, notes };
  const only = tokens.length === 1 ? tokens[0] : undefined;
  const count = only?.kind === "number" ? only.value : isWord(only) && NUMBER_WORDS.has(only.fold) ? NUMBER_WORDS.get(only.fold)! : null;
  if (count !== null) {
    if (count > 0) notes.push(`Children “${text.trim()}” not named: ${count === 1 ? "an open seat" : `${count} open seats`}`);
    return { guests: [], extraSeats: count, notes };
  }
  const children = readChildList(tokens);
  const guests = children.map((child) => {
    notes.push(...child.notes);
    const guest = { ...child.guest, isChild: true, lastName: child.guest.lastName || surname };
    const singular = polishPluralSurname(guest);
    if (singular) notes.push(singular);
    return guest;
  });
  if (guests.length === 0) notes.push(`Children “${text.trim()}” names nobody: left out`);
  return { guests, extraSeats: 0, notes };
}
