import { describe, expect, it } from "vitest";
import { DEFAULT_QUESTIONS, type Question } from "../question";
import { findAttendanceQuestion, isAttendanceQuestion, isMealQuestion, isYesAnswer } from "./attendance";
import { isRsvpClosed, todayIn } from "./deadline";
import { formVisibility } from "./visibility";

const questions: Question[] = DEFAULT_QUESTIONS.map((question, index) => ({
  ...question,
  id: `q${index + 1}`,
  weddingId: "w",
  order: String(index + 1),
}));
const [attend, meal, dietary, hotel] = questions as [Question, Question, Question, Question];
const ids = (list: Question[]) => list.map((question) => question.id);
const q = (id: string, question: string, order: string): Question => ({
  id,
  weddingId: "w",
  question,
  type: "text",
  options: [],
  required: false,
  order,
  answerScope: "party",
  audience: "everyone",
  role: null,
  translations: {},
});

describe("attendance question detection (docs/spec.md section 4)", () => {
  it.each(["Will you attend our wedding?", "WILL YOU ATTEND the ceremony?", "Can you attend our wedding?", "Are you attending?", "Attending the reception?"])(
    "recognises %j",
    (text) => expect(isAttendanceQuestion({ question: text })).toBe(true),
  );
  it.each(["Meal preference", "Do you need accommodation assistance?", "Will you dance?", "Attendance notes"])("does not take %j for it", (text) =>
    expect(isAttendanceQuestion({ question: text })).toBe(false),
  );
  it("picks the attendance question wherever the couple put it", () => {
    const list = [q("a", "Song request", "1"), q("b", "Are you attending?", "2")];
    expect(findAttendanceQuestion(list)?.id).toBe("b");
  });
});

describe("meal-like questions and yes answers", () => {
  it.each(["Meal preference", "Food allergies", "Dietary restrictions or allergies", "Dinner choice", "Lunch?", "Breakfast on Sunday"])(
    "%j is meal-like",
    (text) => expect(isMealQuestion({ question: text })).toBe(true),
  );
  it("accommodation is not meal-like", () => expect(isMealQuestion(hotel)).toBe(false));
  it("a yes contains 'yes' or 'there'", () => {
    expect(isYesAnswer("Yes, I'll be there!")).toBe(true);
    expect(isYesAnswer("I'll be there")).toBe(true);
    expect(isYesAnswer("Sorry, can't make it")).toBe(false);
    expect(isYesAnswer(undefined)).toBe(false);
  });
});

describe("formVisibility", () => {
  it("shows only the attendance question, first, until it is answered", () => {
    const shuffled = [
      { ...hotel, order: "1" },
      { ...attend, order: "2" },
      { ...meal, order: "3" },
    ];
    const view = formVisibility(shuffled, {});
    expect(ids(view.visible)).toEqual(["q1"]);
    expect(view.showParty).toBe(false);
  });

  it("after a yes shows every question, attendance first, and the party section", () => {
    const view = formVisibility([{ ...hotel, order: "1" }, { ...attend, order: "2" }, meal, dietary], { q1: "Yes, I'll be there!" });
    expect(ids(view.visible)).toEqual(["q1", "q4", "q2", "q3"]);
    expect(view.showParty).toBe(true);
  });

  it("after a no hides meal, food and dietary questions and the party section", () => {
    const view = formVisibility([...questions.slice(0, 3), { ...hotel, audience: "everyone" }], { q1: "Sorry, can't make it" });
    expect(ids(view.visible)).toEqual(["q1", "q4"]);
    expect(view.showParty).toBe(false);
  });

  it("after a no hides questions for attending guests only: the default accommodation question is one (issue 15)", () => {
    expect(hotel.audience).toBe("attending");
    expect(ids(formVisibility(questions, { q1: "Sorry, can't make it" }).visible)).toEqual(["q1"]);
    expect(ids(formVisibility(questions, { q1: "Yes, I'll be there!" }).visible)).toEqual(["q1", "q2", "q3", "q4"]);
  });

  it("a blank answer counts as unanswered", () => {
    expect(ids(formVisibility(questions, { q1: "   " }).visible)).toEqual(["q1"]);
  });

  it("with no attendance question everything shows, party included", () => {
    const list = [q("a", "Song request", "2"), q("b", "Dinner choice", "1")];
    const view = formVisibility(list, {});
    expect(ids(view.visible)).toEqual(["b", "a"]);
    expect(view.showParty).toBe(true);
  });
});

describe("RSVP deadline around midnight in the wedding's time zone", () => {
  // 2027-05-14 is the deadline: open until 23:59:59.999 that day, where the wedding is.
  const deadline = "2027-05-14";

  it("Pacific/Auckland (UTC+12 in May): closes at Auckland midnight, 12:00 UTC on the 14th", () => {
    const zone = "Pacific/Auckland";
    const justBefore = new Date("2027-05-14T11:59:59.999Z"); // 23:59:59.999 on the 14th in Auckland
    const justAfter = new Date("2027-05-14T12:00:00.000Z"); // 00:00 on the 15th in Auckland
    expect(todayIn(zone, justBefore)).toBe("2027-05-14");
    expect(isRsvpClosed(deadline, zone, justBefore)).toBe(false);
    expect(todayIn(zone, justAfter)).toBe("2027-05-15");
    expect(isRsvpClosed(deadline, zone, justAfter)).toBe(true);
  });

  it("America/Los_Angeles (UTC-7 in May): still open when it is already the 15th in UTC", () => {
    const zone = "America/Los_Angeles";
    const justBefore = new Date("2027-05-15T06:59:59.999Z"); // 23:59:59.999 on the 14th in Los Angeles
    const justAfter = new Date("2027-05-15T07:00:00.000Z"); // 00:00 on the 15th in Los Angeles
    expect(isRsvpClosed(deadline, zone, justBefore)).toBe(false);
    expect(isRsvpClosed(deadline, zone, justAfter)).toBe(true);
    // The same instant is already past the deadline in Auckland.
    expect(isRsvpClosed(deadline, "Pacific/Auckland", justBefore)).toBe(true);
  });

  it("no deadline never closes", () => {
    expect(isRsvpClosed(null, "UTC", new Date("2100-01-01T00:00:00Z"))).toBe(false);
    expect(isRsvpClosed("", "UTC")).toBe(false);
  });
});
