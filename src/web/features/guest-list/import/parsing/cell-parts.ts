import { CHILDREN, CHILDREN_DETERMINERS, FAMILY, FAMILY_FIRST, FAMILY_SUFFIX, GUEST, NUMBER_WORDS, foldWord } from "./name-words";
import { type Token, isWord, splitAtSeparators, tokenize } from "./name-tokens";
import { type PersonRead, readPerson } from "./person-name";

/**
 * The parts of a household cell around its people, each taken off the tokens in turn: open seats
 * at the end ("+1", "and guest", "y acompañante"), "& family", the children ("+ kids Jan, Ola",
 * "et leurs enfants", "(children: Ada 6 & Tobi 3)") and a family named as a whole.
 */

const isConnector = (token: Token | undefined) => token?.kind === "sep" || token?.kind === "with" || (isWord(token) && token.fold === "plus");
// Articles and possessives before "guest" ("a guest", "son invité", "su acompañante", "seine Begleitung").
const ARTICLES = new Set([
  "a",
  "an",
  "un",
  "une",
  "um",
  "uma",
  "the",
  "his",
  "her",
  "their",
  "son",
  "sa",
  "su",
  "sua",
  "seu",
  "il",
  "la",
  "o",
  "seine",
  "ihre",
  "ihren",
  "ihrer",
  "ihrem",
  "seiner",
  "seinem",
  "una",
]);

/** Open seats written at the end, repeatedly ("Ana +1 and guest" is two). */
export function takeTrailingSeats(input: Token[]): { tokens: Token[]; seats: number } {
  let tokens = [...input];
  let seats = 0;
  for (;;) {
    const last = tokens.at(-1);
    if (last?.kind === "number" && last.plus) {
      seats += last.value;
      tokens = tokens.slice(0, -1);
      continue;
    }
    if (last?.kind === "bracket" && /^\+\s*\d{1,2}$/.test(last.text)) {
      seats += Number(last.text.replace(/\D/g, ""));
      tokens = tokens.slice(0, -1);
      continue;
    }
    let start = lastConnector(tokens);
    let run = tokens.slice(start + 1);
    // "+ 2 guests": the plus is the connector and the number the count.
    const plusAt = tokens.findLastIndex((token) => token.kind === "number" && token.plus);
    if (plusAt > start && plusAt > 0) {
      const plus = tokens[plusAt] as Extract<Token, { kind: "number" }>;
      start = plusAt;
      run = [{ kind: "number", value: plus.value, plus: false }, ...tokens.slice(plusAt + 1)];
    }
    if (start < 1 || run.length === 0) break;
    const number = (token: Token | undefined) =>
      token?.kind === "number" && !token.plus ? token.value : isWord(token) ? (NUMBER_WORDS.get(token.fold) ?? null) : null;
    // "plus one", "plus 2", "and one".
    const spelled = run.length === 1 && number(run[0]) !== null && (isWord(tokens[start]) || (isWord(run[0]) && run[0].fold === "one"));
    const guestWords =
      run.some((token) => isWord(token) && GUEST.has(token.fold) && token.fold !== "one") &&
      run.every((token) => number(token) !== null || (isWord(token) && (GUEST.has(token.fold) || ARTICLES.has(token.fold))));
    if (!spelled && !guestWords) break;
    seats += run.map(number).find((value) => value !== null) ?? 1;
    tokens = tokens.slice(0, start);
  }
  return { tokens: trimSeparators(tokens), seats };
}

/** "… & family", "y familia", "z rodziną": the family's word, or null. */
export function takeFamilySuffix(tokens: Token[]): { tokens: Token[]; familyWord: string | null } {
  // The word as written ("família", "وعائلته"), so the party's name keeps the cell's language.
  const start = lastConnector(tokens);
  if (start < 1) return { tokens, familyWord: null };
  const run = tokens.slice(start + 1).filter((token) => !(isWord(token) && (ARTICLES.has(token.fold) || CHILDREN_DETERMINERS.has(token.fold))));
  const word = run[0];
  if (run.length !== 1 || !isWord(word) || !FAMILY_SUFFIX.has(word.fold)) return { tokens, familyWord: null };
  return { tokens: trimSeparators(tokens.slice(0, start)), familyWord: word.text };
}

export interface ChildrenPart {
  tokens: Token[];
  children: PersonRead[];
  /** "2 kids": a count without names. */
  count: number | null;
  /** The words that introduced children without a count or names ("et leurs enfants"). */
  unsaid: string | null;
}

/** The children of the cell, named or counted, wherever the cell introduces them. */
export function takeChildren(input: Token[]): ChildrenPart {
  let tokens = input;
  const children: PersonRead[] = [];
  // "(children: Ada 6 & Tobi 3)", "(kids: Sami (8), Nour (5))".
  tokens = tokens.filter((token) => {
    if (token.kind !== "bracket") return true;
    const inner = tokenize(token.text);
    if (!isWord(inner[0]) || !CHILDREN.has(inner[0].fold)) return true;
    // "(child, 7)" marks the person before it; "(children: Ada 6 & Tobi 3)" names more people.
    const named = readChildList(inner.slice(1));
    children.push(...named);
    return named.length === 0;
  });
  const at = tokens.findIndex((token, index) => isWord(token) && CHILDREN.has(token.fold) && introducesChildren(tokens, index));
  if (at < 0) return { tokens, children, count: null, unsaid: null };
  let start = at - 1;
  let count: number | null = null;
  while (start >= 0 && !isConnector(tokens[start])) {
    const token = tokens[start]!;
    if (token.kind === "number") count = token.value;
    else if (isWord(token) && NUMBER_WORDS.has(token.fold) && count === null) count = NUMBER_WORDS.get(token.fold)!;
    start -= 1;
  }
  const plusCount = tokens[at - 1]?.kind === "number" && (tokens[at - 1] as { plus: boolean }).plus;
  if (plusCount) start = at - 1;
  const named = readChildList(tokens.slice(at + 1));
  children.push(...named);
  const phrase = tokens
    .slice(Math.max(start, 0), at + 1)
    .map((token) => ("text" in token ? token.text : `${"plus" in token && token.plus ? "+" : ""}${token.value}`))
    .join(" ");
  return {
    tokens: trimSeparators(tokens.slice(0, Math.max(start, 0))),
    children,
    count,
    unsaid: named.length === 0 && count === null ? phrase : null,
  };
}

/** "Jan, Ola, Ewa", "Sami (8), Nour (5)", "Ada 6 & Tobi 3", "Lena (4) und Paul (2)": each a child. */
export function readChildList(tokens: Token[]): PersonRead[] {
  const children: PersonRead[] = [];
  for (const group of splitAtSeparators(tokens)) {
    const lone = group.length === 1 ? group[0] : undefined;
    // "Ada, 6": the age came after a comma.
    if (lone?.kind === "number" && !lone.plus && children.length) {
      const previous = children.at(-1)!;
      if (lone.value <= 17) Object.assign(previous.guest, { age: lone.value, isChild: true });
      continue;
    }
    const read = readPerson(group, true);
    if (read && read.guest.firstName) children.push(read);
  }
  return children;
}

/** A family named as a whole ("The Okafor family", "Familie Müller", "عائلة الحسيني"): its surname and its name as written. */
export function readWholeFamily(tokens: Token[]): { surname: string; label: string } | null {
  if (tokens.length < 2 || !tokens.every(isWord)) return null;
  const words = tokens as Extract<Token, { kind: "word" }>[];
  const text = words.map((word) => word.text);
  const first = words[0]!.fold === "the" ? 1 : 0;
  if (FAMILY.has(words.at(-1)!.fold) && words.length - first >= 2) {
    const surname = text.slice(first, -1).join(" ");
    return { surname, label: words.at(-1)!.fold === "family" ? `The ${surname} family` : text.join(" ") };
  }
  if (FAMILY_FIRST.has(words[first]!.fold) && words.length - first >= 2) {
    return { surname: text.slice(first + 1).join(" "), label: text.slice(first).join(" ") };
  }
  return null;
}

/** The party's name for "… & family" in the language the cell used. */
export function familyLabel(familyWord: string, surname: string): string {
  if (/^(?:ال)?عائل/.test(familyWord)) return `عائلة ${surname}`;
  const folded = foldWord(familyWord);
  const own: Record<string, string> = { famille: "Famille", familie: "Familie", famiglia: "Famiglia", rodzina: "Rodzina", rodzinka: "Rodzina" };
  if (folded === "familia") return /í/i.test(familyWord) ? `Família ${surname}` : `Familia ${surname}`;
  return own[folded] ? `${own[folded]} ${surname}` : `The ${surname} family`;
}

function introducesChildren(tokens: Token[], index: number): boolean {
  let before = index - 1;
  while (before >= 0) {
    const token = tokens[before]!;
    if (isConnector(token) || (token.kind === "number" && token.plus)) return before > 0 || token.kind === "number";
    const determiner = isWord(token) && (CHILDREN_DETERMINERS.has(token.fold) || NUMBER_WORDS.has(token.fold));
    if (!determiner && token.kind !== "number") return false;
    before -= 1;
  }
  return false;
}

function lastConnector(tokens: Token[]): number {
  for (let index = tokens.length - 1; index >= 0; index -= 1) if (isConnector(tokens[index])) return index;
  return -1;
}

function trimSeparators(tokens: Token[]): Token[] {
  let end = tokens.length;
  while (end > 0 && (tokens[end - 1]!.kind === "sep" || tokens[end - 1]!.kind === "with")) end -= 1;
  return tokens.slice(0, end);
}

export { foldWord };
