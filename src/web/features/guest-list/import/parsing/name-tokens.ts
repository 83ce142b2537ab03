import { FAMILY_NAMES, GIVEN_NAMES } from "./common-names";
import { AND, CHILDREN, FAMILY_SUFFIX, GUEST, TITLES, WITH, foldWord } from "./name-words";

/** A household cell cut into what the reader needs: words, separators, numbers, brackets, emails. */
export type Token =
  | { kind: "word"; text: string; fold: string }
  /** "&", "+", ",", ";", "/", ":" and "and" in any of the eight languages. */
  | { kind: "sep"; text: string }
  | { kind: "with"; text: string }
  /** "+2" (plus) or a bare "8". */
  | { kind: "number"; value: number; plus: boolean }
  /** What stood inside ( ) or [ ]. */
  | { kind: "bracket"; text: string }
  | { kind: "email"; text: string }
  /** "Em" in Emma “Em” Wilson. */
  | { kind: "nickname"; text: string };

// An address may hold "+" or "&" ("ana+wedding@example.com"): it is taken whole before anything
// splits, and in any script (RFC 6531: "zoë@müller.de", "ana@españa.es").
const EMAIL = String.raw`<?[^\s<>()\[\],;:"@]+@[^\s<>()\[\],;:"@]+\.[^\s<>()\[\],;:"@]+>?`;
const NICKNAME = String.raw`["“”„«»]([^"“”„«»]{1,60})["“”„«»]`;
const TOKEN = new RegExp(
  [
    `(?<email>${EMAIL})`,
    // One level of nesting: "(kids: Sami (8), Nour (5))".
    String.raw`\((?<round>(?:[^()]|\([^()]*\))*)\)`,
    String.raw`\[(?<square>[^\]]*)\]`,
    NICKNAME,
    String.raw`(?<with>(?<![\p{L}\p{M}])w/)`,
    String.raw`(?<plus>\+\s*\d{1,3})(?!\d)`,
    String.raw`(?<digits>\d{1,3})(?![\d\p{L}])`,
    String.raw`(?<sep>[&+,;/:])`,
    String.raw`(?<word>[^\s&+,;/:()\[\]"“”„«»<>]+)`,
  ].join("|"),
  "gu",
);

// Arabic-Indic and Persian digits ("+٢", "(٧)") read as the digits they are.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const westernDigit = (digit: string) => String((digit.charCodeAt(0) - 0x0660) % 0x90);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.replace(EASTERN_DIGITS, westernDigit).matchAll(TOKEN)) {
    const groups = match.groups!;
    if (groups.email) tokens.push({ kind: "email", text: groups.email.replace(/^<|>$/g, "") });
    else if (groups.round !== undefined || groups.square !== undefined) tokens.push({ kind: "bracket", text: (groups.round ?? groups.square)!.trim() });
    else if (match[4] !== undefined) tokens.push({ kind: "nickname", text: match[4].trim() });
    else if (groups.with) tokens.push({ kind: "with", text: "w/" });
    else if (groups.plus) tokens.push({ kind: "number", value: Number(groups.plus.replace(/\D/g, "")), plus: true });
    else if (groups.digits) tokens.push({ kind: "number", value: Number(groups.digits), plus: false });
    else if (groups.sep) tokens.push({ kind: "sep", text: groups.sep });
    else if (groups.word) tokens.push(...wordTokens(groups.word));
  }
  return tokens;
}

const KNOWN_AFTER_WAW = (rest: string) =>
  GIVEN_NAMES.has(rest) ||
  FAMILY_NAMES.has(rest) ||
  CHILDREN.has(rest) ||
  FAMILY_SUFFIX.has(rest) ||
  GUEST.has(rest) ||
  TITLES.has(rest) ||
  /^عائلت/.test(rest);

function wordTokens(text: string): Token[] {
  // A trailing dot ends an abbreviation ("Sra."), a trailing "'s" is not part of a name here.
  const word = text.replace(/^[-'’.]+|[-'’]+$/g, "");
  if (!word) return [];
  const fold = foldWord(word);
  if (AND.has(fold)) return [{ kind: "sep", text: word }];
  if (WITH.has(fold)) return [{ kind: "with", text: word }];
  // Arabic writes "and" onto the next word ("وفاطمة"); a name that itself begins with و (وليد) stays whole.
  if (fold.length > 2 && fold.startsWith("و") && !GIVEN_NAMES.has(fold) && KNOWN_AFTER_WAW(fold.slice(1))) {
    return [
      { kind: "sep", text: "و" },
      { kind: "word", text: word.slice(1), fold: fold.slice(1) },
    ];
  }
  return [{ kind: "word", text: word, fold }];
}

export const isSep = (token: Token | undefined) => token?.kind === "sep";
export const isWord = (token: Token | undefined): token is Extract<Token, { kind: "word" }> => token?.kind === "word";

/** The tokens split at separators ("&", ",", "and"...): one group a person. Empty groups are dropped. */
export function splitAtSeparators(tokens: Token[]): Token[][] {
  const groups: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === "sep") groups.push([]);
    else groups.at(-1)!.push(token);
  }
  return groups.filter((group) => group.length > 0);
}
