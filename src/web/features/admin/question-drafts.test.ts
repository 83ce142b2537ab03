import { describe, expect, it } from "vitest";
import { blankDraft, defaultDrafts, draftFrom, prepareQuestions, serverQuestionErrors } from "./question-drafts";

describe("prepareQuestions", () => {
  it("skips blank questions, trims text, and keeps ids of saved questions", () => {
    const kept = draftFrom({
      id: "q-1",
      question: "  Song requests?  ",
      type: "text",
      options: [],
      required: false,
      answerScope: "party",
      audience: "attending",
    });
    const blank = { ...blankDraft(), question: "   " };
    const prepared = prepareQuestions([kept, blank, { ...blankDraft(), question: "Dietary needs", type: "textarea", answerScope: "individual" }]);
    expect(prepared.questions).toEqual([
      { id: "q-1", question: "Song requests?", type: "text", options: [], required: false, answerScope: "party", audience: "attending" },
      { question: "Dietary needs", type: "textarea", options: [], required: false, answerScope: "individual", audience: "attending" },
    ]);
    expect(prepared.keys).toEqual([kept.key, expect.any(String)]);
    expect(prepared.errors).toEqual({});
  });

  it("turns option lines into trimmed options, dropping blanks and repeats; radio needs two", () => {
    const radio = { ...blankDraft(), question: "Arrival day", type: "radio" as const, optionsText: "  Friday \n\n   \nSaturday\r\nFriday\n" };
    expect(prepareQuestions([radio]).questions[0]?.options).toEqual(["Friday", "Saturday"]);
    const lonely = { ...radio, optionsText: "Only one\n\n" };
    expect(prepareQuestions([lonely]).errors).toEqual({ [lonely.key]: expect.stringMatching(/at least two options/) });
  });

  it("drops options from non-choice questions even if lines were typed before switching type", () => {
    const switched = { ...blankDraft(), question: "How many?", type: "number" as const, optionsText: "a\nb" };
    expect(prepareQuestions([switched]).questions[0]?.options).toEqual([]);
  });

  it("starts a new wedding with the four default questions", () => {
    expect(defaultDrafts().map((draft) => draft.question)).toEqual([
      "Will you attend our wedding?",
      "Meal preference",
      "Dietary restrictions or allergies",
      "Do you need accommodation assistance?",
    ]);
    // Only the accommodation question is for attending guests only (issue 15).
    expect(defaultDrafts().map((draft) => draft.audience)).toEqual(["everyone", "everyone", "everyone", "attending"]);
  });
});

describe("serverQuestionErrors", () => {
  it("maps questions.N paths to the editor key at that position", () => {
    expect(serverQuestionErrors({ "questions.1.options": "Too many options", partner1: "Required" }, ["a", "b"])).toEqual({ b: "Too many options" });
  });
});
