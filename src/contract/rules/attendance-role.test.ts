import { describe, expect, it } from "vitest";
import { defaultQuestions } from "../default-questions";
import type { Question } from "../question";
import type { RsvpResponse } from "../response";
import { analyseResponses } from "./analytics";
import { attendanceStatus, findAttendanceQuestion, isMealQuestion, isYesAnswer } from "./attendance";
import { partyAttendance } from "./party-status";
import { summariseResponses } from "./summary";
import { formVisibility } from "./visibility";

const spanish: Question[] = defaultQuestions("es", ["es", "en"]).map((q, i) => ({ ...q, id: `q${i + 1}`, weddingId: "w", order: String(i + 1) }));
const [attend, menu, dietary, hotel] = spanish as [Question, Question, Question, Question];
const yes = attend.options[0]!;
const no = attend.options[1]!;

describe("attendance in any language: questions with a role (issue 16)", () => {
  it("finds the attendance and meal questions of a Spanish invitation by their role", () => {
    expect(findAttendanceQuestion(spanish)).toBe(attend);
    expect([menu, dietary, hotel].map(isMealQuestion)).toEqual([true, true, false]);
  });

  it("reads the first option as yes and any other answer as no", () => {
    expect(isYesAnswer(yes, attend)).toBe(true);
    expect(isYesAnswer(no, attend)).toBe(false);
    // The spec's English words would read these the other way round; the role decides.
    expect(attendanceStatus({ q1: yes }, spanish)).toBe("attending");
    expect(attendanceStatus({ q1: no, q4: "Yes please" }, spanish)).toBe("not_attending");
    expect(attendanceStatus({ q4: "Sí" }, spanish)).toBe("pending");
  });

  it("keeps the spec's word rule for questions without a role, even given the questions", () => {
    const custom = spanish.map((q) => ({ ...q, role: null }));
    expect(findAttendanceQuestion(custom)).toBeUndefined();
    expect(attendanceStatus({ q1: yes }, custom)).toBe("pending");
    const english = [{ ...attend, question: "Will you attend our wedding?", options: ["Accept", "Decline"], role: null }];
    expect(attendanceStatus({ q1: "Decline" }, english)).toBe(attendanceStatus({ q1: "Decline" }));
  });

  it("ignores a question that belongs to another event", () => {
    const withEvent = [{ ...attend, id: "brunch", eventId: "e1" }, ...spanish];
    expect(findAttendanceQuestion(withEvent)?.id).toBe("q1");
  });

  it("shows meal questions and the party only after the Spanish yes", () => {
    expect(formVisibility(spanish, { q1: yes })).toMatchObject({ showParty: true });
    expect(formVisibility(spanish, { q1: yes }).visible.map((q) => q.id)).toEqual(["q1", "q2", "q3", "q4"]);
    expect(formVisibility(spanish, { q1: no })).toMatchObject({ showParty: false });
    expect(formVisibility(spanish, { q1: no }).visible.map((q) => q.id)).toEqual(["q1"]);
  });

  it("counts, tallies meals and decides party status from the role", () => {
    const reply = (answer: string, members = 0): RsvpResponse => ({
      id: answer,
      weddingId: "w",
      updatedAt: "2027-01-01T00:00:00.000Z",
      guestName: "G",
      guestEmail: "g@example.com",
      guestPhone: null,
      partyMembers: Array.from({ length: members }, (_, i) => ({ id: `m${i}`, name: `M${i}`, relationship: "guest" as const, isPrimary: false })),
      responses: { q1: answer, q2: "Pollo" },
      sideAssignment: null,
      submittedAt: "2027-01-01T00:00:00.000Z",
    });
    const replies = [reply(yes, 2), reply(no)];
    expect(summariseResponses(replies, spanish)).toMatchObject({ totalResponses: 2, attendingGuests: 2 });
    const analytics = analyseResponses(spanish, replies);
    expect(analytics.declined.total).toBe(1);
    expect(analytics.meals.map((meal) => meal.questionId)).toEqual(["q2"]);
    expect(partyAttendance(["a"], { partyMatch: "confirmed", partyMembers: [], answers: { q1: no } }, spanish).status).toBe("declined");
  });
});
