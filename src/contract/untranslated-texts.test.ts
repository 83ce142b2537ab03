import { describe, expect, it } from "vitest";
import { coupleTextsIn, placeKey, untranslatedTexts, type CoupleTexts } from "./untranslated-texts";

// Tom and Ana's weekend (issue 29): English invitation, offered in Spanish and Arabic.
const weekend: CoupleTexts = {
  wedding: {
    locale: "en",
    locales: ["en", "es", "ar"],
    message: "We can't wait!",
    childrenPolicy: "  ",
    giftPreferences: "Your presence is enough.",
    translations: { es: { message: "¡Estamos deseando verles!", giftPreferences: "  " } },
  },
  questions: [
    {
      id: "q1",
      question: "Will you attend our wedding?",
      options: ["Yes", "No"],
      translations: { es: { question: "¿Nos acompañará en nuestra boda?", options: ["Sí", ""] }, ar: { question: "هل ستحضرون؟", options: ["نعم", "لا"] } },
    },
    { id: "q2", question: "Song request", options: [] },
    { id: "brunch-attend", question: "Brunch: will you attend?", options: ["Yes", "No"], eventId: "brunch", eventAttendance: true },
    { id: "brunch-meal", question: "Brunch menu", options: ["Full menu", "Kids menu"], eventId: "brunch", translations: { ar: { question: "قائمة الفطور" } } },
  ],
  events: [
    { id: "main", name: "The wedding", dressCode: null, description: null },
    { id: "brunch", name: "Sunday brunch", dressCode: null, description: "By the pool", translations: { es: { name: "Brunch del domingo" } } },
  ],
};

describe("the couple's texts still untranslated, per offered language", () => {
  it("lists each untranslated text where guests meet it, and nothing for the invitation's own language", () => {
    const [es, ar, ...rest] = untranslatedTexts(weekend);
    expect(rest).toEqual([]);
    expect(es!.locale).toBe("es");
    expect(es!.total).toBe(11);
    expect(es!.missing.map((text) => placeKey(text.place))).toEqual([
      "wedding-giftPreferences",
      "question-q1-option-1",
      "question-q2",
      "event-brunch-description",
      "question-brunch-meal",
      "question-brunch-meal-option-0",
      "question-brunch-meal-option-1",
    ]);
    expect(es!.missing.find((text) => placeKey(text.place) === "question-brunch-meal-option-1")!.original).toBe("Kids menu");
    expect(ar!.missing.map((text) => placeKey(text.place))).toEqual([
      "wedding-message",
      "wedding-giftPreferences",
      "question-q2",
      "event-brunch-name",
      "event-brunch-description",
      "question-brunch-meal-option-0",
      "question-brunch-meal-option-1",
    ]);
  });

  it("never asks for the events' attendance questions, the main event or blank originals", () => {
    const keys = coupleTextsIn(weekend, "es").map((text) => placeKey(text.place));
    expect(keys.some((key) => key.includes("brunch-attend") || key.includes("event-main") || key.includes("childrenPolicy"))).toBe(false);
    expect(coupleTextsIn(weekend, "es").find((text) => placeKey(text.place) === "event-brunch-name")!.translation).toBe("Brunch del domingo");
  });

  it("is empty when nothing else is offered, and counts nothing missing once all is translated", () => {
    expect(untranslatedTexts({ ...weekend, wedding: { ...weekend.wedding, locales: ["en"] } })).toEqual([]);
    const bare: CoupleTexts = { wedding: { ...weekend.wedding, message: null, giftPreferences: null }, questions: [] };
    expect(untranslatedTexts(bare).map(({ total, missing }) => [total, missing.length])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});
