import { describe, expect, it } from "vitest";
import { CHILDREN_POLICIES, GIFT_PREFERENCES } from "./ai";
import { LENGTH } from "./limits";
import { LOCALE_CODES } from "./locales";
import { isAdultsOnly } from "./rules/children-policy";
import { isStarterOrBlank, STARTER_TEXTS, starterChoiceOf, starterText } from "./starter-texts";

describe("the chips' starting sentences in every language (issue 16)", () => {
  it.each(LOCALE_CODES)("has a distinct sentence in %s for every chip, within the field's length", (locale) => {
    const sentences = [...Object.values(STARTER_TEXTS[locale].childrenPolicy), ...Object.values(STARTER_TEXTS[locale].giftPreferences)];
    expect(sentences).toHaveLength(CHILDREN_POLICIES.length + GIFT_PREFERENCES.length);
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const sentence of sentences) {
      expect(sentence.trim()).toBe(sentence);
      expect(sentence.length).toBeLessThanOrEqual(LENGTH.policy);
    }
    // Written in the language itself, not left in English.
    if (locale !== "en") for (const sentence of sentences) expect(Object.values(STARTER_TEXTS.en).flatMap(Object.values)).not.toContain(sentence);
  });

  // The reply forms say "adults only" where a child would be added: the chip's sentence must say so in every language.
  it.each(LOCALE_CODES)("reads as adults only in %s for the adults-only sentence, and never for kids welcome", (locale) => {
    expect(isAdultsOnly(STARTER_TEXTS[locale].childrenPolicy.adults)).toBe(true);
    expect(isAdultsOnly(STARTER_TEXTS[locale].childrenPolicy.kids)).toBe(false);
  });

  it("recognises a chip's sentence in any language, and nothing the couple rewrote", () => {
    expect(starterText("childrenPolicy", "adults", "es")).toMatch(/solo para adultos/);
    expect(starterChoiceOf("giftPreferences", STARTER_TEXTS.pl.giftPreferences.charity)).toBe("charity");
    expect(starterChoiceOf("childrenPolicy", `  ${STARTER_TEXTS.fr.childrenPolicy.kids}\n`)).toBe("kids");
    expect(starterChoiceOf("childrenPolicy", STARTER_TEXTS.fr.giftPreferences.home)).toBe("");
    expect(starterChoiceOf("childrenPolicy", "Nuestra boda será solo para adultos.")).toBe("");
    expect(isStarterOrBlank("giftPreferences", " ")).toBe(true);
    expect(isStarterOrBlank("giftPreferences", undefined)).toBe(true);
    expect(isStarterOrBlank("giftPreferences", STARTER_TEXTS.ar.giftPreferences.home)).toBe(true);
    expect(isStarterOrBlank("giftPreferences", "Solo vuestra compañía.")).toBe(false);
  });
});
