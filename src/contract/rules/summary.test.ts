import { describe, expect, it } from "vitest";
import type { PartyMember, RsvpResponse } from "../response";
import { describeResponse, summariseResponses } from "./summary";

type Row = Pick<RsvpResponse, "guestName" | "responses" | "partyMembers" | "sideAssignment">;

const party = (size: number): PartyMember[] =>
  size <= 1
    ? []
    : [
        { id: "primary", name: "Guest", relationship: "self", isPrimary: true },
        ...Array.from({ length: size - 1 }, (_, i): PartyMember => ({ id: `m${i}`, name: `M${i}`, relationship: "guest", isPrimary: false })),
      ];

const row = (answer: string, size: number, side: Row["sideAssignment"]): Row => ({
  guestName: "Guest",
  responses: { attend: answer },
  partyMembers: party(size),
  sideAssignment: side,
});

describe("summariseResponses (responses page counts)", () => {
  it("is all zeros for no responses", () => {
    expect(summariseResponses([])).toEqual({ totalResponses: 0, attendingGuests: 0, brideSide: 0, groomSide: 0, bothSides: 0, unassigned: 0 });
  });

  it("counts responses, attending people (party sizes), sides and the unassigned banner", () => {
    const rows = [
      row("Yes, I'll be there!", 3, "bride"),
      row("Yes, I'll be there!", 1, "groom"),
      row("Sorry, can't make it", 1, "groom"),
      row("Maybe", 4, null),
      row("We will come", 6, null),
    ];
    expect(summariseResponses(rows)).toEqual({
      totalResponses: 5,
      attendingGuests: 3 + 1 + 6,
      brideSide: 1,
      groomSide: 2,
      bothSides: 0,
      unassigned: 2,
    });
  });

  it("counts a reply on both sides on each side, and says how many there are", () => {
    const rows = [row("Yes", 2, "both"), row("Yes", 1, "bride"), row("Yes", 1, null)];
    expect(summariseResponses(rows)).toMatchObject({ brideSide: 2, groomSide: 1, bothSides: 1, unassigned: 1 });
  });

  it("does not count the party of a declining or undecided guest as attending", () => {
    expect(summariseResponses([row("Sorry", 5, null), row("", 3, null)]).attendingGuests).toBe(0);
  });
});

describe("describeResponse", () => {
  it("gives the same status and head count the list and the CSV show", () => {
    expect(describeResponse(row("Yes", 2, null))).toEqual({ status: "attending", partySize: 2 });
    expect(describeResponse(row("Unable", 1, "bride"))).toEqual({ status: "not_attending", partySize: 1 });
    expect(describeResponse({ responses: {}, partyMembers: [] })).toEqual({ status: "pending", partySize: 1 });
  });
});
