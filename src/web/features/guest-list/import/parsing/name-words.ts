import { foldLetters } from "../../../../../contract/person-identity";

/**
 * The small words around names in a household cell, in the eight guest languages
 * (contract/locales.ts): "and", "with", titles, surname particles, "family", "children",
 * "guest". Every list holds folded words (`foldWord`): lower case, no accents or dots, Arabic
 * letter forms unified, so "Sig.ra", "Mme" and "السيّدة" compare as typed by anyone.
 */

// A name comes back many times in a guest list (and every word is folded several times while a
// cell is read): remembered, within a bound, so a 2,000-row preview folds each word once.
const FOLDED = new Map<string, string>();
const FOLDED_MAX = 20_000;

/**
 * A word's letters folded as every name is (contract/person-identity.ts: case, accents, ł, ß,
 * apostrophes, the Arabic letter forms), and dots dropped: "Sig.ra" is "sigra".
 */
export function foldWord(word: string): string {
  let folded = FOLDED.get(word);
  if (folded === undefined) {
    if (FOLDED.size >= FOLDED_MAX) FOLDED.clear();
    folded = foldLetters(word).replace(/[.·]/g, "");
    FOLDED.set(word, folded);
  }
  return folded;
}

const set = (words: string) => new Set(words.trim().split(/\s+/).map(foldWord));

/** "and" between people: en es fr de it/pt pl (and Dutch "en", for "van der Berg" lists) ar (the Arabic "و" may also be written onto the next word). */
export const AND = set("and und et y e i oraz en و");

/** "with" before the people who come along: "Zofia & Michael Costa with Marco". */
export const WITH = set("with w/ con avec mit com z ze مع");

/** Titles before a name (dots and case ignored): "Mr.", "Sra.", "Mme", "Herr", "Sig.ra", "Pani", "السيد". */
export const TITLES = set(`
  mr mrs ms miss mx dr prof rev sir dame lady lord master capt
  sr sra srta doña dña dra lic
  m mme mlle mmes mm pr
  herr frau hr fr
  sig sigra signor signora signorina signa dott dottssa avv ing
  sra srª dona
  pan pani dr mgr inż
  السيد السيده الانسه الدكتور الدكتوره د الحاج الحاجه الاستاذ الاستاذه الشيخ
`);

/** Titles that name two people at once ("Państwo Kowalscy", "Messrs", "السادة"): a couple with no first names. */
export const COUPLE_TITLES = set("panstwo messrs mmes السادة");

/** Words that begin a surname: "de la Vega", "van der Berg", "dos Santos", "De Luca", "bin Ali", "بن علي". */
export const PARTICLES = set(`
  de da das do dos del della delle dei degli di du des la le lo las los
  van von der den ter ten te zu vom zur
  bin ibn bint binti abu al el ould ben
  بن ابن بنت ابو ال ولد
`);

/** Particles a given name is also spelled as ("Ben", "Van", "Del"), so they only count written in lower case. */
export const LOWER_CASE_ONLY_PARTICLES = set("ben van del");

/** "Aunt Liz", "Tía Carmen", "Oma Gerda": how the couple knows them, kept as an alias, not a name. */
export const RELATIONS = set(`
  aunt auntie aunty uncle cousin grandma grandpa granny grandad granddad nana nan gran papa mama
  tia tio abuela abuelo prima primo
  tante oncle cousine mamie papy
  onkel oma opa cousin
  zia zio nonna nonno cugina cugino
  avo avó tia tio
  ciocia wujek babcia dziadek
  عمه عم خاله خال جده جد
`);

/** "family" in a cell ("The Okafor family", "Familia García", "عائلة الحسيني"). */
export const FAMILY = set("family fam familia famille familie famiglia familia rodzina عائله");

/** The family named as a whole at the start: "Familia García", "Rodzina Nowak", "عائلة الحسيني", "آل سعود". */
export const FAMILY_FIRST = set("family familia famille familie famiglia familia rodzina عائله ال");

/** "… & family" at the end, "y familia", "z rodziną", "وعائلته": the count is not said. */
export const FAMILY_SUFFIX = set("family fam familia famille familie famiglia familia rodzina rodzinka عائله عائلته عائلتها عائلتهم العائله");

/** "children" and its kin ("+ kids Jan, Ola", "et leurs enfants", "z dziećmi", "وأطفالهما"). */
export const CHILDREN = set(`
  kids kid children child sons daughters son daughter boys girls
  hijos hijas hijo hija ninos ninas nenes
  enfants enfant fils fille filles
  kinder kindern kind sohn sohne tochter tochter
  figli figlie figlio figlia bambini bimbi
  filhos filhas filho filha criancas
  dzieci dziecmi dzieckiem syn synem corka corka
  اطفال اطفالهم اطفالهما اولاد اولادهم اولادهما الاطفال الاولاد ابناء ابناوهم ابنائهما ابنهما ابنتهما
`);

/** Possessives and articles before "children" ("their kids", "sus hijos", "leurs enfants", "i loro figli"). */
export const CHILDREN_DETERMINERS = set("their the sus los las leurs les ses ihre ihren die den i loro os as seus suas");

/** An open seat written in words: "and guest", "y acompañante", "mit Begleitung", "e ospite", "وضيف". */
export const GUEST = set(`
  guest guests partner date one
  acompanantes invitados
  invites accompagnants
  gaste
  ospiti
  acompanhantes convidados
  goscie
  ضيوف
  acompanante invitado invitada
  invite invitee accompagnant accompagnante
  begleitung begleiter begleiterin gast
  ospite accompagnatore accompagnatrice
  acompanhante convidado convidada
  osoba osoba towarzyszaca osoba towarzyszaca
  ضيف مرافق مرافقه
`);

/** A count written as a word before "kids" or "guests" ("two kids", "dos hijos", "zwei Kinder", "dwoje dzieci"). */
export const NUMBER_WORDS = new Map<string, number>([
  ...["one", "uno", "una", "un", "une", "ein", "eine", "um", "jeden", "jedno", "واحد"].map((word) => [foldWord(word), 1] as const),
  ...["two", "dos", "deux", "zwei", "due", "dois", "duas", "dwa", "dwie", "dwoje", "اثنان"].map((word) => [foldWord(word), 2] as const),
  ...["three", "tres", "trois", "drei", "tre", "três", "trzy", "troje", "ثلاثه"].map((word) => [foldWord(word), 3] as const),
  ...["four", "cuatro", "quatre", "vier", "quattro", "quatro", "cztery", "czworo", "اربعه"].map((word) => [foldWord(word), 4] as const),
]);
