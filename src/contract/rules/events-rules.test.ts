import { describe, expect, it } from "vitest";
import { DEFAULT_QUESTIONS, type Question } from "../question";
import type { RsvpResponse } from "../response";
import { checkRsvp } from "./answers";
import { findAttendanceQuestion } from "./attendance";
import { isInvitedTo, questionsForAudience, type EventAccess } from "./event-audience";
import { summariseEvent } from "./event-summary";
import { inScheduleOrder } from "./schedule-order";
import { formVisibility } from "./visibility";

// docs/decisions/0019-events.md: who sees an event, what the form asks, what the counts say.

const main: Question[] = DEFAULT_QUESTIONS.map((question, index) => ({ ...question, id: `q${index + 1}`, weddingId: "w", order: String(index + 1) }));
const attendance = (eventId: string, name: string, order: string): Question => ({
  id: `${eventId}-yes`,
  weddingId: "w",
  question: `${name}: will you attend?`,
  type: "radio",
  options: ["Yes, I'll be there", "No, I can't make it"],
  required: true,
  order,
  answerScope: "individual",
  audience: "everyone",
  eventId,
  eventAttendance: true,
  role: null,
  translations: {},
});
const dinner = attendance("dinner", "Rehearsal dinner", "5");
const supper: Question = {
  ...dinner,
  id: "dinner-food",
  question: "Supper choice",
  options: ["Fish", "Lamb"],
  required: false,
  order: "6",
  eventAttendance: undefined,
};
const questions = [...main, dinner, supper];
const privateDinner: EventAccess = { id: "dinner", visibility: "invited", invitedTags: ["family"], invitedPartyIds: ["p-okafor"] };

describe("who may see an event", () => {
  it("an open event is everyone's; a private one only the named parties' and the tagged ones'", () => {
    expect(isInvitedTo({ ...privateDinner, visibility: "everyone" }, null)).toBe(true);
    expect(isInvitedTo(privateDinner, null)).toBe(false);
    expect(isInvitedTo(privateDinner, { partyId: "p-okafor", tags: [] })).toBe(true);
    expect(isInvitedTo(privateDinner, { partyId: "p-adeyemi", tags: ["family"] })).toBe(true);
    expect(isInvitedTo(privateDinner, { partyId: "p-friends", tags: ["friends"] })).toBe(false);
    expect(questionsForAudience(questions, [privateDinner], null).map((question) => question.id)).toEqual(["q1", "q2", "q3", "q4"]);
    // A question of an event nobody knows of is hidden: the rule fails closed.
    expect(questionsForAudience(questions, [], { partyId: "p-okafor", tags: [] })).toHaveLength(4);
  });
});

describe("the form with an event", () => {
  it("never takes an event's attendance question for the wedding's, whatever the event is called", () => {
    expect(findAttendanceQuestion([dinner, ...main])!.id).toBe("q1");
    // "dinner" is a meal word: the event's own attendance question is still asked after a no to the wedding.
    const after = formVisibility(questions, { q1: "Sorry, can't make it" });
    expect(after.visible.map((question) => question.id)).toContain("dinner-yes");
  });

  it("shows an event's own question after someone's yes to it, and keeps only the answers of people coming to it", () => {
    expect(formVisibility(questions, { q1: "Yes, I'll be there!" }).visible.map((question) => question.id)).not.toContain("dinner-food");
    const yes = { q1: "Yes, I'll be there!", "dinner-yes": { primary: "No, I can't make it", ann: "Yes, I'll be there" } };
    expect(formVisibility(questions, yes).visible.map((question) => question.id)).toContain("dinner-food");
    const checked = checkRsvp(questions, {
      guestName: "Bo",
      partyMembers: [{ id: "ann", name: "Ann", relationship: "spouse" }],
      responses: { ...yes, "dinner-food": { primary: "Fish", ann: "Lamb" } },
    });
    expect(checked).toMatchObject({ ok: true, answers: { "dinner-food": { ann: "Lamb" } } });
    // The event's attendance is required of each person.
    const missing = checkRsvp(questions, { guestName: "Bo", responses: { q1: "Yes, I'll be there!" } });
    expect(missing).toMatchObject({ ok: false, fields: { "responses.dinner-yes.primary": "This question is required" } });
  });
});

const reply = (over: Partial<RsvpResponse>): RsvpResponse => ({
  id: "r",
  weddingId: "w",
  guestName: "Chidi Okafor",
  guestEmail: "",
  guestPhone: null,
  partyMembers: [],
  responses: {},
  sideAssignment: null,
  submittedAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...over,
});

const guests = (...ids: string[]) => ids.map((id) => ({ id, name: `Guest ${id}` }));

describe("counts per event", () => {
  const okafors = reply({
    partyId: "p-okafor",
    partyMatch: "invitation",
    partyMembers: [
      { id: "primary", name: "Chidi Okafor", relationship: "self", isPrimary: true, guestId: "g1" },
      { id: "g2", name: "Ada Okafor", relationship: "guest", isPrimary: false, guestId: "g2" },
    ],
    responses: { q1: "Yes, I'll be there!", "dinner-yes": { primary: "Yes, I'll be there", g2: "No, I can't make it" }, "dinner-food": { primary: "Fish" } },
  });
  const friends = reply({
    guestName: "Carl",
    partyId: "p-friends",
    partyMatch: "invitation",
    partyMembers: [{ id: "primary", name: "Carl", relationship: "self", isPrimary: true, guestId: "g9" }],
    responses: { q1: "Yes, I'll be there!" },
  });
  const parties = [
    { id: "p-okafor", tags: [], guestCount: 3, guests: guests("g1", "g2", "g3") },
    { id: "p-adeyemi", tags: ["family"], guestCount: 2, guests: guests("g4", "g5") },
    { id: "p-friends", tags: ["friends"], guestCount: 1, guests: guests("g9") },
  ];

  it("counts only invited parties: yes, no, the guest who declined the wedding, and the tagged party that has not replied", () => {
    const summary = summariseEvent({ id: "dinner", access: privateDinner }, questions, [okafors, friends], parties);
    expect(summary).toMatchObject({
      attending: 1,
      notAttending: 2,
      pending: 2,
      meals: [
        {
          questionId: "dinner-food",
          options: [
            { option: "Fish", count: 1 },
            { option: "Lamb", count: 0 },
          ],
        },
      ],
    });
    // Moved out of the invitation: their answers stay stored but no longer count.
    const without = summariseEvent({ id: "dinner", access: { ...privateDinner, invitedPartyIds: [] } }, questions, [okafors, friends], parties);
    expect(without).toMatchObject({ attending: 0, notAttending: 0, pending: 2 });
  });

  it("the main event counts as the responses page always has", () => {
    expect(summariseEvent({ id: "main" }, questions, [okafors, friends], parties)).toMatchObject({ attending: 3, notAttending: 1, pending: 2 });
  });
});

describe("the schedule's order", () => {
  it("lists events by day and start, a day-less one on the wedding's day and a time-less one last on its day, whatever order they were added in", () => {
    const event = (id: string, date: string | null, startTime: string | null) => ({ id, date, startTime });
    const events = [
      event("brunch", "2027-06-13", "11:00"),
      event("drinks", "2027-06-11", null),
      event("dinner", "2027-06-11", "19:00"),
      event("tbd", null, null),
    ];
    expect(inScheduleOrder(events, "2027-06-12").map((each) => each.id)).toEqual(["dinner", "drinks", "tbd", "brunch"]);
  });
});
