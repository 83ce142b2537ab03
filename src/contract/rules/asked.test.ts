import { describe, expect, it } from "vitest";
import type { Question } from "../question";
import { checkRsvp } from "./answers";
import { askedOf } from "./asked";

// Issue 29 item 4: a decliner is asked only what the couple meant for everyone; an event's
// questions go only to the people coming to that event.
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

const YES = "Yes, I'll be there!";
const NO = "Sorry, can't make it";
const attend = question("Will you attend our wedding?", { type: "radio", options: [YES, NO], required: true, role: "attendance" });
const song = question("A song that will get you dancing?", { required: true, audience: "attending" });
const message = question("A message for the couple", { required: true });
// The welcome drinks ask whether each person comes; the boat trip asks nobody, so it is for those coming to the wedding.
const drinks = question("Welcome drinks", {
  type: "radio",
  options: ["Count me in", "Not this time"],
  required: true,
  answerScope: "individual",
  eventId: "e1",
  eventAttendance: true,
});
const drinksMeal = question("Drinks: anything you can't eat?", { required: true, answerScope: "individual", eventId: "e1" });
const boatSeat = question("Boat trip: life jacket size", { required: true, eventId: "e2" });
const QUESTIONS = [attend, song, message, drinks, drinksMeal, boatSeat];

const fieldsOf = (result: ReturnType<typeof checkRsvp>) => (result.ok ? {} : result.fields);

describe("who a question is asked of (issue 29 item 4)", () => {
  it("a decliner of the open form sends with only what is for everyone: no song, no event question required", () => {
    const result = checkRsvp(QUESTIONS, { guestName: "Ana", responses: { [attend.id]: NO, [message.id]: "Have a lovely day" } });
    expect(result).toEqual({ ok: true, partyMembers: [], answers: { [attend.id]: NO, [message.id]: "Have a lovely day" } });
    // What the couple meant for everyone is still required of them.
    expect(fieldsOf(checkRsvp(QUESTIONS, { guestName: "Ana", responses: { [attend.id]: NO } }))).toEqual({
      [`responses.${message.id}`]: "This question is required",
    });
  });

  it("a decliner who still comes to the welcome drinks is asked that event's questions, and only those", () => {
    const responses = { [attend.id]: NO, [message.id]: "x", [drinks.id]: { primary: "Count me in" }, [song.id]: "Dancing Queen" };
    expect(fieldsOf(checkRsvp(QUESTIONS, { guestName: "Ana", responses }))).toEqual({ [`responses.${drinksMeal.id}.primary`]: "This question is required" });
    const sent = checkRsvp(QUESTIONS, { guestName: "Ana", responses: { ...responses, [drinksMeal.id]: { primary: "Nuts" } } });
    // The song was not asked of a decliner: dropped, never stored.
    expect(sent.ok && sent.answers).toEqual({
      [attend.id]: NO,
      [message.id]: "x",
      [drinks.id]: { primary: "Count me in" },
      [drinksMeal.id]: { primary: "Nuts" },
    });
  });

  it("an attending guest must answer the attending-only song and the events' questions meant for them", () => {
    const fields = fieldsOf(checkRsvp(QUESTIONS, { guestName: "Ana", responses: { [attend.id]: YES, [message.id]: "x" } }));
    expect(fields).toEqual({
      [`responses.${song.id}`]: "This question is required",
      [`responses.${drinks.id}.primary`]: "This question is required",
      [`responses.${boatSeat.id}`]: "This question is required",
    });
  });

  it("a mixed family: each question to the people it is for", () => {
    const people = { coming: ["primary", "kid"], declined: ["grandma"] };
    const answers = { [attend.id]: YES, [drinks.id]: { primary: "Not this time", kid: "Not this time", grandma: "Count me in" } };
    const asked = (q: Question) => askedOf(q, QUESTIONS, answers, people);
    expect(asked(attend)).toEqual({ asked: ["primary", "kid", "grandma"], required: ["primary", "kid", "grandma"] });
    expect(asked(song)).toEqual({ asked: ["primary", "kid"], required: ["primary", "kid"] });
    expect(asked(message).asked).toEqual(["primary", "kid", "grandma"]);
    // Grandma declined the wedding but comes to the drinks: she may answer its attendance, and only she gets its food question.
    expect(asked(drinks)).toEqual({ asked: ["primary", "kid", "grandma"], required: ["primary", "kid"] });
    expect(asked(drinksMeal)).toEqual({ asked: ["grandma"], required: ["grandma"] });
    expect(asked(boatSeat).asked).toEqual(["primary", "kid"]);
  });

  it("an event-only attendee (declined the wedding, comes to the drinks) in a household: nothing of the wedding's attending guests", () => {
    const people = { coming: [], declined: ["g1", "g2"] };
    const answers = { [attend.id]: NO, [drinks.id]: { g1: "Count me in", g2: "Not this time" } };
    const asked = (q: Question) => askedOf(q, QUESTIONS, answers, people, "").asked;
    expect([song, boatSeat].map(asked)).toEqual([[], []]);
    expect(asked(drinks)).toEqual(["g1", "g2"]);
    expect(askedOf(drinks, QUESTIONS, answers, people, "").required).toEqual([]);
    expect(asked(drinksMeal)).toEqual(["g1"]);
  });
});
