import { describe, expect, it } from "vitest";
import { DEFAULT_QUESTIONS, type Question } from "../../../contract/question";
import { buildSubmission, canAddMember, emptyMember, newIdempotencyKey, type FormDraft } from "./form-state";

const questions: Question[] = DEFAULT_QUESTIONS.map((question, index) => ({ ...question, id: `q${index + 1}`, weddingId: "w", order: String(index + 1) }));
const draft = (patch: Partial<FormDraft> = {}): FormDraft => ({
  guestName: " Amelia ",
  guestEmail: "amelia@example.com ",
  guestPhone: "",
  website: "",
  members: [],
  answers: {},
  ...patch,
});

describe("buildSubmission", () => {
  it("sends no partyMembers for a guest alone, and trims what was typed", () => {
    const result = buildSubmission(questions, draft({ answers: { q1: "Yes, I'll be there!", q2: { primary: "Beef" } } }));
    expect(result).toEqual({
      ok: true,
      body: {
        guestName: "Amelia",
        guestEmail: "amelia@example.com",
        guestPhone: null,
        responses: { q1: "Yes, I'll be there!", q2: { primary: "Beef" } },
        website: "",
      },
    });
  });

  it("drops blank-named members and their answers; lists the primary guest first", () => {
    const kid = { ...emptyMember(), name: "Tom", relationship: "child" as const, age: "7" };
    const blank = emptyMember();
    const result = buildSubmission(
      questions,
      draft({ members: [kid, blank], answers: { q1: "Yes, I'll be there!", q2: { primary: "Beef", [kid.id]: "Chicken", [blank.id]: "Beef" } } }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    expect(result.body.partyMembers).toEqual([
      { id: "primary", name: "Amelia", relationship: "self", isPrimary: true },
      { id: kid.id, name: "Tom", relationship: "child", age: 7, isPrimary: false },
    ]);
    expect(result.body.responses.q2).toEqual({ primary: "Beef", [kid.id]: "Chicken" });
  });

  it("after a no, sends neither the party nor meal answers", () => {
    const friend = { ...emptyMember(), name: "Sam" };
    const result = buildSubmission(questions, draft({ members: [friend], answers: { q1: "Sorry, can't make it", q2: { primary: "Beef" } } }));
    if (!result.ok) throw new Error("expected ok");
    expect(result.body.partyMembers).toBeUndefined();
    expect(result.body.responses).toEqual({ q1: "Sorry, can't make it" });
  });

  it("reports the unanswered required attendance question and a missing name by field", () => {
    const result = buildSubmission(questions, draft({ guestName: "  " }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.guestName).toBeTruthy();
    expect(result.fields["responses.q1"]).toBe("This question is required");
  });

  it("refuses an age that is not a whole number", () => {
    const kid = { ...emptyMember(), name: "Tom", relationship: "child" as const, age: "seven" };
    const result = buildSubmission(questions, draft({ members: [kid], answers: { q1: "Yes, I'll be there!" } }));
    expect(result.ok ? {} : result.fields).toEqual({ [`members.${kid.id}.age`]: "Age is a whole number" });
  });
});

describe("limits and keys", () => {
  it("allows adding until five members", () => {
    expect(canAddMember(Array.from({ length: 4 }, emptyMember))).toBe(true);
    expect(canAddMember(Array.from({ length: 5 }, emptyMember))).toBe(false);
  });
  it("makes a fresh, header-safe idempotency key each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
