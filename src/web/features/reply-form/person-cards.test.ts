import { describe, expect, it } from "vitest";
import type { Question } from "../../../contract/question";
import { answerParts, applyToEveryone, hasErrorFor, othersToMatch, personFinished } from "./person-cards";

const base = {
  weddingId: "w",
  options: [] as string[],
  required: false,
  answerScope: "individual" as const,
  audience: "everyone" as const,
  role: null,
  translations: {},
};
const meal: Question = { ...base, id: "meal", question: "Meal preference", type: "radio", options: ["Chicken", "Beef"], order: "2" };
const dietary: Question = { ...base, id: "diet", question: "Dietary restrictions", type: "textarea", order: "3" };
const song: Question = { ...base, id: "song", question: "A song for the band", type: "text", required: true, order: "4" };

describe("a person's card (issue 15)", () => {
  it("is finished once every choice and every required question is answered; an optional note may stay blank", () => {
    expect(personFinished([meal, dietary], {}, "a")).toBe(false);
    expect(personFinished([meal, dietary], { meal: { a: "Beef" } }, "a")).toBe(true);
    expect(personFinished([meal, song], { meal: { a: "Beef" } }, "a")).toBe(false);
    expect(personFinished([meal, song], { meal: { a: "Beef" }, song: { a: "  " } }, "a")).toBe(false);
    expect(personFinished([meal, song], { meal: { a: "Beef" }, song: { a: "Waltz" } }, "a")).toBe(true);
    expect(personFinished([], {}, "a")).toBe(true);
  });

  it("folds to the answers in the couple's order, blanks left out", () => {
    expect(answerParts([meal, dietary, song], { song: { a: "Waltz" }, meal: { a: "Beef", b: "Chicken" }, diet: { a: " " } }, "a")).toEqual(["Beef", "Waltz"]);
  });

  it("same for everyone fills only those who have not answered, and offers nothing before the first person answers", () => {
    const people = ["a", "b", "c", "d"];
    expect(othersToMatch(meal, { meal: { b: "Beef" } }, "a", people)).toEqual([]);
    const answers = { meal: { a: "Chicken", c: "Beef" } };
    expect(othersToMatch(meal, answers, "a", people)).toEqual(["b", "d"]);
    const filled = applyToEveryone(answers, meal, "a", people);
    expect(filled).toEqual({ meal: { a: "Chicken", b: "Chicken", c: "Beef", d: "Chicken" } });
    expect(othersToMatch(meal, filled, "a", people)).toEqual([]);
  });

  it("stays open while one of its fields has an error", () => {
    expect(hasErrorFor({ "responses.meal.b": "This question is required" }, "b")).toBe(true);
    expect(hasErrorFor({ "guests.g1": "Choose whether Ada is coming" }, "g1")).toBe(true);
    expect(hasErrorFor({ "seats.s1.age": "Age is a whole number" }, "s1")).toBe(true);
    expect(hasErrorFor({ "responses.meal.b": "This question is required" }, "a")).toBe(false);
  });
});
