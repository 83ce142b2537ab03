import { describe, expect, it } from "vitest";
import { allowanceText, countItems, partySummary, replyTimeText, statusText } from "./party-text";
import { guestOf, partyOf } from "./test-parties";

const three = [guestOf("Ada", "Okafor"), guestOf("Ben", "Okafor"), guestOf("Chidi", "Okafor", { isChild: true })];

describe("allowanceText", () => {
  it("names the named and open seats", () => {
    expect(allowanceText(partyOf("Okafor", three, { extraSeats: 1 }))).toBe("4 seats: 3 named + 1 open");
    expect(allowanceText(partyOf("Okafor", three))).toBe("3 seats");
    expect(allowanceText(partyOf("Liz", [guestOf("Liz", "")]))).toBe("1 seat");
  });
});

describe("statusText", () => {
  it("says who is coming out of the allowance", () => {
    const party = partyOf("Okafor", three, { extraSeats: 1 });
    expect(statusText(party)).toBe("Not replied");
    expect(statusText({ ...party, status: "attending", attending: 4 })).toBe("Attending 4 of 4");
    expect(statusText({ ...party, status: "partial", attending: 2 })).toBe("Partly attending: 2 of 4");
    expect(statusText({ ...party, status: "declined" })).toBe("Declined");
  });
});

describe("countItems", () => {
  it("gives the six counts in order, with what each counts", () => {
    const items = countItems({ parties: 3, invited: 1200, repliedParties: 1, notRepliedParties: 2, attending: 1, declined: 0, pending: 5, openSeats: 1 });
    expect(items.map((item) => [item.label, item.value, item.unit])).toEqual([
      ["Invited", 1200, "guests"],
      ["Replied", 1, "household"],
      ["Attending", 1, "guest"],
      ["Declined", 0, "guests"],
      ["Not replied", 2, "households · 5 guests pending"],
      ["Open seats", 1, "seat"],
    ]);
  });
});

describe("partySummary", () => {
  it("shows what a typed line will become", () => {
    expect(
      partySummary({
        name: "The García household",
        guests: [
          { firstName: "Maria", lastName: "García" },
          { firstName: "José", lastName: "García" },
        ],
        extraSeats: 1,
      }),
    ).toBe("The García household: Maria García, José García + 1 open seat");
    expect(partySummary({ guests: [{ firstName: "Liz" }, { firstName: "Sam", isChild: true }], extraSeats: 2 })).toBe("Liz, Sam (child) + 2 open seats");
    expect(partySummary({ guests: [{ firstName: "Kim", lastName: "Lee", isChild: true, age: 7 }] })).toBe("Kim Lee (child, 7)");
  });
});

describe("replyTimeText", () => {
  it("shows the time in the wedding's zone", () => {
    expect(replyTimeText("2027-03-04T23:30:00.000Z", "Europe/London")).toBe("Mar 4, 2027, 11:30 PM");
    expect(replyTimeText("2027-03-04T23:30:00.000Z", "Asia/Tokyo")).toBe("Mar 5, 2027, 8:30 AM");
  });
});
