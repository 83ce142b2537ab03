import { describe, expect, it } from "vitest";
import { STARTER_TEXTS } from "../../../contract/starter-texts";
import { chipWrites, languageWrites, type StarterWrite } from "./starter-drafts";
import { EMPTY_FORM, type WeddingFormInput } from "./wedding-form-schema";

// Issue 16: a chip writes its starting sentence in the invitation's language, and in the other
// offered languages as translations, never over the couple's own words.
const form = (values: Partial<WeddingFormInput>): WeddingFormInput => ({ ...EMPTY_FORM, ...values });
/** The form after the writes, as the fields' setValue calls leave it. */
const written = (writes: StarterWrite[]) => Object.fromEntries(writes.map((write) => [write.path, write.value]));

describe("a chip's starting sentence", () => {
  it("is written in a Spanish invitation's Spanish, and in French for French offered", () => {
    const values = form({ locale: "es", locales: ["es", "fr"] });
    expect(written(chipWrites(values, "childrenPolicy", "adults"))).toEqual({
      childrenPolicy: STARTER_TEXTS.es.childrenPolicy.adults,
      "translations.fr.childrenPolicy": STARTER_TEXTS.fr.childrenPolicy.adults,
    });
    expect(written(chipWrites(values, "giftPreferences", "honeymoon"))).toEqual({
      giftPreferences: STARTER_TEXTS.es.giftPreferences.honeymoon,
      "translations.fr.giftPreferences": STARTER_TEXTS.fr.giftPreferences.honeymoon,
    });
  });

  it("replaces another chip's sentence in any language, but never the couple's own words", () => {
    const values = form({
      locale: "es",
      locales: ["es", "fr", "de", "it"],
      // Left in English by an earlier invitation language.
      childrenPolicy: STARTER_TEXTS.en.childrenPolicy.kids,
      translations: {
        fr: { childrenPolicy: STARTER_TEXTS.fr.childrenPolicy.kids },
        de: { childrenPolicy: "Unsere Nichten sind natürlich eingeladen." },
        it: { childrenPolicy: "" },
      },
    });
    expect(written(chipWrites(values, "childrenPolicy", "adults"))).toEqual({
      childrenPolicy: STARTER_TEXTS.es.childrenPolicy.adults,
      "translations.fr.childrenPolicy": STARTER_TEXTS.fr.childrenPolicy.adults,
      "translations.it.childrenPolicy": STARTER_TEXTS.it.childrenPolicy.adults,
    });
  });

  it("writes nothing over the couple's own policy, not even its blank translations", () => {
    const values = form({ locale: "es", locales: ["es", "fr"], childrenPolicy: "Solo los sobrinos, por favor." });
    expect(chipWrites(values, "childrenPolicy", "adults")).toEqual([]);
    expect(chipWrites(form({ giftPreferences: "A card is plenty." }), "giftPreferences", "home")).toEqual([]);
  });

  it("leaves out a language no longer offered", () => {
    const values = form({ locale: "en", locales: ["en"], translations: { fr: { giftPreferences: "" } } });
    expect(written(chipWrites(values, "giftPreferences", "home"))).toEqual({ giftPreferences: STARTER_TEXTS.en.giftPreferences.home });
  });
});

describe("a change of languages", () => {
  it("swaps an untouched sentence to the new invitation language, and fills the offered ones", () => {
    const values = form({
      locale: "es",
      locales: ["es", "fr"],
      childrenPolicy: STARTER_TEXTS.en.childrenPolicy.adults,
      giftPreferences: STARTER_TEXTS.en.giftPreferences.charity,
      translations: { fr: { giftPreferences: "Votre présence suffit." } },
    });
    expect(written(languageWrites(values, { locale: "en", others: ["fr"] }, { locale: "es", others: ["fr"] }))).toEqual({
      childrenPolicy: STARTER_TEXTS.es.childrenPolicy.adults,
      "translations.fr.childrenPolicy": STARTER_TEXTS.fr.childrenPolicy.adults,
      giftPreferences: STARTER_TEXTS.es.giftPreferences.charity,
    });
  });

  it("keeps the couple's words in place, whatever the language", () => {
    const values = form({ locale: "fr", locales: ["fr", "de"], childrenPolicy: "Nur die Patenkinder sind eingeladen." });
    expect(languageWrites(values, { locale: "en", others: [] }, { locale: "fr", others: ["de"] })).toEqual([]);
  });

  it("gives a newly offered language the sentence, and leaves the languages already offered alone", () => {
    const values = form({
      locale: "en",
      locales: ["en", "it", "pl"],
      giftPreferences: STARTER_TEXTS.en.giftPreferences.experience,
      translations: { it: { giftPreferences: "" } },
    });
    expect(written(languageWrites(values, { locale: "en", others: ["it"] }, { locale: "en", others: ["it", "pl"] }))).toEqual({
      "translations.pl.giftPreferences": STARTER_TEXTS.pl.giftPreferences.experience,
    });
    // Nothing changed, nothing written (the form mounting, or React running the effect twice).
    expect(languageWrites(values, { locale: "en", others: ["it", "pl"] }, { locale: "en", others: ["it", "pl"] })).toEqual([]);
  });
});
