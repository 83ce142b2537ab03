import { describe, expect, it } from "vitest";
import { defaultDrafts, draftFrom, prepareQuestions, relocaliseDrafts, untranslatedQuestionTexts } from "./question-drafts";
import { EMPTY_FORM, weddingPayload, ZWeddingForm } from "./wedding-form-schema";

describe("the question drafts in several languages (issue 16)", () => {
  it("starts a Spanish invitation with Spanish default questions, keeping their roles", () => {
    const drafts = defaultDrafts("es");
    expect(drafts.map((draft) => draft.question)[0]).toBe("¿Nos acompañará en nuestra boda?");
    expect(drafts.map((draft) => draft.role)).toEqual(["attendance", "meal", "meal", null]);
  });

  it("fills in the default questions' wording when a language is offered, without touching what the couple wrote", () => {
    const [attend, meal, ...rest] = defaultDrafts("en");
    const reworded = { ...meal!, question: "What would you like to eat?" };
    const next = relocaliseDrafts([attend!, reworded, ...rest], "en", { locale: "en", others: ["es"] }, false);
    expect(next[0]!.translations.es).toEqual({ question: "¿Nos acompañará en nuestra boda?", options: ["¡Sí, allí estaré!", "Lo siento, no podré ir"] });
    expect(next[1]).toBe(reworded);
  });

  it("rewrites untouched default questions in a new invitation language, only before the wedding exists", () => {
    const drafts = defaultDrafts("en");
    expect(relocaliseDrafts(drafts, "en", { locale: "fr", others: [] }, true)[1]!.optionsText).toBe("Poulet\nBœuf\nVégétarien");
    expect(relocaliseDrafts(drafts, "en", { locale: "fr", others: [] }, false)[1]!.optionsText).toBe("Chicken\nBeef\nVegetarian");
  });

  it("sends translations for offered languages only, one entry per option, and keeps a question's role", () => {
    const meal = draftFrom({
      id: "m",
      question: "Meal",
      type: "radio",
      options: ["Chicken", "Beef"],
      required: false,
      answerScope: "individual",
      audience: "everyone",
      role: "meal",
      translations: { es: { question: "Menú", options: ["Pollo"] }, fr: { question: "Menu" } },
    });
    const prepared = prepareQuestions([meal], { locale: "en", others: ["es"] });
    expect(prepared.questions[0]).toMatchObject({ role: "meal", translations: { es: { question: "Menú", options: ["Pollo", ""] } } });
    expect(untranslatedQuestionTexts([meal], "es")).toBe(1);
    expect(untranslatedQuestionTexts([meal], "ar")).toBe(3);
  });
});

describe("the wedding form's languages", () => {
  it("sends the invitation's language first, and the texts of offered languages only", () => {
    const values = ZWeddingForm.parse({
      ...EMPTY_FORM,
      partner1: "Ana",
      partner2: "Ben",
      date: "2027-06-12",
      time: "15:00",
      venue: "Kew",
      locale: "es",
      locales: ["en", "ar"],
      translations: { en: { message: "Hi" }, fr: { message: "Salut" } },
    });
    expect(weddingPayload(values)).toMatchObject({ locale: "es", locales: ["es", "en", "ar"], translations: { en: { message: "Hi" } } });
    expect(weddingPayload(values).translations).not.toHaveProperty("fr");
  });
});
