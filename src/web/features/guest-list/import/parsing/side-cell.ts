import { type Side } from "../../../../../contract/response";
import { foldWord } from "./name-words";

/**
 * A "Side" cell in any of the eight languages, or a partner's name ("Tom", "James's side"),
 * to docs/spec.md's values: bride (partner 1), groom (partner 2), or both (shared).
 */
const BOTH =
  /^(?:both|both sides|shared|mutual|common|joint|b ?& ?g|bride ?(?:&|and) ?groom|ambos|ambas|los dos|compartido|comun|les deux|deux|commun|partage|beide|beiden|gemeinsam|entrambi|entrambe|tutti e due|condiviso|comune|os dois|comum|obie|oba|obaj|oboje|obu|wspolni|wspolny|wspolne|كلاهما|الاثنين|مشترك|الطرفين)$/;
const BRIDE = /bride|^b$|^her$|braut|novia|mariee|sposa|noiva|panna mloda|العروس/;
const GROOM = /groom|^g$|^his$|brautigam|novio|marie$|sposo|noivo|pan mlody|العريس/;

export function readSideCell(text: string, partners: readonly [string, string] | undefined, notes: string[]): Side | null {
  const key = foldWord(text.replace(/['’]s(?![\p{L}])/gu, " "))
    .replace(/\b(?:side|seite|lado|cote|strona)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!key) return null;
  if (BOTH.test(key)) return "both";
  const [first, second] = (partners ?? ["", ""]).map((name) => foldWord(name).trim());
  const firstWord = (name: string) => name.split(" ")[0] ?? "";
  if (first && second && first !== second) {
    if (key === first || key === firstWord(first)) return "bride";
    if (key === second || key === firstWord(second)) return "groom";
    const words = new Set(key.split(/\s*(?:&|\+|,|\band\b|\by\b|\bet\b|\bund\b|\be\b|\bi\b)\s*/));
    if (words.has(firstWord(first)) && words.has(firstWord(second))) return "both";
  }
  const bride = BRIDE.test(key.replace("brautigam", ""));
  const groom = GROOM.test(key);
  if (bride && groom) return "both";
  if (bride) return "bride";
  if (groom) return "groom";
  notes.push(`Side “${text}” is not a side we know: left unassigned`);
  return null;
}
