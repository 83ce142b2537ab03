import { describe, expect, it } from "vitest";
import { isAdultsOnly, weddingIsAdultsOnly } from "../../../../../contract/rules/children-policy";
import { ADULTS_ONLY, KIDS_WELCOME } from "./children-policies";
import { PHRASINGS } from "./languages";

// Every language's library (issue 16), as [locale, sentence].
const inEveryLanguage = (choice: "adultsOnly" | "kidsWelcome") =>
  Object.entries(PHRASINGS).flatMap(([locale, library]) => library[choice].map((sentence) => [locale, sentence] as const));

// The reply forms say "adults only" where a child would be added (issue 15): every sentence the
// writer offers must read the way it was meant.
describe("isAdultsOnly reads the couple's children policy", () => {
  it.each(ADULTS_ONLY)("adults only: %s", (sentence) => expect(isAdultsOnly(sentence)).toBe(true));
  it.each(KIDS_WELCOME)("children welcome: %s", (sentence) => expect(isAdultsOnly(sentence)).toBe(false));
  it.each(inEveryLanguage("adultsOnly"))("the writer's adults-only line in %s: %s", (_locale, sentence) => expect(isAdultsOnly(sentence)).toBe(true));
  it.each(inEveryLanguage("kidsWelcome"))("the writer's kids-welcome line in %s: %s", (_locale, sentence) => expect(isAdultsOnly(sentence)).toBe(false));
  it("reads the couple's own words and the chips' sentences; nothing said is nothing assumed", () => {
    expect(isAdultsOnly("We love your little ones, but our celebration will be adults only. We hope this gives you a night off!")).toBe(true);
    expect(isAdultsOnly("Children are warmly welcome! Please include them in your RSVP so we can plan seats and meals for everyone.")).toBe(false);
    expect(isAdultsOnly("A child-free day, please.")).toBe(true);
    expect(isAdultsOnly("No children, please")).toBe(true);
    expect(isAdultsOnly("")).toBe(false);
    expect(isAdultsOnly(null)).toBe(false);
  });

  // Issue 16: a couple writes the policy in the invitation's language, or translates it.
  it.each([
    "Nuestra boda será solo para adultos. ¡Gracias por entenderlo!",
    "Celebraremos una boda sin niños.",
    "Notre mariage est réservé aux adultes.",
    "Nous fêterons ce jour sans enfants.",
    "Wir feiern nur für Erwachsene.",
    "Unsere Hochzeit ist kinderfrei.",
    "Il nostro matrimonio è solo per adulti.",
    "Sarà una festa senza bambini.",
    "Nosso casamento será só para adultos.",
    "Uma festa sem crianças.",
    "Przyjęcie jest tylko dla dorosłych.",
    "حفل الزفاف للبالغين فقط.",
  ])("adults only, in another language: %s", (sentence) => expect(isAdultsOnly(sentence)).toBe(true));

  it.each([
    "¡Los niños son bienvenidos!",
    "Les enfants sont les bienvenus.",
    "Kinder sind herzlich willkommen.",
    "I bambini sono i benvenuti.",
    "As crianças são bem-vindas.",
    "Dzieci są mile widziane.",
    "الأطفال مرحّب بهم.",
  ])("children welcome, in another language: %s", (sentence) => expect(isAdultsOnly(sentence)).toBe(false));

  it("reads a translation of the policy when the invitation's own words say nothing", () => {
    const wedding = { childrenPolicy: "Please see our website.", translations: { es: { childrenPolicy: "Boda solo para adultos." } } };
    expect(weddingIsAdultsOnly(wedding)).toBe(true);
    expect(weddingIsAdultsOnly({ ...wedding, translations: {} })).toBe(false);
  });
});
