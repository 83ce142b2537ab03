import { describe, expect, it } from "vitest";
import { GIFT_PREFERENCES, ZWeddingMessageRequest, type GiftPreference } from "../../../contract/ai";
import type { Locale } from "../../../contract/locales";
import { isAdultsOnly } from "../../../contract/rules/children-policy";
import { formatWeddingDate } from "../../../contract/wedding-date";
import { createOfflineWriter } from "./providers/offline-writer";
import { PHRASINGS } from "./providers/phrasings/languages";
import { seededRandom } from "./test-random";

// offline-writer.test.ts's properties, in every language but English (issue 16): the writer
// answers in the invitation's language, with no seams, no English and the choice stated.

type Other = Exclude<Locale, "en">;
interface Expectations {
  /** How the language names children (every kids-welcome line says so). */
  kids: RegExp;
  gifts: Record<GiftPreference, RegExp>;
  /** The words that put the venue or date into a sentence, left hanging if a piece were missing. */
  dangling: RegExp;
}

const LANGUAGES: Record<Other, Expectations> = {
  es: {
    kids: /niñ|peque/i,
    gifts: { honeymoon: /luna de miel/i, home: /hogar|casa/i, charity: /benéfic|donativ|donaci|solidari/i, experience: /experiencia/i },
    dangling: / (en|el)(?=[.,!]|$)/,
  },
  fr: {
    kids: /enfant|petits/i,
    gifts: {
      honeymoon: /voyage de noces|lune de miel/i,
      home: /maison|foyer|chez-nous/i,
      charity: /caritati|\bdons?\b|association/i,
      experience: /expérience/i,
    },
    dangling: / (à|le)(?=[.,!\u202f]|$)/,
  },
  de: {
    kids: /kind/i,
    gifts: { honeymoon: /flitterwochen|hochzeitsreise/i, home: /zuhause|haushalt/i, charity: /spende|gemeinnützig/i, experience: /erlebnis/i },
    dangling: / (in|am)(?=[.,!]|$)/,
  },
  it: {
    kids: /bambin/i,
    gifts: { honeymoon: /viaggio di nozze|luna di miele/i, home: /casa/i, charity: /benefic|donazion|solidal/i, experience: /esperienz/i },
    dangling: / presso(?=[.,!]|$)/,
  },
  pt: {
    kids: /criança/i,
    gifts: { honeymoon: /lua de mel/i, home: /casa|lar\b/i, charity: /caridade|doaç|solidári/i, experience: /experiência/i },
    dangling: / (em|no)(?=[.,!]|$)/,
  },
  pl: {
    kids: /dzie(?:ci|ćmi)/i,
    gifts: { honeymoon: /podróż\S* poślubn/i, home: /\bdom|mieszkani/i, charity: /charytatyw|darowizn|szczytny cel/i, experience: /przeży/i },
    dangling: /\(\s*[,)]|,\s*\)/,
  },
  ar: {
    kids: /أطفال/,
    gifts: { honeymoon: /شهر (?:ال)?عسل/, home: /بيت|منزل/, charity: /خيري|تبرع/, experience: /تجرب|تجارب/ },
    dangling: / (في|يوم)(?=[.,!،]|$)/,
  },
};

const NAMES = ["Zoë", "Ángel", "Siobhán", "Łucja", "Jürgen", "François", "أحمد", "سارة", "Anne-Marie", "O'Connor"];
const VENUES = ["The Orangery, Kew Gardens, London", "Villa Balbiano", "Château de la Croë, Boulevard du Cap, 06160 Antibes, France", "", "Pałac w Wilanowie."];
const DATES = ["2027-06-12", "2026-12-31", "2028-02-29", "", "sometime next summer"];

// Seams a template can leave behind; French sets a narrow no-break space (U+202F) before "!" and "?".
const SEAMS = /[{}]|(?<!\p{L})(?:undefined|null|NaN)(?!\p{L})|\s{2}|[^\S\u202f][,.!?]|\.\.|\(\)/u;
// English words a phrasing must never leak (the names and the venue are taken out first).
const ENGLISH = /(?<!\p{L})(?:at|the|and|with|love|our|your|join|wedding|Saturday|June)(?!\p{L})/iu;

function expectClean(list: string[], locale: Other) {
  expect(list.length).toBe(4);
  expect(new Set(list).size).toBe(list.length);
  for (const text of list) {
    expect(text, text).not.toMatch(SEAMS);
    expect(text.trim()).toBe(text);
    expect(text.length).toBeGreaterThan(40);
    expect(text.length).toBeLessThan(400);
    if (locale === "fr") expect(text, text).not.toMatch(/[^\u202f][!?]/);
  }
}

describe.each(Object.keys(LANGUAGES) as Other[])("offline writer in %s", (locale) => {
  const expected = LANGUAGES[locale];
  const library = PHRASINGS[locale];

  it("holds enough phrasings: 6 messages, 5 per children choice, 5 per gift choice", () => {
    expect(library.messages.length).toBeGreaterThanOrEqual(6);
    expect(library.adultsOnly.length).toBeGreaterThanOrEqual(5);
    expect(library.kidsWelcome.length).toBeGreaterThanOrEqual(5);
    for (const preference of GIFT_PREFERENCES) expect(library.gifts[preference].length).toBeGreaterThanOrEqual(5);
  });

  it("writes messages naming both partners, in the language, for many names, venues and dates", () => {
    const random = seededRandom(locale.charCodeAt(0) * 31 + locale.charCodeAt(1));
    const writer = createOfflineWriter({ random });
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    for (let i = 0; i < 200; i++) {
      const request = ZWeddingMessageRequest.parse({ partner1: pick(NAMES), partner2: pick(NAMES), venue: pick(VENUES), date: pick(DATES), locale });
      const list = writer.weddingMessages(request);
      expectClean(list, locale);
      for (const text of list) {
        expect(text).toContain(request.partner1);
        expect(text).toContain(request.partner2);
        const own = [request.partner1, request.partner2, ...VENUES.flatMap((venue) => venue.split(","))]
          .map((piece) => piece.trim().replace(/\.$/, ""))
          .filter(Boolean)
          .reduce((rest, piece) => rest.split(piece).join(" "), text);
        expect(own, text).not.toMatch(ENGLISH);
        expect(text, text).not.toMatch(expected.dangling);
      }
    }
  });

  it("writes the date as the guest page does in the language, and the venue's name rather than its address", () => {
    const writer = createOfflineWriter({ random: seededRandom(7) });
    const input = { partner1: "Zoë", partner2: "Ángel", venue: "The Orangery, Kew Gardens, Richmond TW9 3AE, United Kingdom", date: "2027-06-12", locale };
    const all = Array.from({ length: 40 }, () => writer.weddingMessages(input))
      .flat()
      .join("\n");
    expect(all).toContain(formatWeddingDate("2027-06-12", locale));
    expect(all).toContain("The Orangery");
    expect(all).not.toContain("TW9");
    expect(all).not.toContain("2027-06-12");
  });

  it("reads naturally without a venue or a date, and reaches every phrasing that needs neither", () => {
    const writer = createOfflineWriter({ random: seededRandom(3) });
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const list = writer.weddingMessages({ partner1: "Zoë", partner2: "Ángel", venue: "", date: "", locale });
      expectClean(list, locale);
      for (const text of list) {
        expect(text, text).not.toMatch(expected.dangling);
        seen.add(text);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });

  it.each([false, true])("allowChildren=%s: every suggestion says so, read as isAdultsOnly reads it", (allowChildren) => {
    const writer = createOfflineWriter({ random: seededRandom(allowChildren ? 11 : 12) });
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const list = writer.childrenPolicies({ allowChildren, tone: "warm", locale });
      expectClean(list, locale);
      for (const text of list) {
        expect(isAdultsOnly(text), text).toBe(!allowChildren);
        if (allowChildren) expect(text).toMatch(expected.kids);
        expect(text, text).not.toMatch(ENGLISH);
        seen.add(text);
      }
    }
    expect(seen.size).toBe((allowChildren ? library.kidsWelcome : library.adultsOnly).length);
  });

  it.each(GIFT_PREFERENCES.map((p) => [p]))("gift preference %s: every suggestion names it, and all phrasings come up", (preference) => {
    const writer = createOfflineWriter({ random: seededRandom(preference.length) });
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const list = writer.giftSuggestions({ preference, locale });
      expectClean(list, locale);
      for (const text of list) {
        expect(text, text).toMatch(expected.gifts[preference]);
        expect(text, text).not.toMatch(ENGLISH);
        seen.add(text);
      }
    }
    expect(seen.size).toBe(library.gifts[preference].length);
  });
});

describe("offline writer: joining the couple's names", () => {
  it.each([
    ["es", "Inés", "Zoë e Inés"],
    ["es", "Hilario", "Zoë e Hilario"],
    ["es", "Hierro", "Zoë y Hierro"],
    ["es", "Ángel", "Zoë y Ángel"],
    ["ar", "سارة", "Zoë وسارة"],
    ["ar", "Ángel", "Zoë و Ángel"],
  ] as const)("in %s, with %s: %s", (locale, partner2, joined) => {
    const list = createOfflineWriter({ random: seededRandom(1) }).weddingMessages({ partner1: "Zoë", partner2, venue: "", date: "", locale });
    expect(list.some((text) => text.includes(joined))).toBe(true);
  });
});
