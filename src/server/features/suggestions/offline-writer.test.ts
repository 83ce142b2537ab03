import { describe, expect, it } from "vitest";
import { GIFT_PREFERENCES, ZWeddingMessageRequest, type GiftPreference } from "../../../contract/ai";
import { shortVenue, writeDate } from "./providers/personalise";
import { commaAfterDate, createOfflineWriter } from "./providers/offline-writer";
import { seededRandom } from "./test-random";

const FIRST_NAMES = [
  "Amelia",
  "Jonah",
  "Zoë",
  "José",
  "Siobhán",
  "Ólafur",
  "李娜",
  "Иван",
  "Nguyễn Thị Hương",
  "Anne-Marie",
  "O'Connor",
  "Élodie",
  "Aarav",
  "Émile",
];
const VENUES = [
  "The Orangery, Kew Gardens, London",
  "St. Mary's Church.",
  "Château de la Croë, Boulevard du Cap, 06160 Antibes, Provence-Alpes-Côte d'Azur, France",
  "The Old Barn at Hollowbrook Farm, 12 Mill Lane, Little Snoring, Fakenham, Norfolk NR21 0AB, United Kingdom",
  "Beach",
  "   Villa   Balbiano,\n Lake Como  ",
  "",
  "Kyoto 京都 Garden Pavilion",
];
const DATES = ["2027-06-12", "2026-12-31", "2028-02-29", "", "June 5, 2027", "sometime next summer"];

// Seams a template can leave behind: unfilled slots, missing values, doubled spaces.
const SEAMS = /[{}]|undefined|null|NaN|\s{2}|\s[,.!?]|\.\./;
// "a" before a vowel sound or "an" before a consonant, in the text we wrote.
const WRONG_ARTICLE = /\b(a (?:[aeio]\w)|an (?:[bcdfgjklmnpqrstvwxz]\w))/i;

function expectClean(list: string[]) {
  expect(list.length).toBeGreaterThanOrEqual(3);
  expect(list.length).toBeLessThanOrEqual(5);
  expect(new Set(list).size).toBe(list.length);
  for (const text of list) {
    expect(text, text).not.toMatch(SEAMS);
    expect(text, text).not.toMatch(WRONG_ARTICLE);
    expect(text.trim()).toBe(text);
    expect(text.length).toBeGreaterThan(40);
    expect(text.length).toBeLessThan(400);
  }
}

describe("offline writer: wedding messages", () => {
  it("names both partners in every suggestion, for many names, venues and dates", () => {
    const random = seededRandom(42);
    const writer = createOfflineWriter({ random });
    let cases = 0;
    for (let i = 0; i < 300; i++) {
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
      const request = ZWeddingMessageRequest.parse({ partner1: pick(FIRST_NAMES), partner2: pick(FIRST_NAMES), venue: pick(VENUES), date: pick(DATES) });
      const list = writer.weddingMessages(request);
      expectClean(list);
      for (const text of list) {
        expect(text).toContain(request.partner1);
        expect(text).toContain(request.partner2);
        // A written date mid-sentence is followed by a comma ("..., 2027, at The Orangery").
        expect(text, text).not.toMatch(/\b\d{4} \p{Ll}/u);
      }
      cases++;
    }
    expect(cases).toBe(300);
  });

  it("writes the date out as on the invitation and uses a venue's name rather than its full address", () => {
    const random = seededRandom(7);
    const writer = createOfflineWriter({ random });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      for (const text of writer.weddingMessages({
        partner1: "Amelia",
        partner2: "Jonah",
        venue: "The Old Barn at Hollowbrook Farm, 12 Mill Lane, Little Snoring, Fakenham, Norfolk NR21 0AB, United Kingdom",
        date: "2027-06-12",
      })) {
        seen.add(text);
        expect(text).not.toContain("NR21");
        expect(text).not.toContain("2027-06-12");
      }
    }
    const all = [...seen].join("\n");
    expect(all).toContain("Saturday, June 12th, 2027");
    expect(all).toContain("The Old Barn at Hollowbrook Farm");
  });

  it("reads naturally without a venue or a date", () => {
    const writer = createOfflineWriter({ random: seededRandom(3) });
    for (let i = 0; i < 50; i++) {
      const list = writer.weddingMessages({ partner1: "Sam", partner2: "Alex", venue: "", date: "" });
      expectClean(list);
      // "cheered us on." is the one sentence that rightly ends in "on".
      for (const text of list) expect(text.replace("cheered us on.", "")).not.toMatch(/ (at|on) ?[.!,]| (at|on)$/);
    }
  });

  it("varies from one call to the next", () => {
    const writer = createOfflineWriter();
    const input = { partner1: "Amelia", partner2: "Jonah", venue: "Kew Gardens", date: "2027-06-12" };
    const answers = new Set(Array.from({ length: 10 }, () => writer.weddingMessages(input).join("|")));
    expect(answers.size).toBeGreaterThan(5);
    const phrasings = new Set(Array.from({ length: 60 }, () => writer.weddingMessages(input)).flat());
    expect(phrasings.size).toBeGreaterThanOrEqual(12);
  });
});

describe("offline writer: children policy and gifts", () => {
  const CHOICE_WORDS: Record<GiftPreference, RegExp> = {
    honeymoon: /honeymoon/i,
    home: /\bhome\b|household/i,
    charity: /charit|donat/i,
    experience: /experience/i,
  };

  it.each([
    [false, /adult/i, /kids are (warmly )?welcome|children are welcome/i],
    [true, /child|kid/i, /adults[- ]only/i],
  ])("allowChildren=%s: every suggestion states the choice and never the opposite", (allowChildren, says, never) => {
    const writer = createOfflineWriter({ random: seededRandom(allowChildren ? 11 : 12) });
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const list = writer.childrenPolicies({ allowChildren, tone: "warm" });
      expectClean(list);
      for (const text of list) {
        expect(text).toMatch(says);
        expect(text).not.toMatch(never);
        seen.add(text);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(12);
  });

  it.each(GIFT_PREFERENCES.map((p) => [p]))("gift preference %s: every suggestion names it, and calls vary", (preference) => {
    const writer = createOfflineWriter({ random: seededRandom(preference.length) });
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const list = writer.giftSuggestions({ preference });
      expectClean(list);
      for (const text of list) {
        expect(text).toMatch(CHOICE_WORDS[preference]);
        seen.add(text);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(12);
  });

  it("is deterministic for a given random source", () => {
    const a = createOfflineWriter({ random: seededRandom(99) }).giftSuggestions({ preference: "home" });
    const b = createOfflineWriter({ random: seededRandom(99) }).giftSuggestions({ preference: "home" });
    expect(a).toEqual(b);
  });
});

describe("personalising", () => {
  it("puts a comma after a written date in mid-sentence, not before punctuation", () => {
    const date = "Saturday, June 12th, 2027";
    expect(commaAfterDate(`Join us on ${date} at Kew Gardens.`, date)).toBe(`Join us on ${date}, at Kew Gardens.`);
    expect(commaAfterDate(`Save the day: ${date}! We can't wait.`, date)).toBe(`Save the day: ${date}! We can't wait.`);
    expect(commaAfterDate(`Join us on ${date}. Love, Amelia & Jonah`, date)).toBe(`Join us on ${date}. Love, Amelia & Jonah`);
  });

  it("formats dates like the invitation and drops what it cannot read", () => {
    expect(writeDate("2027-06-12")).toBe("Saturday, June 12th, 2027");
    expect(writeDate("2026-12-31")).toBe("Thursday, December 31st, 2026");
    expect(writeDate("June 5, 2027")).toBe("Saturday, June 5th, 2027");
    expect(writeDate("sometime next summer")).toBeNull();
    expect(writeDate("")).toBeNull();
  });

  it("shortens an address to the venue's name", () => {
    expect(shortVenue("The Orangery, Kew Gardens, Richmond TW9 3AE, United Kingdom")).toBe("The Orangery");
    expect(shortVenue("12 Mill Lane, Little Snoring, Fakenham, Norfolk NR21 0AB")).toBe("12 Mill Lane, Little Snoring");
    expect(shortVenue("St. Mary's Church.")).toBe("St. Mary's Church");
    expect(shortVenue("  ")).toBeNull();
  });
});
