import { describe, expect, it } from "vitest";
import type { Question } from "../question";
import { checkRsvp, type RsvpDraft } from "./answers";

let nextId = 0;
function question(text: string, patch: Partial<Question> = {}): Question {
  nextId++;
  return {
    id: `q${nextId}`,
    weddingId: "w",
    question: text,
    type: "text",
    options: [],
    required: false,
    order: String(nextId),
    answerScope: "party",
    audience: "everyone",
    role: null,
    translations: {},
    ...patch,
  };
}

const attend = question("Will you attend our wedding?", { type: "radio", options: ["Yes, I'll be there!", "Sorry, can't make it"], required: true });
const meal = question("Meal preference", { type: "radio", options: ["Chicken", "Beef"], answerScope: "individual" });
const dietary = question("Dietary restrictions or allergies", { type: "textarea", answerScope: "individual" });
const nights = question("Nights at the hotel", { type: "number" });
const song = question("Song request");
const QUESTIONS = [attend, meal, dietary, nights, song];

const YES = "Yes, I'll be there!";
const draft = (patch: Partial<RsvpDraft> = {}): RsvpDraft => ({ guestName: "Priya", responses: { [attend.id]: YES }, ...patch });
const fieldsOf = (result: ReturnType<typeof checkRsvp>) => (result.ok ? {} : result.fields);

describe("checkRsvp", () => {
  it("accepts a wedding without questions and an empty answer set", () => {
    expect(checkRsvp([], { guestName: "A", responses: {} })).toEqual({ ok: true, partyMembers: [], answers: {} });
  });

  it("trims answers and stores a lone guest without a party list", () => {
    const result = checkRsvp(QUESTIONS, draft({ responses: { [attend.id]: `  ${YES} `, [song.id]: "  Dancing Queen  ", [meal.id]: { primary: " Beef " } } }));
    expect(result).toEqual({ ok: true, partyMembers: [], answers: { [attend.id]: YES, [song.id]: "Dancing Queen", [meal.id]: { primary: "Beef" } } });
  });

  it("lists the guest first, then members with default relationship, keeping only numeric ages", () => {
    const result = checkRsvp(
      QUESTIONS,
      draft({
        partyMembers: [
          { id: "primary", name: "ignored", relationship: "self" },
          { id: "a", name: "Sam" },
          { id: "b", name: "Mia", relationship: "child", age: 5 },
          { id: "c", name: "Tom", relationship: "partner", age: "40" },
        ],
      }),
    );
    expect(result.ok && result.partyMembers).toEqual([
      { id: "primary", name: "Priya", relationship: "self", isPrimary: true },
      { id: "a", name: "Sam", relationship: "guest", isPrimary: false },
      { id: "b", name: "Mia", relationship: "child", age: 5, isPrimary: false },
      { id: "c", name: "Tom", relationship: "partner", isPrimary: false },
    ]);
  });

  it("allows 5 party members besides the guest (the primary entry not counted) and refuses 6", () => {
    const members = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, name: `M${i}` }));
    expect(checkRsvp(QUESTIONS, draft({ partyMembers: [{ id: "primary" }, ...members(5)] })).ok).toBe(true);
    expect(fieldsOf(checkRsvp(QUESTIONS, draft({ partyMembers: members(6) })))).toHaveProperty("partyMembers");
  });

  it("refuses duplicate member ids", () => {
    expect(
      fieldsOf(
        checkRsvp(
          QUESTIONS,
          draft({
            partyMembers: [
              { id: "x", name: "A" },
              { id: "x", name: "B" },
            ],
          }),
        ),
      ),
    ).toHaveProperty("partyMembers");
  });

  it("requires the required attendance question, blank counting as missing", () => {
    expect(fieldsOf(checkRsvp(QUESTIONS, draft({ responses: {} })))).toEqual({ [`responses.${attend.id}`]: "This question is required" });
    expect(fieldsOf(checkRsvp(QUESTIONS, draft({ responses: { [attend.id]: "  " } })))).toHaveProperty(`responses.${attend.id}`);
  });

  it("requires a required per-person question for each person in the party", () => {
    const card = question("Name for the place card", { required: true, answerScope: "individual" });
    const qs = [attend, card];
    const partyMembers = [{ id: "a", name: "Sam" }];
    expect(fieldsOf(checkRsvp(qs, draft({ partyMembers, responses: { [attend.id]: YES, [card.id]: { primary: "Priya" } } })))).toEqual({
      [`responses.${card.id}.a`]: "This question is required",
    });
    expect(checkRsvp(qs, draft({ partyMembers, responses: { [attend.id]: YES, [card.id]: { primary: "Priya", a: "Sam" } } })).ok).toBe(true);
    // A plain string answers for the guest alone.
    expect(checkRsvp(qs, draft({ responses: { [attend.id]: YES, [card.id]: "Priya" } })).ok).toBe(true);
  });

  it("refuses choices outside the options, numbers that are not numbers, and answers that are too long", () => {
    const fields = fieldsOf(
      checkRsvp(
        QUESTIONS,
        draft({
          responses: { [attend.id]: YES, [meal.id]: { primary: "Fish" }, [nights.id]: "two", [song.id]: "x".repeat(501) },
        }),
      ),
    );
    expect(fields).toEqual({
      [`responses.${meal.id}.primary`]: "Choose one of the options",
      [`responses.${nights.id}`]: "Enter a number",
      [`responses.${song.id}`]: "Must be at most 500 characters",
    });
    expect(checkRsvp(QUESTIONS, draft({ responses: { [attend.id]: YES, [dietary.id]: { primary: "x".repeat(2000) } } })).ok).toBe(true);
  });

  it.each([["0"], ["-3"], ["2.5"], ["123456789"], ["-0.0001"]])("accepts the number %j", (value) => {
    expect(checkRsvp(QUESTIONS, draft({ responses: { [attend.id]: YES, [nights.id]: value } })).ok).toBe(true);
  });

  it.each([["1e3"], ["1,5"], ["1234567890"], ["1.23456"], ["+1"], ["."], ["Infinity"]])("refuses the number %j", (value) => {
    expect(fieldsOf(checkRsvp(QUESTIONS, draft({ responses: { [attend.id]: YES, [nights.id]: value } })))).toHaveProperty(`responses.${nights.id}`);
  });

  it("refuses answers to unknown questions and for people not in the party", () => {
    const fields = fieldsOf(checkRsvp(QUESTIONS, draft({ responses: { [attend.id]: YES, other: "x", [meal.id]: { ghost: "Beef" } } })));
    expect(fields).toHaveProperty("responses.other", "Not a question of this wedding");
    expect(fields).toHaveProperty(`responses.${meal.id}.ghost`, "Not a person in this party");
  });

  it("refuses a per-person map for a party-wide question", () => {
    expect(fieldsOf(checkRsvp(QUESTIONS, draft({ responses: { [attend.id]: { primary: YES } } })))).toHaveProperty(`responses.${attend.id}`);
  });

  it("drops meal answers and the party after a no, but still refuses unknown question ids", () => {
    const declined = { [attend.id]: "Sorry, can't make it", [meal.id]: { primary: "Beef", a: "Chicken" }, [dietary.id]: "vegan", [song.id]: "Hey Jude" };
    const result = checkRsvp(QUESTIONS, draft({ partyMembers: [{ id: "a", name: "Sam" }], responses: declined }));
    expect(result).toEqual({ ok: true, partyMembers: [], answers: { [attend.id]: "Sorry, can't make it", [song.id]: "Hey Jude" } });
    expect(checkRsvp(QUESTIONS, draft({ responses: { ...declined, bogus: "x" } })).ok).toBe(false);
  });

  it("ignores answers to questions hidden until an optional attendance question is answered", () => {
    const optionalAttend = { ...attend, required: false };
    const result = checkRsvp([optionalAttend, song], draft({ responses: { [song.id]: "Hey Jude" } }));
    expect(result).toEqual({ ok: true, partyMembers: [], answers: {} });
  });

  it("skips blank per-person answers instead of storing empty strings", () => {
    const result = checkRsvp(QUESTIONS, draft({ responses: { [attend.id]: YES, [dietary.id]: { primary: "   " } } }));
    expect(result).toEqual({ ok: true, partyMembers: [], answers: { [attend.id]: YES } });
  });

  describe("questions for attending guests only (issue 15)", () => {
    const NO = "Sorry, can't make it";
    const hotel = question("Do you need accommodation assistance?", {
      type: "radio",
      options: ["Yes, please", "No, thanks"],
      required: true,
      audience: "attending",
    });
    const shuttle = question("Shuttle seat", { type: "radio", options: ["Yes", "No"], required: true, answerScope: "individual", audience: "attending" });
    const note = question("A note for the couple", { answerScope: "individual", required: true });
    const asked = [attend, hotel, shuttle, note];

    it("a guest who declines is not asked them: not required, and an answer sent anyway is dropped, not refused", () => {
      const result = checkRsvp(
        asked,
        draft({ responses: { [attend.id]: NO, [hotel.id]: "Yes, please", [shuttle.id]: { primary: "Yes" }, [note.id]: { primary: "Sorry!" } } }),
      );
      expect(result).toEqual({ ok: true, partyMembers: [], answers: { [attend.id]: NO, [note.id]: { primary: "Sorry!" } } });
    });

    it("a declined member of a party: their answer is neither required nor stored; those coming must answer", () => {
      const partyMembers = [
        { id: "a", name: "Sam" },
        { id: "b", name: "Mia" },
      ];
      const everyone = { [note.id]: { primary: "Hi", a: "Hi", b: "Hi" } };
      // "b" declined: Sam and the guest still owe the shuttle answer and the hotel answer.
      const missing = checkRsvp(asked, draft({ partyMembers, declined: ["b"], responses: { [attend.id]: YES, ...everyone, [shuttle.id]: { b: "Yes" } } }));
      expect(fieldsOf(missing)).toEqual({
        [`responses.${hotel.id}`]: "This question is required",
        [`responses.${shuttle.id}.primary`]: "This question is required",
        [`responses.${shuttle.id}.a`]: "This question is required",
      });
      const result = checkRsvp(
        asked,
        draft({
          partyMembers,
          declined: ["b"],
          responses: { [attend.id]: YES, ...everyone, [hotel.id]: "No, thanks", [shuttle.id]: { primary: "Yes", a: "No", b: "Yes" } },
        }),
      );
      expect(result.ok && result.answers[shuttle.id]).toEqual({ primary: "Yes", a: "No" });
      expect(result.ok && result.answers[hotel.id]).toBe("No, thanks");
    });

    it("nobody coming: a party-wide attending-only question is skipped even without an attendance question", () => {
      const result = checkRsvp([hotel, song], { guestName: "Priya", declined: ["primary"], responses: { [hotel.id]: "Yes, please", [song.id]: "Waltz" } });
      expect(result).toEqual({ ok: true, partyMembers: [], answers: { [song.id]: "Waltz" } });
      expect(fieldsOf(checkRsvp([hotel], { guestName: "Priya", responses: {} }))).toEqual({ [`responses.${hotel.id}`]: "This question is required" });
    });

    it("still checks an attending guest's answer against the options", () => {
      const result = checkRsvp(
        asked,
        draft({ responses: { [attend.id]: YES, [hotel.id]: "Maybe", [shuttle.id]: { primary: "Yes" }, [note.id]: { primary: "x" } } }),
      );
      expect(Object.keys(fieldsOf(result))).toEqual([`responses.${hotel.id}`]);
    });
  });
});
