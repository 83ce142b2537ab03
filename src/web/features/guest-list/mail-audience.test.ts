import { describe, expect, it } from "vitest";
import { audienceChoices, audienceForKind, audienceParties, hasEmail } from "./mail-audience";
import { guestOf, partyOf } from "./test-parties";

const withEmail = (first: string) => guestOf(first, "Okafor", { email: `${first.toLowerCase()}@example.com` });
const invitedNotReplied = partyOf("Okafor", [withEmail("Ada")]);
const notInvited = partyOf("Nowak", [withEmail("Piotr")]);
const replied = partyOf("Silva", [withEmail("Ana")], { status: "attending", attending: 1 });
const optedOut = partyOf("Tanaka", [withEmail("Yuki")], { mailOptedOut: true });
const noEmail = partyOf("Dubois", [guestOf("Luc", "Dubois")]);
const parties = [invitedNotReplied, notInvited, replied, optedOut, noEmail];
const invited = new Set([invitedNotReplied.id, replied.id]);
const names = (list: { name: string }[]) => list.map((party) => party.name);

describe("who an email goes to", () => {
  it("never a household that asked for no more emails, whatever the audience", () => {
    expect(names(audienceParties(parties, "all", "invitation", [], invited))).toEqual(["Okafor", "Nowak", "Silva", "Dubois"]);
    expect(names(audienceParties(parties, "selected", "invitation", [optedOut.id, notInvited.id], invited))).toEqual(["Nowak"]);
  });

  it("for an invitation, those not invited yet; for a reminder, only those who have not replied", () => {
    expect(names(audienceParties(parties, "not_invited", "invitation", [], invited))).toEqual(["Nowak", "Dubois"]);
    expect(names(audienceParties(parties, "all", "reminder", [], invited))).toEqual(["Okafor", "Nowak", "Dubois"]);
    expect(names(audienceParties(parties, "selected", "reminder", [replied.id, invitedNotReplied.id], invited))).toEqual(["Okafor"]);
  });

  it("counts a household whose link was sent by hand as invited", () => {
    const byHand = partyOf("Nowak", [withEmail("Piotr")], { sentByHandAt: "2026-11-27T10:00:00.000Z" });
    expect(names(audienceParties([invitedNotReplied, byHand, noEmail], "not_invited", "invitation", [], invited))).toEqual(["Dubois"]);
  });

  it("reaches only the households with an email address", () => {
    expect(names(parties.filter(hasEmail))).toEqual(["Okafor", "Nowak", "Silva", "Tanaka"]);
  });
});

describe("the compose dialog's To list", () => {
  it("offers the picked households only when some were picked, and 'not invited yet' only for an invitation", () => {
    expect(audienceChoices("invitation", true)).toEqual(["selected", "not_invited", "not_replied", "all"]);
    expect(audienceChoices("invitation", false)).toEqual(["not_invited", "not_replied", "all"]);
    expect(audienceChoices("reminder", true)).toEqual(["selected", "not_replied", "all"]);
  });

  it("moves 'not invited yet' to 'not replied yet' when the email becomes a reminder, and keeps any other choice", () => {
    expect(audienceForKind("reminder", "not_invited")).toBe("not_replied");
    expect(audienceForKind("reminder", "selected")).toBe("selected");
    expect(audienceForKind("invitation", "not_replied")).toBe("not_replied");
  });
});
