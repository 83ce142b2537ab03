import { NICKNAME_FAMILIES_BY_LANGUAGE } from "./nicknames";

/**
 * "Is this the same person?", answered once (docs/decisions/0030-person-identity-and-import.md):
 * the import's duplicate check, the invitation lookup and the guest list's search all compare
 * names through these functions. Pure, with no imports beyond the nickname table, so the web and
 * the server share it.
 *
 * What does not make another person: case, accents and other marks ("José", "JOSE"), letters a
 * keyboard spells out ("Straße" is "strasse", "Łukasz" is "lukasz", "Søren" is "soren"), how
 * Arabic is written (short vowels and other tashkeel, hamza on or off the alef, tatweel, ى for
 * ي, ة for ه), apostrophes ("O'Brien" is "obrien"), and spacing and punctuation between words
 * ("Mary-Jane" is "mary jane"). Nicknames ("Bob" for Robert) are not the same name: only the
 * lookup, where a guest types what they are called, treats them as one (`nicknamesOf`).
 */

// Apostrophes join the letters around them (O'Brien, D’Angelo, Ma'ruf). Dropped before the
// compatibility decomposition, which would turn the acute accent "´" into a space and a mark.
const APOSTROPHES = /['’‘`´ʼʻ]/g;

// Letters the decomposition does not take apart: each as an English keyboard would type it, and
// the Arabic letters written for one another in names. Lower case only: folded after lowering.
const LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ħ: "h",
  ł: "l",
  ŀ: "l",
  þ: "th",
  ı: "i",
  ĸ: "k",
  // Alef wasla is an alef; alef maqsura is written for a final yeh (مصطفى, مصطفي), and heh for a
  // final teh marbuta (فاطمة, فاطمه); the Persian forms of yeh and kaf come from Persian and Urdu
  // keyboards. Tatweel only stretches a word. Hamza above or below an alef (أ, إ, آ) and the
  // tashkeel are marks once decomposed, dropped with the accents.
  ٱ: "ا",
  ى: "ي",
  ة: "ه",
  ی: "ي",
  ک: "ك",
  ـ: "",
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");

/**
 * The letters of a name as the product compares them: lower case, marks dropped, special letters
 * spelled out, apostrophes dropped; other punctuation and spacing left as they are, for the
 * import's reader of household cells, which matches single words against its word lists
 * ("Sig.ra", "w/"). "Łukasz O’Brien" is "lukasz obrien".
 */
export function foldLetters(text: string): string {
  return text
    .replace(APOSTROPHES, "")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(LETTER_PATTERN, (letter) => LETTERS[letter]!);
}

/**
 * A name as the product compares it: its letters folded (`foldLetters`) and every run of spaces
 * or punctuation one space. "  María-JOSÉ " is "maria jose".
 */
export function foldName(text: string): string {
  return foldLetters(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The folded words of a name: "Watson-Parker" is ["watson", "parker"]. */
export function nameWords(text: string): string[] {
  const folded = foldName(text);
  return folded ? folded.split(" ") : [];
}

export interface PersonName {
  firstName: string;
  lastName?: string | null;
}

/**
 * What makes two guests one person for the import: the whole name folded and run together, so
 * "José  García", "jose garcia", "Mary Jane" and "Mary-Jane", "عبد الله" and "عبدالله" are one
 * key. Nicknames are not: "Chris Smith" may be a Christopher or a Christine, and an import that
 * merged them would lose a person without saying so.
 */
export function personKey(person: PersonName): string {
  return nameWords(`${person.firstName} ${person.lastName ?? ""}`).join("");
}

export function samePerson(a: PersonName, b: PersonName): boolean {
  return personKey(a) === personKey(b);
}

let families: Map<string, ReadonlySet<string>> | undefined;

/**
 * The other names a folded given name's bearer may go by (nicknames.ts): the names sharing a line
 * with it, so "chris" is christopher's and christine's, while christopher is never christine.
 * Built on first use, so a caller that only folds never builds it (nor bundles the table).
 */
export function nicknamesOf(word: string): ReadonlySet<string> {
  if (!families) {
    const map = new Map<string, Set<string>>();
    // Every language's lines together: a guest may go by a name from any of them.
    for (const family of Object.values(NICKNAME_FAMILIES_BY_LANGUAGE).flat()) {
      for (const name of family) {
        const set = map.get(name) ?? new Set<string>();
        for (const other of family) if (other !== name) set.add(other);
        map.set(name, set);
      }
    }
    families = map;
  }
  return families.get(word) ?? NO_NICKNAMES;
}

const NO_NICKNAMES: ReadonlySet<string> = /* @__PURE__ */ new Set<string>();
