import { describe, expect, it } from "vitest";
import type { RsvpResponse } from "../../../contract/response";
import { duplicateIds } from "./duplicates";
import { filterResponses } from "./filter-responses";

const response = (
  id: string,
  guestName: string,
  guestEmail: string,
  sideAssignment: RsvpResponse["sideAssignment"] = null,
  members: string[] = [],
): RsvpResponse => ({
  id,
  weddingId: "w",
  guestName,
  guestEmail,
  guestPhone: null,
  partyMembers: members.map((name, index) => ({ id: `m${index}`, name, relationship: "guest", isPrimary: false })),
  responses: {},
  sideAssignment,
  submittedAt: "2027-01-01T00:00:00.000Z",
  updatedAt: "2027-01-01T00:00:00.000Z",
});

const list = [
  response("1", "Olivia Hart", "olivia@example.com", "bride", ["Tom Hart"]),
  response("2", "Ben Carter", "ben@example.com"),
  response("3", "Ben C.", " BEN@Example.com "),
];

describe("duplicateIds", () => {
  it("marks every response sharing an email with another, ignoring case and spaces", () => {
    expect([...duplicateIds(list)].sort()).toEqual(["2", "3"]);
    expect(duplicateIds([list[0]!]).size).toBe(0);
  });
  it("never pairs two phone answers a host entered without an email", () => {
    expect(duplicateIds([response("4", "Grandma Rose", ""), response("5", "Uncle Bo", " ")]).size).toBe(0);
  });
});

describe("filterResponses", () => {
  const none = { search: "", onlyUnassigned: false, kept: new Set<string>() };
  it("lists newest first (the server sends oldest first)", () => {
    expect(filterResponses(list, none).map((r) => r.id)).toEqual(["3", "2", "1"]);
  });
  it("searches names, emails and party members", () => {
    expect(filterResponses(list, { ...none, search: "tom" }).map((r) => r.id)).toEqual(["1"]);
    expect(filterResponses(list, { ...none, search: " BEN@" }).map((r) => r.id)).toEqual(["3", "2"]);
  });
  it("shows only unassigned, but keeps responses assigned while the filter is on", () => {
    expect(filterResponses(list, { ...none, onlyUnassigned: true }).map((r) => r.id)).toEqual(["3", "2"]);
    expect(filterResponses(list, { ...none, onlyUnassigned: true, kept: new Set(["1"]) }).map((r) => r.id)).toEqual(["3", "2", "1"]);
  });
});
