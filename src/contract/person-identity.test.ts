import { describe, expect, it } from "vitest";
import { LOCALE_CODES, type Locale } from "./locales";
import { foldLetters, foldName, nameWords, nicknamesOf, personKey, samePerson } from "./person-identity";

/**
 * One person, however a couple or a guest writes them, in each of the guests' eight languages
 * (docs/decisions/0030-person-identity-and-import.md).
 */
interface LanguageCases {
  /** A name as typed, and as it is compared. */
  folds: [string, string][];
  /** Two ways of writing one person's full name. */
  same: [string, string][];
  /** Two people, however close their names. */
  different: [string, string][];
  /** A given name and what its bearer may go by (both folded), for the lookup. */
  nicknames: [string, string][];
}

const CASES: Record<Locale, LanguageCases> = {
  en: {
    folds: [
      ["  Siobhán  O’Brien ", "siobhan obrien"],
      ["Mary-Jane Watson-Parker", "mary jane watson parker"],
      ["ZOË Ångström", "zoe angstrom"],
    ],
    same: [
      ["Siobhán O'Brien", "SIOBHAN OBRIEN"],
      ["Mary-Jane Watson", "Mary Jane Watson"],
      ["Maryjane Watson", "Mary Jane Watson"],
    ],
    different: [
      ["Chris Smith", "Christopher Smith"],
      ["Ann Smith", "Anne Smith"],
    ],
    nicknames: [
      ["bob", "robert"],
      ["liz", "elizabeth"],
      ["chris", "christine"],
      ["chris", "christopher"],
    ],
  },
  es: {
    folds: [
      ["José María Núñez", "jose maria nunez"],
      ["PEÑA-ÁLVAREZ", "pena alvarez"],
    ],
    same: [
      ["María José García López", "maria jose garcia-lopez"],
      ["Begoña Ibáñez", "Begona Ibanez"],
    ],
    different: [
      ["Mario Garza", "María Garza"],
      ["Pepe Ruiz", "José Ruiz"],
    ],
    nicknames: [
      ["pepe", "jose"],
      ["paco", "francisco"],
      ["lola", "dolores"],
      ["nacho", "ignacio"],
    ],
  },
  fr: {
    folds: [
      ["Zoë Lefèvre", "zoe lefevre"],
      ["Jean-François D’Arc", "jean francois darc"],
      ["Œillet", "oeillet"],
    ],
    same: [
      ["Hélène Cœur", "Helene Coeur"],
      ["Anaïs L'Hôte", "anais lhote"],
    ],
    different: [["Daniel Martin", "Danielle Martin"]],
    nicknames: [
      ["manu", "emmanuel"],
      ["steph", "stephane"],
      ["fred", "frederic"],
    ],
  },
  de: {
    folds: [
      ["Jürgen Straße", "jurgen strasse"],
      ["GROẞ", "gross"],
    ],
    same: [
      ["Jürgen Müller", "JURGEN MULLER"],
      ["Heinz Strasse", "Heinz Straße"],
    ],
    // "Mueller" is how Müller is written without the letter: one typo for the lookup, another name here.
    different: [["Jürgen Müller", "Jürgen Mueller"]],
    nicknames: [
      ["hans", "johannes"],
      ["sepp", "josef"],
      ["uschi", "ursula"],
      ["fritz", "friedrich"],
    ],
  },
  it: {
    folds: [
      ["Niccolò D'Amico", "niccolo damico"],
      ["Pietà Lucà", "pieta luca"],
    ],
    same: [
      ["Giulia De Luca", "Giulia Deluca"],
      ["Niccolò D'Amico", "Niccolo D Amico"],
    ],
    different: [["Mario Rossi", "Maria Rossi"]],
    nicknames: [
      ["beppe", "giuseppe"],
      ["gigi", "luigi"],
      ["gianni", "giovanni"],
      ["enzo", "vincenzo"],
    ],
  },
  pt: {
    folds: [
      ["João Conceição", "joao conceicao"],
      ["Gonçalves", "goncalves"],
    ],
    same: [["Inês Gonçalves", "Ines Goncalves"]],
    different: [["Zé Silva", "José Silva"]],
    nicknames: [
      ["ze", "jose"],
      ["chico", "francisco"],
      ["quim", "joaquim"],
      ["bia", "beatriz"],
    ],
  },
  pl: {
    folds: [
      ["Łukasz Wałęsa", "lukasz walesa"],
      ["Małgorzata Żółć", "malgorzata zolc"],
    ],
    same: [
      ["Łukasz Dvořák", "Lukasz Dvorak"],
      ["Zofia Kowalska-Nowak", "zofia kowalska nowak"],
    ],
    different: [["Michał Kowalski", "Michalina Kowalski"]],
    nicknames: [
      ["kasia", "katarzyna"],
      ["gosia", "malgorzata"],
      ["kuba", "jakub"],
      ["zosia", "zofia"],
    ],
  },
  ar: {
    folds: [
      ["مُحَمَّد", "محمد"],
      ["أحمد", "احمد"],
      ["إبراهيم", "ابراهيم"],
      ["آمنة", "امنه"],
      ["مصطفى", "مصطفي"],
      ["محـــمد", "محمد"],
      ["ٱلحسن", "الحسن"],
    ],
    same: [
      ["فاطمة الزهراء", "فاطمه الزهراء"],
      ["عبد الله", "عبدالله"],
      ["يوسف إبراهيم", "يُوسُف ابراهيم"],
    ],
    different: [["محمد", "محمود"]],
    // The common Latin spellings of one Arabic name.
    nicknames: [
      ["mohammed", "muhammad"],
      ["youssef", "yusuf"],
    ],
  },
};

describe.each(LOCALE_CODES)("one person in %s", (locale) => {
  const cases = CASES[locale];

  it.each(cases.folds)("%s folds to %s", (typed, folded) => {
    expect(foldName(typed)).toBe(folded);
    expect(nameWords(typed)).toEqual(folded.split(" "));
  });

  it.each(cases.same)("%s is %s", (a, b) => {
    expect(samePerson({ firstName: a }, { firstName: b })).toBe(true);
  });

  it.each(cases.different)("%s is not %s", (a, b) => {
    expect(samePerson({ firstName: a }, { firstName: b })).toBe(false);
  });

  it.each(cases.nicknames)("%s may be what a %s goes by, for the lookup", (nickname, name) => {
    expect(nicknamesOf(nickname).has(name)).toBe(true);
    expect(nicknamesOf(name).has(nickname)).toBe(true);
  });
});

describe("person identity", () => {
  it("folds what the guest list's search compares", () => {
    expect(foldName("  María  JOSÉ ")).toBe("maria jose");
    expect(foldName("Müller")).toBe("muller");
    expect(foldName("Straße")).toBe("strasse");
    expect(foldName("Zoë Ångström")).toBe("zoe angstrom");
  });

  it("folds letters alone for the import's word lists, keeping their punctuation", () => {
    expect(foldLetters("Sig.ra")).toBe("sig.ra");
    expect(foldLetters("w/")).toBe("w/");
    expect(foldLetters("Łukasz O’Brien")).toBe("lukasz obrien");
    expect(foldLetters("السيّدة")).toBe("السيده");
  });

  it("spells out letters beyond the eight languages too", () => {
    expect(foldName("Søren Æbelø")).toBe("soren aebelo");
    expect(foldName("Đorđe Þórsson")).toBe("dorde thorsson");
    expect(foldName("İlkay Yıldız")).toBe("ilkay yildiz");
    expect(foldName("ﬁona")).toBe("fiona");
  });

  it("reads the first and family name as one name, wherever the space falls", () => {
    expect(personKey({ firstName: "María José", lastName: "García" })).toBe(personKey({ firstName: "María", lastName: "José García" }));
    expect(personKey({ firstName: "Cher" })).toBe(personKey({ firstName: "Cher", lastName: "" }));
  });

  it("gives a name with no letters no key, so it is nobody's", () => {
    expect(personKey({ firstName: "🙂", lastName: "—" })).toBe("");
    expect(nameWords(" - ")).toEqual([]);
  });

  it("keeps two names that merely share a nickname apart", () => {
    expect(nicknamesOf("christopher").has("christine")).toBe(false);
    expect(nicknamesOf("federico").has("federica")).toBe(false);
    expect(nicknamesOf("nobody").size).toBe(0);
  });
});
