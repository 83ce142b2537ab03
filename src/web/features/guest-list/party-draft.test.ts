import { describe, expect, it } from "vitest";
import { emptyGuest, fromDraft, toDraft } from "./party-draft";
import { guestOf, partyOf } from "./test-parties";

describe("the party editor's draft", () => {
  it("round-trips a stored party, keeping each guest's id so the server keeps their reply", () => {
    const party = partyOf(
      "The Okafor family",
      [guestOf("Ada", "Okafor", { aliases: ["Bubba", "Addy"] }), guestOf("Chidi", "Okafor", { isChild: true, age: 6 })],
      {
        extraSeats: 1,
        side: "groom",
        tags: ["Family", "Evening only"],
        note: "Bring the high chair",
        postalCode: "SW1A 1AA",
      },
    );
    const result = fromDraft(toDraft(party));
    expect(result).toEqual({
      ok: true,
      input: {
        name: "The Okafor family",
        guests: [
          { id: "Ada-Okafor", firstName: "Ada", lastName: "Okafor", email: "", phone: "", isChild: false, age: null, aliases: ["Bubba", "Addy"] },
          { id: "Chidi-Okafor", firstName: "Chidi", lastName: "Okafor", email: "", phone: "", isChild: true, age: 6, aliases: [] },
        ],
        extraSeats: 1,
        side: "groom",
        tags: ["Family", "Evening only"],
        note: "Bring the high chair",
        postalCode: "SW1A 1AA",
      },
    });
  });

  it("names each field the schema refuses, by its path", () => {
    const draft = toDraft(null);
    draft.guests = [
      { ...emptyGuest(), firstName: "" },
      { ...emptyGuest(), firstName: "Sam", email: "not-an-email", isChild: true, age: "six" },
    ];
    draft.extraSeats = "11";
    const result = fromDraft(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      "guests.0.firstName": "First name is required",
      "guests.1.email": "Enter a valid email address",
      "guests.1.age": "Enter a whole number",
      extraSeats: "At most 10 open seats",
    });
  });

  it("drops an age left on a guest who is no longer a child", () => {
    const draft = toDraft(null);
    draft.guests = [{ ...emptyGuest(), firstName: "Sam", isChild: false, age: "6" }];
    const result = fromDraft(draft);
    expect(result.ok && result.input.guests[0]!.age).toBe(null);
  });
});
