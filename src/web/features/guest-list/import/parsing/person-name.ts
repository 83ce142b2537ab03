import { type GuestInput } from "../../../../../contract/guest-list";
import { GIVEN_NAMES, isFamilyOnly, isGivenOnly } from "./common-names";
import { COUPLE_TITLES, LOWER_CASE_ONLY_PARTICLES, PARTICLES, RELATIONS, TITLES, foldWord } from "./name-words";
import { type Token } from "./name-tokens";

/** One person of a household cell, before surnames are shared out. */
export interface PersonRead {
  guest: GuestInput;
  /** Every name word is a given name ("Zofia", "María José"): the surname comes from the household. */
  givenOnly: boolean;
  /** A title and no first name ("Mrs.", "Sra. García López", "Państwo Kowalscy"): unnamed people. */
  unnamed: number;
  /** The surname a title stood before ("Mrs. Smith"), for the household's name. */
  titledSurname: string;
  notes: string[];
}

const CHILD_WORDS = /^(?:child|kid|baby|infant|toddler|minor|enfant|kind|niño|niña|niñ[oa]s?|bambin[oa]|criança|dziecko|طفل|طفلة)$/iu;
// "8", "8y", "8 yrs", "8 años", "8 ans", "8 J.", "8 lat", "8 anni", "age 8", "8 سنوات".
const AGE_WORDS = /^(?:age|aged|edad|âge|alter|età|idade|wiek|y|yo|yrs?|years?|años?|ans?|j|jahre?|anni|anos?|lat|lata|سنوات|سنة|عمر)$/iu;
// "Abd al-Rahman", "عبد الله": the first word needs the next to make one given name.
const NAME_JOINS_NEXT = new Set(["abd", "abdel", "abdul", "abu", "عبد", "ابو"].map(foldWord));

const isParticle = (word: string) => PARTICLES.has(foldWord(word)) && !(LOWER_CASE_ONLY_PARTICLES.has(foldWord(word)) && word !== word.toLowerCase());

/** A person from their tokens: titles, relations, nicknames, an email, a child marker or age. */
export function readPerson(tokens: Token[], childOfList = false): PersonRead | null {
  const notes: string[] = [];
  let email: string | null = null;
  let isChild = childOfList;
  let age: number | null = null;
  const aliases: string[] = [];
  const words: string[] = [];
  const takeAge = (value: number) => {
    if (value <= 17) {
      age = value;
      isChild = true;
    } else if (childOfList) notes.push(`${value} is not a child's age in years: left out`);
  };
  // "8 lat", "age 8", "8 años": the unit words beside a number are not names.
  const kept = tokens.filter(
    (token, index) => !(token.kind === "word" && AGE_WORDS.test(token.fold) && (tokens[index - 1]?.kind === "number" || tokens[index + 1]?.kind === "number")),
  );
  for (const token of kept) {
    if (token.kind === "email") email ??= token.text;
    else if (token.kind === "nickname") aliases.push(token.text);
    else if (token.kind === "number" && !token.plus && childOfList) takeAge(token.value);
    else if (token.kind === "number") notes.push(`“${token.plus ? "+" : ""}${token.value}” beside a name: left out`);
    else if (token.kind === "bracket") {
      for (const part of token.text.split(/[\s,;:/-]+/)) {
        if (CHILD_WORDS.test(part)) isChild = true;
        const years = /^(?:age)?(\d{1,2})(?:y|yo|yrs?|years?|j|a)?$/i.exec(part);
        if (years) takeAge(Number(years[1]));
      }
    } else if (token.kind === "word") words.push(token.text);
  }
  // "baby Leo", "kid Sam": a child word before the name.
  if (words.length > 1 && CHILD_WORDS.test(words[0]!)) {
    isChild = true;
    words.shift();
  }
  if (words.length > 1 && RELATIONS.has(foldWord(words[0]!))) {
    aliases.push(`${words[0]} ${words[1]}`);
    words.shift();
  }
  let unnamed = 0;
  while (words.length && (TITLES.has(foldWord(words[0]!)) || COUPLE_TITLES.has(foldWord(words[0]!)))) {
    unnamed = Math.max(unnamed, COUPLE_TITLES.has(foldWord(words[0]!)) ? 2 : 1);
    words.shift();
  }
  const base = { givenOnly: false, unnamed: 0, titledSurname: "", notes };
  if (words.length === 0) return unnamed ? { ...base, unnamed, guest: blank() } : null;
  // "Mrs. Smith", "Sra. García López", "Państwo Kowalscy": a title before a surname names nobody.
  if (
    unnamed &&
    ((words.length === 1 && !isGivenOnly(words[0]!)) ||
      unnamed === 2 ||
      (!isGivenOnly(words[0]!) && words.every((word) => isFamilyOnly(word) || isParticle(word))))
  ) {
    return { ...base, unnamed, guest: blank(), titledSurname: words.join(" ") };
  }
  if (unnamed && words.length > 1 && !GIVEN_NAMES.has(foldWord(words[0]!)))
    notes.push(`“${words.join(" ")}” after a title: read “${words[0]}” as the first name`);
  const split = splitName(words, notes);
  const guest: GuestInput = { firstName: split.first, lastName: split.last, email, isChild, age, aliases };
  return { ...base, guest, givenOnly: split.last === "" };
}

const blank = (): GuestInput => ({ firstName: "", lastName: "", email: null, isChild: false, age: null, aliases: [] });

/**
 * Where the given name ends: the last word and the particles before it are the surname; a word
 * before them that is a known family name ("Ana García López") joins the surname; the rest is
 * the given name ("Mary Ann Smith", "Juan Carlos Fernández de la Vega"). Every word a given
 * name ("María José") is a given name waiting for the household's surname.
 */
function splitName(words: string[], notes: string[]): { first: string; last: string } {
  const joined = joinCompoundGiven(words);
  if (joined.length === 1) return { first: joined[0]!, last: "" };
  if (joined.every((word) => isGivenOnly(word))) return { first: joined.join(" "), last: "" };
  // "Kowalski Piotr": a family name then a given name, as Polish lists write them.
  if (joined.length === 2 && isFamilyOnly(joined[0]!) && isGivenOnly(joined[1]!)) {
    notes.push(`“${joined.join(" ")}” read surname first: ${joined[1]} ${joined[0]}`);
    return { first: joined[1]!, last: joined[0]! };
  }
  let start = joined.length - 1;
  while (start > 1 && isParticle(joined[start - 1]!)) start -= 1;
  while (start > 1 && isFamilyOnly(joined[start - 1]!)) {
    start -= 1;
    while (start > 1 && isParticle(joined[start - 1]!)) start -= 1;
  }
  return { first: joined.slice(0, start).join(" "), last: joined.slice(start).join(" ") };
}

function joinCompoundGiven(words: string[]): string[] {
  if (words.length > 2 && NAME_JOINS_NEXT.has(foldWord(words[0]!))) return [`${words[0]} ${words[1]}`, ...words.slice(2)];
  return words;
}
