import { describe, expect, it } from "vitest";
import type { PartyMember } from "../response";
import { ATTENDANCE_LABEL, attendanceStatus, partySize } from "./attendance";

// docs/spec.md section 4, host view: attending if any string answer contains yes, accept, will
// or coming; otherwise not attending if any contains no, sorry, can't or unable;
// otherwise Response Pending.
describe("attendanceStatus (docs/spec.md section 4 host rule)", () => {
  it.each([["Yes, I'll be there!"], ["YES"], ["Happily accept"], ["We will be there"], ["Coming with bells on"]])("%j counts as attending", (answer) => {
    expect(attendanceStatus({ q1: answer })).toBe("attending");
  });

  it.each([
    ["Sorry, can't make it"],
    ["No"],
    ["Nope, not this time"],
    ["I cannot come"],
    ["Can't attend"],
    ["Can’t attend (curly apostrophe)"],
    ["UNABLE to travel"],
    ["so SORRY"],
  ])("%j counts as not attending", (answer) => {
    expect(attendanceStatus({ q1: answer })).toBe("not_attending");
  });

  it("lets any attending word win over a declining one, in any answer", () => {
    expect(attendanceStatus({ attend: "Yes, I'll be there!", hotel: "No, we have our own arrangements" })).toBe("attending");
    expect(attendanceStatus({ hotel: "No, we have our own arrangements", attend: "Accept" })).toBe("attending");
  });

  it("is pending when no answer says either way", () => {
    expect(attendanceStatus({})).toBe("pending");
    expect(attendanceStatus({ q1: "Maybe" })).toBe("pending");
    expect(attendanceStatus({ q1: "" })).toBe("pending");
  });

  it("reads only party-wide string answers, not per-person maps", () => {
    expect(attendanceStatus({ meal: { primary: "Yes please, the beef" } })).toBe("pending");
    expect(attendanceStatus({ meal: { primary: "No meat" } })).toBe("pending");
  });

  it("labels the statuses as the responses page shows them", () => {
    expect(ATTENDANCE_LABEL).toEqual({ attending: "Attending", not_attending: "Not Attending", pending: "Response Pending" });
  });
});

describe("partySize (docs/spec.md section 4)", () => {
  const person = (id: string): PartyMember => ({ id, name: id, relationship: "guest", isPrimary: id === "primary" });

  it("is 1 for a guest answering alone", () => {
    expect(partySize({ partyMembers: [] })).toBe(1);
  });

  it("is the number of listed people, the guest included", () => {
    expect(partySize({ partyMembers: [person("primary"), person("a"), person("b")] })).toBe(3);
    expect(partySize({ partyMembers: [person("primary"), ...["a", "b", "c", "d", "e"].map(person)] })).toBe(6);
  });
});
