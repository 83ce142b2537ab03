import { describe, expect, it } from "vitest";
import { PRIMARY_ID } from "../ids";
import { seatKey } from "../invitation-link";
import type { PartyMember } from "../response";
import { ownPartyId } from "./own-reply";
import { declinedKeys, keepGuestIds, keysOfSentReply, keysOfStoredReply, rekeyAnswers, rekeyFields, replyKeys } from "./reply-keys";

// The Okafor household: Ada and Ben on the guest list, one open seat.
const guests = ["g-ada", "g-ben"];

describe("a party reply's keys (docs/decisions/0029-one-owner-per-table.md)", () => {
  it("stores the first person coming as the primary guest and maps back to the link's keys", () => {
    const keys = keysOfSentReply([{ key: "g-ben", guestId: "g-ben" }, { key: seatKey(0) }], "g-ada");
    expect(["g-ada", "g-ben", "seat-1"].map(keys.held)).toEqual(["g-ada", PRIMARY_ID, "seat-1"]);
    expect(keys.sent(PRIMARY_ID)).toBe("g-ben");
    expect(keys.guestId(PRIMARY_ID)).toBe("g-ben");
    expect(keys.guestId("seat-1")).toBeUndefined();
    expect(rekeyAnswers({ q1: "Yes", meal: { "g-ben": "Fish", "seat-1": "Beef" } }, keys.held)).toEqual({
      q1: "Yes",
      meal: { [PRIMARY_ID]: "Fish", "seat-1": "Beef" },
    });
    // checkRsvp's errors speak of the primary: the link shows them under Ben's own key.
    expect(rekeyFields({ "responses.meal.primary": "Choose one", guestName: "Required" }, keys.sent)).toEqual({
      "responses.meal.g-ben": "Choose one",
      guestName: "Required",
    });
  });

  it("with nobody coming, keys the party's first guest as the primary (who answers the brunch)", () => {
    const keys = keysOfSentReply([], "g-ada");
    expect(keys.held("g-ada")).toBe(PRIMARY_ID);
    expect(keys.held("g-ben")).toBe("g-ben");
    expect(keys.guestId(PRIMARY_ID)).toBeUndefined();
  });

  it("reads a stored reply back under the link's keys", () => {
    const stored: Pick<PartyMember, "id" | "guestId">[] = [{ id: PRIMARY_ID, guestId: "g-ben" }, { id: "seat-1" }];
    const keys = keysOfStoredReply(stored, guests);
    expect(rekeyAnswers({ meal: { [PRIMARY_ID]: "Fish", "seat-1": "Beef", "g-ada": "" } }, keys.sent)).toEqual({
      meal: { "g-ben": "Fish", "seat-1": "Beef", "g-ada": "" },
    });
    // A link reply with nobody coming lists nobody: its event answers are the first guest's.
    expect(keysOfStoredReply([], guests).sent(PRIMARY_ID)).toBe("g-ada");
    // A reply that did not come from the link has no guests to map.
    expect(keysOfStoredReply([], []).sent(PRIMARY_ID)).toBe(PRIMARY_ID);
  });

  it("names the guests who declined under the keys their event answers use, and keeps guest ids on a correction", () => {
    expect(declinedKeys([{ id: PRIMARY_ID, guestId: "g-ben" }], guests)).toEqual(["g-ada"]);
    expect(declinedKeys([], guests)).toEqual([PRIMARY_ID, "g-ben"]);
    const primary: PartyMember = { id: PRIMARY_ID, name: "Ben Okafor", relationship: "self", isPrimary: true };
    expect(keepGuestIds([], [], guests, primary)).toEqual([{ ...primary, guestId: "g-ada" }]);
    const corrected: PartyMember[] = [primary, { id: "seat-1", name: "Chi", relationship: "guest", isPrimary: false }];
    expect(keepGuestIds(corrected, [{ id: PRIMARY_ID, guestId: "g-ben" }, { id: "seat-1" }], guests, primary)).toEqual([
      { ...primary, guestId: "g-ben" },
      corrected[1],
    ]);
  });

  it("maps the form's own seat ids with the same pair", () => {
    const keys = replyKeys([{ sent: seatKey(0), held: "new-seat-7" }]);
    expect(keys.sent("new-seat-7")).toBe("seat-1");
    expect(rekeyFields({ "responses.meal.seat-1": "Choose one", "responses.meal.seat-2": "Choose one" }, keys.held)).toEqual({
      "responses.meal.new-seat-7": "Choose one",
      "responses.meal.seat-2": "Choose one",
    });
  });
});

describe("the own reply rule", () => {
  it("is the link's reply or the couple's confirmed match, never a suggestion", () => {
    expect(ownPartyId({ partyId: "p", partyMatch: "invitation" })).toBe("p");
    expect(ownPartyId({ partyId: "p", partyMatch: "confirmed" })).toBe("p");
    expect(ownPartyId({ partyId: "p", partyMatch: "suggested" })).toBeNull();
    expect(ownPartyId({ partyId: "p" })).toBe("p");
    expect(ownPartyId({ partyId: null, partyMatch: "invitation" })).toBeNull();
  });
});
