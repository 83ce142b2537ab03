import { describe, expect, it } from "vitest";
import { DEFAULT_QUESTIONS, type Question } from "../question";
import type { RsvpResponse } from "../response";
import { analyseResponses } from "./analytics";
import { summariseEvent } from "./event-summary";
import { countHeads, peopleOfReply, type CountedParty } from "./head-count";
import { partyAttendance } from "./party-status";
import { summariseResponses } from "./summary";

const YES = "Yes, I'll be there!";
const NO = "Sorry, can't make it";
// The default questions: q1 is the attendance question (YES or NO).
const questions: Question[] = DEFAULT_QUESTIONS.map((question, index) => ({ ...question, id: `q${index + 1}`, weddingId: "w", order: String(index + 1) }));

const reply = (over: Partial<RsvpResponse>): RsvpResponse => ({
  id: "r",
  weddingId: "w",
  guestName: "Someone",
  guestEmail: "",
  guestPhone: null,
  partyMembers: [],
  responses: { q1: YES },
  sideAssignment: null,
  submittedAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...over,
});

const party = (id: string, names: string[], extraSeats = 0, side: CountedParty["side"] = null): CountedParty => ({
  id,
  tags: [],
  guestCount: names.length,
  guests: names.map((name, index) => ({ id: `${id}-g${index}`, name })),
  extraSeats,
  side,
});

// Four households: two replied from their links (one partly), one matched open-form reply, one silent with a +1.
const okafor = party("okafor", ["Chidi Okafor", "Ada Okafor", "Emeka Okafor"], 0, "bride");
const garcia = party("garcia", ["Maria Garcia", "José Garcia"], 1, "groom");
const lopez = party("lopez", ["Ana Lopez", "Luis Lopez"], 0, "groom");
const silent = party("silent", ["Tom Silent", "Tess Silent"], 1, "bride");
const parties = [okafor, garcia, lopez, silent];

const replies = [
  // Chidi and Ada come; Emeka does not.
  reply({
    guestName: "Chidi Okafor",
    partyId: "okafor",
    partyMatch: "invitation",
    sideAssignment: "bride",
    partyMembers: [
      { id: "primary", name: "Chidi Okafor", relationship: "self", isPrimary: true, guestId: "okafor-g0" },
      { id: "m1", name: "Ada Okafor", relationship: "spouse", isPrimary: false, guestId: "okafor-g1" },
    ],
  }),
  // Nobody from the Garcias: a link's reply with nobody coming lists nobody.
  reply({ guestName: "Maria Garcia", partyId: "garcia", partyMatch: "invitation", sideAssignment: "groom", responses: { q1: NO } }),
  // Ana answered on the open form for herself; the couple matched it to the Lopez household.
  reply({ guestName: "Ana Lopez", partyId: "lopez", partyMatch: "confirmed", sideAssignment: "groom" }),
  // A friend on the open form with a partner: no household.
  reply({
    guestName: "Pat Friend",
    partyMembers: [
      { id: "primary", name: "Pat Friend", relationship: "self", isPrimary: true },
      { id: "m1", name: "Sam Friend", relationship: "partner", isPrimary: false },
    ],
  }),
  // An open-form reply that says neither yes nor no.
  reply({ guestName: "Undecided", responses: {} }),
];

describe("the head count (one rule for every screen and file)", () => {
  it("counts replies by person, a household's guests who said no, and every seat of a household not heard from as pending", () => {
    const count = countHeads(replies, parties, questions);
    expect(count.attending).toEqual({ bride: 2, groom: 1, both: 0, unassigned: 2, total: 5 });
    expect(count.declined).toEqual({ bride: 1, groom: 3, both: 0, unassigned: 0, total: 4 });
    // The silent household's two guests and its open seat, and the undecided reply.
    expect(count.pending).toEqual({ bride: 3, groom: 0, both: 0, unassigned: 1, total: 4 });
    expect(count).toMatchObject({ replies: 5, repliedParties: 3, notRepliedParties: 1, openReplies: 2, openReplyPeople: 3 });
  });

  it("agrees with the guest list's own reading of each household (party-status.ts)", () => {
    for (const [target, own] of [
      [okafor, replies[0]!],
      [garcia, replies[1]!],
      [lopez, replies[2]!],
    ] as const) {
      const people = peopleOfReply(own, target, questions);
      const attendance = partyAttendance(
        target.guests.map((guest) => guest.id),
        { partyMatch: own.partyMatch!, partyMembers: own.partyMembers, answers: own.responses },
        questions,
      );
      expect(people.filter((person) => person.status === "attending").length, target.id).toBe(attendance.attending);
      expect(people.filter((person) => person.status === "not_attending").length, target.id).toBe(attendance.declined);
    }
    // The people who said no are named: Emeka from his household's list, Luis by the name Ana did not give.
    expect(
      peopleOfReply(replies[0]!, okafor, questions)
        .filter((person) => person.status === "not_attending")
        .map((person) => person.name),
    ).toEqual(["Emeka Okafor"]);
    expect(peopleOfReply(replies[2]!, lopez, questions).map((person) => [person.name, person.status])).toEqual([
      ["Ana Lopez", "attending"],
      ["Luis Lopez", "not_attending"],
    ]);
  });

  it("gives the responses page's cards, its panel and the main event the same numbers", () => {
    const count = countHeads(replies, parties, questions);
    expect(summariseResponses(replies, questions, parties).attendingGuests).toBe(count.attending.total);
    const analytics = analyseResponses(questions, replies, parties);
    expect({ attending: analytics.attending, declined: analytics.declined, pending: analytics.pending }).toEqual({
      attending: count.attending,
      declined: count.declined,
      pending: count.pending,
    });
    expect(summariseEvent({ id: "main" }, questions, replies, parties)).toMatchObject({
      attending: count.attending.total,
      notAttending: count.declined.total,
      pending: count.pending.total,
    });
  });

  it("without a guest list counts as docs/spec.md section 4 always has: party size by status", () => {
    const open = replies.map(({ partyId: _p, partyMatch: _m, ...rest }) => rest);
    const count = countHeads(open, [], questions);
    expect([count.attending.total, count.declined.total, count.pending.total]).toEqual([2 + 1 + 2, 1, 1]);
    expect(count.notRepliedParties).toBe(0);
  });

  it("knows a household's guest in a matched reply however the name is written", () => {
    const garcias = party("garcia", ["José García", "Maria Garcia"]);
    const declined = reply({ guestName: "JOSE GARCIA", partyId: "garcia", partyMatch: "confirmed", responses: { q1: NO } });
    expect(peopleOfReply(declined, garcias, questions).map((person) => [person.name, person.status])).toEqual([
      ["JOSE GARCIA", "not_attending"],
      ["Maria Garcia", "not_attending"],
    ]);
  });

  it("counts a reply only suggested for a household once: as the open-form reply it is", () => {
    const suggested = reply({ guestName: "Tom Silent", partyId: "silent", partyMatch: "suggested" });
    const count = countHeads([suggested], [silent], questions);
    expect([count.attending.total, count.pending.total, count.notRepliedParties, count.openReplies]).toEqual([1, 0, 1, 1]);
  });
});
