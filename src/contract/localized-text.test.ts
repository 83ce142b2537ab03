import { describe, expect, it } from "vitest";
import { DEFAULT_QUESTION_TEXTS, defaultQuestions } from "./default-questions";
import { LOCALE_CODES } from "./locales";
import { optionLabel, questionText, weddingText } from "./localized-text";
import { DEFAULT_QUESTIONS } from "./question";
import { languageProblems } from "./translations";

const wedding = {
  message: "Join us!",
  childrenPolicy: "Adults only",
  giftPreferences: null,
  translations: { es: { message: "¡Acompáñanos!", childrenPolicy: "  " }, ar: { giftPreferences: "لا هدايا" } },
};
const meal = {
  question: "Meal preference",
  options: ["Chicken", "Beef", "Vegetarian"],
  translations: { es: { question: "Menú", options: ["Pollo", "", "Vegetariano"] } },
};

describe("the couple's texts in the guest's language (decision 0018)", () => {
  it("reads a translation where there is one", () => {
    expect(weddingText(wedding, "message", "es")).toBe("¡Acompáñanos!");
    expect(questionText(meal, "es")).toBe("Menú");
    expect(optionLabel(meal, "Vegetarian", "es")).toBe("Vegetariano");
  });

  it("falls back to the canonical text: no locale, no translation, a blank one, or an unknown option", () => {
    expect(weddingText(wedding, "message", undefined)).toBe("Join us!");
    expect(weddingText(wedding, "message", "fr")).toBe("Join us!");
    expect(weddingText(wedding, "childrenPolicy", "es")).toBe("Adults only");
    expect(weddingText(wedding, "giftPreferences", "es")).toBeNull();
    expect(weddingText(wedding, "giftPreferences", "ar")).toBe("لا هدايا");
    expect(questionText(meal, "de")).toBe("Meal preference");
    expect(optionLabel(meal, "Beef", "es")).toBe("Beef");
    expect(optionLabel(meal, "Fish", "es")).toBe("Fish");
    expect(optionLabel({ question: "q", options: ["a"] }, "a", "es")).toBe("a");
  });
});

describe("the default questions in every language", () => {
  it("has all four questions in each of the eight languages, with the English options' shape", () => {
    for (const locale of LOCALE_CODES) {
      const texts = DEFAULT_QUESTION_TEXTS[locale];
      expect(
        texts.map((entry) => entry.options.length),
        locale,
      ).toEqual(DEFAULT_QUESTIONS.map((question) => question.options.length));
      for (const entry of texts) expect(entry.question.trim(), locale).not.toBe("");
    }
    expect(defaultQuestions("en")).toEqual(DEFAULT_QUESTIONS);
  });

  it("writes a Spanish invitation's questions in Spanish, keeps the roles, and translates into the other offered languages", () => {
    const [attend, menu, dietary, hotel] = defaultQuestions("es", ["es", "en", "ar"]);
    expect(attend).toMatchObject({ question: "¿Nos acompañará en nuestra boda?", role: "attendance", required: true });
    expect(attend!.options[0]).toBe("¡Sí, allí estaré!");
    expect(menu).toMatchObject({ role: "meal", options: ["Pollo", "Ternera", "Vegetariano"] });
    expect(menu!.translations.en).toEqual({ question: "Meal preference", options: ["Chicken", "Beef", "Vegetarian"] });
    expect(menu!.translations.ar?.options).toHaveLength(3);
    expect(dietary!.translations.en).toEqual({ question: "Dietary restrictions or allergies" });
    expect(hotel).toMatchObject({ role: null, audience: "attending" });
    expect(Object.keys(attend!.translations)).toEqual(["en", "ar"]);
  });
});

describe("language settings", () => {
  it("needs the invitation's language among the offered ones, and translations only for the others", () => {
    expect(languageProblems("es", ["es", "en"], ["en"])).toEqual({});
    expect(languageProblems("es", ["en"], [])).toHaveProperty("locales");
    expect(languageProblems("es", ["es", "en"], ["es"])).toHaveProperty(["translations.es"]);
    expect(languageProblems("es", ["es", "en"], ["fr"])).toHaveProperty(["translations.fr"]);
  });
});
