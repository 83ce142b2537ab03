import { describe, expect, it } from "vitest";
import type { LinkView } from "../../../contract/invitation";
import { DEFAULT_QUESTIONS, type Question } from "../../../contract/question";
import { buildReply, draftFromView, localFieldKeys, newSeat, perPersonQuestions, shownQuestions, type PartyDraft } from "./reply-draft";

const questions: Question[] = DEFAULT_QUESTIONS.map((question, index) => ({ ...question, id: `q${index + 1}`, weddingId: "w", order: String(index + 1) }));
const [attendance, meal, dietary, hotel] = questions as [Question, Question, Question, Question];

const view: LinkView = {
  weddingCode: "ABC123",
  party: {
    name: "The Okafor family",
    guests: [
      { id: "g1", firstName: "Ada", lastName: "Okafor", isChild: false },
      { id: "g2", firstName: "Ben", lastName: "Okafor", isChild: false },
    ],
    extraSeats: 1,
    emailOnFile: false,
  },
  reply: null,
};

const draft = (patch: Partial<PartyDraft>): PartyDraft => ({ ...draftFromView(view), ...patch });

describe("an invitation reply", () => {
  it("asks nothing else until everyone has a choice, then hides meals when nobody comes", () => {
    expect(shownQuestions(questions, view, draft({ attending: { g1: true } })).waiting).toBe(true);
    const declined = shownQuestions(questions, view, draft({ attending: { g1: false, g2: false } }));
    // The accommodation question is for attending guests only (issue 15); one for everyone is still asked.
    expect(declined.questions.map((question) => question.id)).toEqual([]);
    const everyoneHotel = questions.map((question) => (question === hotel ? { ...hotel, audience: "everyone" as const } : question));
    expect(shownQuestions(everyoneHotel, view, draft({ attending: { g1: false, g2: false } })).questions.map((question) => question.id)).toEqual([hotel.id]);
    // Without an attendance question the taps still decide it.
    const noAttendance = questions.slice(1);
    expect(shownQuestions(noAttendance, view, draft({ attending: { g1: false, g2: false } })).questions.map((question) => question.id)).toEqual([]);
    const coming = shownQuestions(questions, view, draft({ attending: { g1: true, g2: false } }));
    expect(coming.questions.map((question) => question.id)).toEqual([meal.id, dietary.id, hotel.id]);
  });

  it("answers the attendance question from the taps and keys per-person answers by guest id and seat key", () => {
    const seat = { ...newSeat(), name: "Chi Eze" };
    const built = buildReply(
      questions,
      view,
      draft({ attending: { g1: true, g2: false }, seats: [seat], answers: { [meal.id]: { g1: "Beef", g2: "Chicken", [seat.id]: "Vegetarian" } } }),
    );
    expect(built).toEqual({
      ok: true,
      body: {
        guests: [
          { guestId: "g1", attending: true },
          { guestId: "g2", attending: false },
        ],
        extraGuests: [{ name: "Chi Eze", isChild: false, age: null }],
        // Ben is not coming: his meal is not sent.
        responses: { [attendance.id]: "Yes, I'll be there!", [meal.id]: { g1: "Beef", "seat-1": "Vegetarian" } },
        guestEmail: "",
        website: "",
      },
    });
  });

  it("says who still needs a choice, drops blank seats and checks a child's age", () => {
    const blank = newSeat();
    const child = { ...newSeat(), name: "Tiny", isChild: true, age: "twelve" };
    const built = buildReply(questions, view, draft({ attending: { g1: true }, seats: [blank, child] }));
    expect(built).toEqual({
      ok: false,
      fields: { "guests.g2": "Choose whether Ben is coming", [`seats.${child.id}.age`]: "Age is a whole number from 0 to 17" },
    });
  });

  it("a declining party sends the attendance 'no' and no seats", () => {
    const built = buildReply(questions, view, draft({ attending: { g1: false, g2: false }, seats: [{ ...newSeat(), name: "Chi" }] }));
    expect(built.ok && built.body.responses?.[attendance.id]).toBe("Sorry, can't make it");
    expect(built.ok && built.body.extraGuests).toEqual([]);
  });

  it("reopens with the stored reply, its seats keyed as the server keys them", () => {
    const reopened = draftFromView({
      ...view,
      reply: {
        guests: [
          { guestId: "g1", attending: true },
          { guestId: "g2", attending: false },
        ],
        extraGuests: [{ name: "Chi Eze", isChild: true, age: 4 }],
        responses: { [meal.id]: { g1: "Beef", "seat-1": "Chicken" } },
        guestEmail: "",
        guestPhone: null,
        updatedAt: "2027-01-01T00:00:00.000Z",
      },
    });
    expect(reopened.attending).toEqual({ g1: true, g2: false });
    expect(reopened.seats).toEqual([{ id: "seat-1", name: "Chi Eze", isChild: true, age: "4" }]);
    const built = buildReply(questions, view, reopened);
    expect(built.ok && built.body.responses?.[meal.id]).toEqual({ g1: "Beef", "seat-1": "Chicken" });
  });

  it("places the server's seat errors beside the seat that caused them", () => {
    const first = { ...newSeat(), name: "A" };
    const second = { ...newSeat(), name: "B" };
    const local = localFieldKeys(
      { "extraGuests.1.name": "Too long", [`responses.${meal.id}.seat-2`]: "Choose one of the options" },
      draft({ attending: { g1: true }, seats: [first, second] }),
    );
    expect(local).toEqual({ [`seats.${second.id}.name`]: "Too long", [`responses.${meal.id}.${second.id}`]: "Choose one of the options" });
  });

  describe("with an extra event (docs/decisions/0019-events.md)", () => {
    const brunch: Question = {
      ...attendance,
      id: "b1",
      order: "10",
      question: "Brunch: will you attend?",
      options: ["Yes, I'll be there", "No, I can't make it"],
      required: true,
      answerScope: "individual",
      role: null,
      eventId: "e1",
      eventAttendance: true,
    };
    const brunchMeal: Question = { ...meal, id: "b2", order: "11", answerScope: "individual", eventId: "e1", required: true };
    const withBrunch = [...questions, brunch, brunchMeal];

    it("asks its attendance of a guest who declines the wedding, and its meal once they say yes", () => {
      const nobody = draft({ attending: { g1: false, g2: false } });
      expect(shownQuestions(withBrunch, view, nobody).questions.map((question) => question.id)).toEqual([brunch.id]);
      // The event's questions are under its heading, not in each person's card.
      expect(perPersonQuestions(withBrunch, nobody.answers).map((question) => question.id)).toEqual([meal.id, dietary.id]);
      // Offered, not required: the server requires an event's attendance only of those coming to the wedding (issue 29 item 4).
      const declining = buildReply(withBrunch, view, nobody);
      expect(declining.ok && declining.body.responses).toEqual({ [attendance.id]: attendance.options[1] });

      const answers = { [brunch.id]: { g1: "No, I can't make it", g2: "Yes, I'll be there" } };
      expect(shownQuestions(withBrunch, view, { ...nobody, answers }).questions.map((question) => question.id)).toEqual([brunch.id, brunchMeal.id]);
      const noMeal = buildReply(withBrunch, view, { ...nobody, answers });
      // Ben comes to the brunch: its meal is his to answer, not Ada's.
      expect(noMeal.ok ? [] : Object.keys(noMeal.fields)).toEqual([`responses.${brunchMeal.id}.g2`]);
      const built = buildReply(withBrunch, view, { ...nobody, answers: { ...answers, [brunchMeal.id]: { g1: "Beef", g2: "Vegetarian" } } });
      expect(built.ok && built.body.responses).toEqual({
        [attendance.id]: attendance.options[1],
        [brunch.id]: { g1: "No, I can't make it", g2: "Yes, I'll be there" },
        [brunchMeal.id]: { g2: "Vegetarian" },
      });
    });
  });
});
