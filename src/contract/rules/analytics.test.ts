import { describe, expect, it } from "vitest";
import { DEFAULT_QUESTIONS, type Question } from "../question";
import type { RsvpResponse } from "../response";
import { analyseResponses } from "./analytics";

const questions: Question[] = DEFAULT_QUESTIONS.map((q, i) => ({ ...q, id: `q${i + 1}`, weddingId: "w", order: String(i + 1) }));
const YES = "Yes, I'll be there!";
const NO = "Sorry, can't make it";

function response(overrides: Partial<RsvpResponse>): RsvpResponse {
  return {
    id: Math.random().toString(36).slice(2),
    weddingId: "w",
    guestName: "Guest",
    guestEmail: "g@example.com",
    guestPhone: null,
    partyMembers: [],
    responses: {},
    sideAssignment: null,
    submittedAt: "2027-01-10T10:00:00.000Z",
    updatedAt: "2027-01-10T10:00:00.000Z",
    ...overrides,
  };
}

describe("analyseResponses", () => {
  const family = response({
    guestName: "Olivia",
    sideAssignment: "bride",
    partyMembers: [
      { id: "primary", name: "Olivia", relationship: "self", isPrimary: true },
      { id: "m1", name: "Tom", relationship: "spouse", isPrimary: false },
      { id: "m2", name: "Ivy", relationship: "child", age: 6, isPrimary: false },
    ],
    responses: { q1: YES, q2: { primary: "Beef", m1: "Beef", m2: "Chicken" }, q3: { m2: "No nuts", m1: "none" } },
  });
  const single = response({
    guestName: "Ben",
    sideAssignment: "groom",
    responses: { q1: YES, q2: { primary: "Vegetarian" } },
    submittedAt: "2027-01-12T09:00:00.000Z",
  });
  const declined = response({ guestName: "Cara", responses: { q1: NO, q2: { primary: "Beef" } }, submittedAt: "2027-01-12T18:00:00.000Z" });
  const silent = response({ guestName: "Dev", sideAssignment: "groom", responses: {} });
  const result = analyseResponses(questions, [family, single, declined, silent]);

  it("counts people by reply and side", () => {
    expect(result.attending).toEqual({ bride: 3, groom: 1, both: 0, unassigned: 0, total: 4 });
    expect(result.declined).toEqual({ bride: 0, groom: 0, both: 0, unassigned: 1, total: 1 });
    expect(result.pending).toEqual({ bride: 0, groom: 1, both: 0, unassigned: 0, total: 1 });
  });

  it("totals meals per option and side for attending people only, with unanswered people counted", () => {
    expect(result.meals).toHaveLength(1);
    const byOption = Object.fromEntries(result.meals[0]!.options.map(({ option, counts }) => [option, counts]));
    expect(byOption.Beef).toEqual({ bride: 2, groom: 0, both: 0, unassigned: 0, total: 2 });
    expect(byOption.Chicken).toEqual({ bride: 1, groom: 0, both: 0, unassigned: 0, total: 1 });
    expect(byOption.Vegetarian).toEqual({ bride: 0, groom: 1, both: 0, unassigned: 0, total: 1 });
    expect(byOption["No answer"]).toBeUndefined();
  });

  it("lists dietary notes by person, skipping 'none'", () => {
    expect(result.dietaryNotes).toEqual([{ name: "Ivy", guestName: "Olivia", note: "No nuts", side: "bride" }]);
  });

  it("counts replies per day with a running total", () => {
    expect(result.overTime).toEqual([
      { day: "2027-01-10", count: 2, cumulative: 2 },
      { day: "2027-01-12", count: 2, cumulative: 4 },
    ]);
  });
});
