import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { DEFAULT_QUESTION_TEXTS } from "../contract/default-questions";
import { LOCALE_CODES, type Locale } from "../contract/locales";
import { MAIL_TEMPLATES } from "../contract/mail-settings";
import { STARTER_TEXTS } from "../contract/starter-texts";
import { EVENT_ATTENDANCE_TEXT } from "../contract/event-texts";
import { PHRASINGS } from "./features/suggestions/providers/phrasings/languages";
import { PT } from "./features/suggestions/providers/phrasings/languages/pt";
import { templatesIn } from "./features/mail/messages/templates";
import { serverI18n } from "./i18n";

const ROOT = join(import.meta.dirname, "..", "..");
const CATALOGUES = { mail: ["src/server"], calendar: ["src/contract/calendar"] } as const;
type Catalogue = keyof typeof CATALOGUES;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The ids the code asks for: `i18n._({ id: "..." })` with an explicit id (decision 0013, "Message languages"). */
function idsUsedIn(dirs: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const file of dirs.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const match of readFileSync(file, "utf8").matchAll(/\bi18n\._\(\{\s*id:\s*"([^"]+)"/g)) ids.add(match[1]!);
  }
  return ids;
}

/** The msgid → msgstr pairs of a .po file. */
function readPo(path: string): Map<string, string> {
  const unquote = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join("");
  const entries = new Map<string, string>();
  for (const match of readFileSync(path, "utf8").matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)) {
    const id = unquote(match[1]!);
    if (id) entries.set(id, unquote(match[2]!));
  }
  return entries;
}

async function compiled(catalogue: Catalogue, locale: Locale): Promise<Messages> {
  return ((await import(`../locales/${catalogue}/${locale}.ts`)) as { messages: Messages }).messages;
}

/** A compiled message back in ICU source form: what the .po holds, when the compiled module is up to date. */
const asSource = (message: Messages[string]): string =>
  typeof message === "string" ? message : (message as unknown[]).map((part) => (typeof part === "string" ? part : `{${(part as string[])[0]}}`)).join("");
const placeholders = (source: string) => [...new Set([...source.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe.each(Object.keys(CATALOGUES) as Catalogue[])("the %s catalogue", (catalogue) => {
  const used = idsUsedIn(CATALOGUES[catalogue]);
  const english = readPo(join(ROOT, `src/locales/${catalogue}/en.po`));

  it("has every id the code uses, and no other", () => {
    expect(used.size).toBeGreaterThan(0);
    expect([...english.keys()].sort()).toEqual([...used].sort());
  });

  it.each(LOCALE_CODES)("in %s: a translation of every id, with the English placeholders, compiled as written", async (locale) => {
    const po = readPo(join(ROOT, `src/locales/${catalogue}/${locale}.po`));
    const messages = await compiled(catalogue, locale);
    expect([...po.keys()].sort()).toEqual([...used].sort());
    for (const id of used) {
      const text = po.get(id)!;
      expect(text.trim(), `${locale} ${id}`).not.toBe("");
      expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(english.get(id)!));
      expect(asSource(messages[id]!), `${locale} ${id} is compiled`).toBe(text);
    }
  });

  it("states each language's register at the top of its file", () => {
    for (const locale of LOCALE_CODES.filter((code) => code !== "en")) {
      expect(readFileSync(join(ROOT, `src/locales/${catalogue}/${locale}.po`), "utf8"), locale).toMatch(/^# Register: /);
    }
  });
});

describe("typography of the translations", () => {
  const all = (locale: Locale) => [
    ...readPo(join(ROOT, `src/locales/mail/${locale}.po`)).values(),
    ...readPo(join(ROOT, `src/locales/calendar/${locale}.po`)).values(),
  ];

  it("French puts a narrow no-break space before ? ! : ; and uses the typographic apostrophe", () => {
    for (const text of all("fr")) {
      expect(text, text).not.toMatch(/[^\u202f][?!:;](\s|$)/);
      expect(text, text).not.toContain("'");
    }
  });

  it("German and Polish quote with their own marks; Arabic uses its own comma and question mark", () => {
    for (const text of [...all("de"), ...all("pl")]) expect(text, text).not.toMatch(/["«»]/);
    expect(all("de").some((text) => /„[^“]+“/.test(text))).toBe(true);
    expect(all("pl").some((text) => /„[^”]+”/.test(text))).toBe(true);
    for (const text of all("ar")) expect(text.replace(/\{\w+\}/g, ""), text).not.toMatch(/[,?]/);
  });
});

describe("one Portuguese register everywhere", () => {
  // The catalogues' register (the top of src/locales/mail/pt.po): words read naturally in Portugal
  // and in Brazil alike. The texts the couple's default questions, their chips and the AI helpers
  // write in Portuguese keep to it too. Words only one side uses, a gerund progressive
  // ("estamos esperando") and its European counterpart ("estamos a esperar") are out.
  const ONE_SIDE =
    /(?<!\p{L})(?:connosco|convosco|vosso|vossa|vossos|vossas|vós|equipa|autocarro|telemóvel|pequeno-almoço|contributo|descontrair|receção|conosco|a gente|ônibus|celular|café da manhã|contagem regressiva|recepção|ingressos?|risadas?|cartão-postal)(?!\p{L})/iu;
  const PROGRESSIVE = /(?<!\p{L})(?:estou|estás|está|estamos|estão|estava|estávamos|estavam)\s+(?:\p{L}+ndo|a\s+\p{L}+r)(?!\p{L})/iu;
  const sample = {
    p1: "Ana",
    p2: "Rui",
    venue: "Quinta do Lago",
    date: "sábado, 12 de junho de 2027",
    atVenue: " em Quinta do Lago",
    onDate: " no sábado, 12 de junho de 2027",
  };
  const sources: Record<string, string[]> = {
    "contract/default-questions.ts": DEFAULT_QUESTION_TEXTS.pt.flatMap(({ question, options }) => [question, ...options]),
    "contract/starter-texts.ts": [...Object.values(STARTER_TEXTS.pt.childrenPolicy), ...Object.values(STARTER_TEXTS.pt.giftPreferences)],
    "the AI helpers' phrasings": [...PT.messages.map((phrase) => phrase(sample) ?? ""), ...PT.adultsOnly, ...PT.kidsWelcome, ...Object.values(PT.gifts).flat()],
    ...Object.fromEntries(
      ["guest", "mail", "calendar", "site", "reply-erase"].map((catalogue) => [
        `src/locales/${catalogue}/pt.po`,
        [...readPo(join(ROOT, `src/locales/${catalogue}/pt.po`)).values()],
      ]),
    ),
  };

  it.each(Object.keys(sources))("%s has no word only one side uses and no progressive", (source) => {
    const texts = sources[source]!;
    expect(texts.length).toBeGreaterThanOrEqual(4);
    for (const text of texts) {
      expect(text, text).not.toMatch(ONE_SIDE);
      expect(text, text).not.toMatch(PROGRESSIVE);
    }
  });

  it("recognises the words it rules out", () => {
    for (const text of [
      "Vai estar connosco?",
      "A vossa presença",
      "Venham celebrar com a gente!",
      "Estamos esperando vocês",
      "Estamos a preparar tudo",
      "Ter vocês conosco",
    ])
      expect(ONE_SIDE.test(text) || PROGRESSIVE.test(text), text).toBe(true);
    for (const text of ["Vai estar presente no nosso casamento?", "A presença de vocês", "gentes", "a gentileza de vocês", "Estamos ansiosos"])
      expect(ONE_SIDE.test(text) || PROGRESSIVE.test(text), text).toBe(false);
  });
});

describe("one register per language, everywhere a guest reads it", () => {
  // Issue 29, item 10: a Spanish page once asked "¿Nos acompañarás?" (tú) under the catalogue's
  // usted. Each language keeps the register of decision 0017 in its catalogues and in every text
  // we write in the couple's voice: the default questions, the chips' sentences, the events'
  // attendance question and the AI helpers' phrasings (docs/decisions/0028-couple-texts-and-registers.md).
  const OTHER_REGISTER: Partial<Record<Locale, { register: string; rx: RegExp; caught: string[]; kept: string[] }>> = {
    es: {
      register: "usted (ustedes for everyone invited), never tú or vosotros",
      rx: /(?<!\p{L})(?:tú|tu|tus|te|ti|contigo|tuy[oa]s?|os|vosotr[oa]s|vuestr[oa]s?|\p{L}+(?:arás|erás|irás|áis|éis))(?!\p{L})/iu,
      caught: ["¿Nos acompañarás en nuestra boda?", "Tu presencia es nuestro mejor regalo", "Te esperamos", "Os esperamos", "si queréis", "Vuestra presencia"],
      kept: ["¿Nos acompañará en nuestra boda?", "Su presencia es nuestro mejor regalo", "Les esperamos", "Además, más tarde", "Gracias por avisarnos"],
    },
    fr: {
      register: "vous, never tu",
      rx: /(?<!\p{L})(?:(?:tu|te|toi|ton|ta|tes|tien|tienne)(?!\p{L})|t[’'](?=\p{L}))/iu,
      caught: ["Seras-tu des nôtres ?", "Nous t’attendons", "ta présence", "avec toi"],
      kept: ["Serez-vous des nôtres ?", "Nous vous attendons", "votre présence", "tout, toutes, attentes"],
    },
    de: {
      register: "Sie, never du or ihr",
      rx: /(?<!\p{L})(?:[Dd]u|[Dd]ich|[Dd]ir|[Dd]ein\p{L}*|ihr|euch|euer|eur\p{L}+)(?!\p{L})/u,
      caught: ["Bist du dabei?", "Gönnt euch einen Abend", "eure Kinder", "dass ihr dabei seid", "Deine Antwort"],
      kept: ["Sind Sie dabei?", "Gönnen Sie sich einen Abend", "Ihre Kinder", "Ihr Kommen", "Dunkelheit, Dirndl, Europa"],
    },
    it: {
      // The courtesy Lei is capitalised inside a sentence; "tu" and its plural "voi" are the register.
      register: "tu (voi for everyone invited), never the courtesy Lei",
      rx: /(?<=[\p{L},;:]\s)(?:Lei|Le|La|Suo|Sua|Suoi|Sue|Loro)(?!\p{L})/u,
      caught: ["Grazie, La aspettiamo", "Sarà con noi? Attendiamo Sua risposta", "grazie per Lei"],
      kept: ["Sarai con noi?", "La vostra presenza è il regalo più bello", "Ti aspettiamo", "Grazie, vi aspettiamo"],
    },
    pl: {
      // "Ty" written as in a letter: its forms capitalised; never the formal Pan/Pani/Państwo ("Pan Młody", the groom, is a title).
      register: "Ty and Wy with the capitalised pronouns of a letter, never Pan/Pani/Państwo",
      rx: /(?<!\p{L})(?:(?:Pan|Pani|Pana|Panu|Panem|Panią|Państwo|Państwa|Państwu|Państwem)(?!\p{L})(?!\s+[Mm]łod)|(?:ty|cię|ciebie|tobie|tobą|twoj\p{L}*|twój|wy|was|wam|wami|wasz\p{L}*|wasi)(?!\p{L}))/u,
      caught: ["Czy Pani będzie z nami?", "Zapraszamy Państwa", "czekamy na was", "twoja odpowiedź"],
      kept: ["Czy będziesz z nami?", "Czekamy na Was", "Twoja odpowiedź", "po stronie Pana Młodego"],
    },
    ar: {
      // The polite plural (أنتم), never the singular "you".
      register: "the polite plural, never the singular you",
      rx: /(?<!\p{L})(?:أنتَ|أنتِ|أنت|لك|بك|معك|منك|عليك|إليك|ستحضر|تحتاج)(?!\p{L})/u,
      caught: ["هل ستحضر حفل زفافنا؟", "هل تحتاج إلى مساعدة؟", "شكرًا لك"],
      kept: ["هل ستحضرون حفل زفافنا؟", "هل تحتاجون إلى مساعدة؟", "شكرًا لكم", "لذلك"],
    },
  };
  const sample = { p1: "Ana", p2: "Rui", venue: "Villa", date: "12", atVenue: " Villa", onDate: " 12" };
  const textsIn = (locale: Locale): Record<string, string[]> => {
    const phrasings = PHRASINGS[locale];
    const event = EVENT_ATTENDANCE_TEXT[locale];
    return {
      "contract/default-questions.ts": DEFAULT_QUESTION_TEXTS[locale].flatMap(({ question, options }) => [question, ...options]),
      "contract/starter-texts.ts": [...Object.values(STARTER_TEXTS[locale].childrenPolicy), ...Object.values(STARTER_TEXTS[locale].giftPreferences)],
      "contract/event-texts.ts": [event.question("Brunch"), event.yes, event.no],
      "the AI helpers' phrasings": [
        ...phrasings.messages.map((phrase) => phrase(sample) ?? ""),
        ...phrasings.adultsOnly,
        ...phrasings.kidsWelcome,
        ...Object.values(phrasings.gifts).flat(),
      ],
      ...Object.fromEntries(
        ["guest", "mail", "calendar", "site", "reply-erase"].map((catalogue) => [
          `src/locales/${catalogue}/${locale}.po`,
          [...readPo(join(ROOT, `src/locales/${catalogue}/${locale}.po`)).values()],
        ]),
      ),
    };
  };

  it.each(Object.keys(OTHER_REGISTER) as Locale[])("%s keeps one register in every source", (locale) => {
    const { register, rx } = OTHER_REGISTER[locale]!;
    for (const [source, texts] of Object.entries(textsIn(locale))) {
      if (!source.includes("/site/")) expect(texts.length, source).toBeGreaterThanOrEqual(3);
      for (const text of texts) expect(text, `${source} (${register})`).not.toMatch(rx);
    }
  });

  it.each(Object.keys(OTHER_REGISTER) as Locale[])("%s: the rule recognises the other register, and only it", (locale) => {
    const { rx, caught, kept } = OTHER_REGISTER[locale]!;
    for (const text of caught) expect(rx.test(text), text).toBe(true);
    for (const text of kept) expect(rx.test(text), text).toBe(false);
  });
});

describe("the compose dialog's templates", () => {
  it("are MAIL_TEMPLATES' own words in English, and another text in every other language", () => {
    const english = templatesIn(serverI18n("en"));
    for (const kind of ["invitation", "reminder"] as const) {
      expect(english[kind]).toEqual(MAIL_TEMPLATES[kind].map(({ subject, message }) => ({ subject, message })));
      for (const locale of LOCALE_CODES.filter((code) => code !== "en")) {
        const translated = templatesIn(serverI18n(locale))[kind];
        translated.forEach((template, index) => {
          expect(template.subject).not.toBe(english[kind][index]!.subject);
          expect(template.message).toContain("{names}");
        });
      }
    }
  });
});
