import { describe, expect, it } from "vitest";
import { draftFromResponse } from "../reply-form/form-state";
import { peopleOfParty, switchParty, switchSide, type PrefillParty } from "./entry-prefill";

const guest = (firstName: string, lastName: string, extra: Partial<NonNullable<PrefillParty["guests"]>[number]> = {}) => ({
  firstName,
  lastName,
  email: null,
  phone: null,
  isChild: false,
  age: null,
  ...extra,
});
const mansour: PrefillParty = {
  side: "groom",
  guests: [
    guest("Sami", "Mansour", { isChild: true, age: 8 }),
    guest("Youssef", "Mansour", { email: "y@example.com", phone: "+44 20" }),
    guest("Layla", "Mansour"),
  ],
};
const garcia: PrefillParty = { side: "bride", guests: [guest("Ana", "García")] };
const names = (draft: ReturnType<typeof draftFromResponse>) => [
  draft.guestName,
  ...draft.members.map((member) => `${member.name}/${member.relationship}/${member.age}`),
];

describe("a household's phoned-in reply starts from the guest list", () => {
  it("names its first adult as the main guest, with their address, and the others with them", () => {
    const people = peopleOfParty(mansour);
    expect(people).toMatchObject({ guestName: "Youssef Mansour", guestEmail: "y@example.com", guestPhone: "+44 20" });
    expect(people.members.map((member) => [member.name, member.relationship, member.age])).toEqual([
      ["Sami Mansour", "child", "8"],
      ["Layla Mansour", "guest", ""],
    ]);
    expect(peopleOfParty(undefined)).toEqual({ guestName: "", guestEmail: "", guestPhone: "", members: [] });
  });

  it("follows the household chosen while the names are the last choice's, and keeps what the couple typed", () => {
    const blank = draftFromResponse(undefined);
    const first = switchParty(blank, undefined, mansour);
    expect(names(first)).toEqual(["Youssef Mansour", "Sami Mansour/child/8", "Layla Mansour/guest/"]);
    const second = switchParty(first, mansour, garcia);
    expect(names(second)).toEqual(["Ana García"]);
    expect(names(switchParty(second, garcia, undefined))).toEqual([""]);

    const typed = { ...first, guestName: "Youssef M." };
    expect(switchParty(typed, mansour, garcia)).toBe(typed);
  });

  it("takes the household's side unless the couple chose another", () => {
    expect(switchSide(null, undefined, mansour)).toBe("groom");
    expect(switchSide("groom", mansour, garcia)).toBe("bride");
    expect(switchSide("both", mansour, garcia)).toBe("both");
    expect(switchSide("bride", garcia, undefined)).toBeNull();
  });
});
