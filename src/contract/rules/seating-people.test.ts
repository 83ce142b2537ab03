import { describe, expect, it } from "vitest";
import type { Question } from "../question";
import type { RsvpResponse } from "../response";
import { seatingPeople, type SeatingParty } from "./seating-people";

const attend: Question = {
  id: "q-attend",
  question: "Will you attend our wedding?",
  type: "radio",
  options: ["Yes", "No"],
  required: true,
  order: "0",
  answerScope: "party",
  role: "attendance",
  weddingId: "w",
  audience: "everyone",
  translations: {},
} as Question;
const meal: Question = {
  id: "q-meal",
  question: "Meal preference",
  type: "radio",
  options: ["Fish", "Veg"],
  required: false,
  order: "1",
  answerScope: "individual",
  role: "meal",
  weddingId: "w",
  audience: "attending",
  translations: {},
} as Question;
const party = (id: string, names: string[]): SeatingParty => ({
  id,
  name: `The ${id}s`,
  tags: ["Work"],
  side: "bride",
  guestCount: names.length,
  extraSeats: 1,
  guests: names.map((name, i) => ({ id: `${id}-${i}`, name })),
});
const reply = (over: Partial<RsvpResponse>): RsvpResponse =>
  ({ id: "r", guestName: "Ann", partyMembers: [], responses: {}, sideAssignment: null, partyId: null, partyMatch: null, ...over }) as RsvpResponse;

describe("who takes a seat", () => {
  it("seats a household's own reply by guest id, its named open seat by the reply, and lists its guests who said no as declined", () => {
    const lees = party("lee", ["Ann Lee", "Bo Lee"]);
    const people = seatingPeople(
      [
        reply({
          id: "r1",
          partyId: "lee",
          partyMatch: "invitation",
          guestName: "Ann Lee",
          partyMembers: [
            { id: "primary", name: "Ann Lee", relationship: "self", isPrimary: true, guestId: "lee-0" },
            { id: "seat-1", name: "Cy Park", relationship: "guest", isPrimary: false },
          ],
          responses: { "q-meal": { primary: "Fish", "seat-1": "Veg" } },
        }),
      ],
      [lees],
      [attend, meal],
    );
    expect(people.map(({ key, name, status, meal, partyId }) => ({ key, name, status, meal, partyId }))).toEqual([
      { key: "guest:lee-0", name: "Ann Lee", status: "coming", meal: "Fish", partyId: "lee" },
      { key: "reply:r1:seat-1", name: "Cy Park", status: "coming", meal: "Veg", partyId: "lee" },
      { key: "guest:lee-1", name: "Bo Lee", status: "declined", meal: null, partyId: "lee" },
    ]);
  });

  it("seats an open-form reply as its own household, tentative when it says neither yes nor no, and a household not heard from tentatively", () => {
    const people = seatingPeople(
      [
        reply({ id: "r2", guestName: "Dee Roe", responses: { "q-attend": "No" } }),
        reply({ id: "r3", guestName: "Eve Fox", partyId: "kim", partyMatch: "suggested" }),
      ],
      [party("kim", ["Kai Kim"]), party("ng", ["Lu Ng"])],
      [attend, meal],
    );
    expect(people.map(({ key, status, partyId }) => ({ key, status, partyId }))).toEqual([
      { key: "reply:r2:primary", status: "declined", partyId: "reply:r2" },
      // Only suggested for the Kims: it stands for them, as in the head count, so they are not tentative too.
      { key: "reply:r3:primary", status: "tentative", partyId: "reply:r3" },
      { key: "guest:ng-0", status: "tentative", partyId: "ng" },
    ]);
  });
});
