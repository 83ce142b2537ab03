import { describe, expect, it } from "vitest";
import type { Wedding } from "../../../contract/wedding";
import { childrenChoiceOf, childrenChoices, formFromWedding, giftChoiceOf, giftChoices } from "./wedding-form-schema";

// Issue 15 item 6: editing a wedding brings its children-policy and gift chips back chosen,
// whether the wording came from a chip, an AI suggestion or the couple.

describe("the chips an edit form restores", () => {
  it("reads each chip's own sentence back as that chip", () => {
    for (const choice of childrenChoices()) expect(childrenChoiceOf(choice.text)).toBe(choice.value);
    for (const choice of giftChoices()) expect(giftChoiceOf(choice.text)).toBe(choice.value);
  });

  it.each([
    ["While we adore your children, our wedding will be an adults-only affair. Thank you for understanding.", "adults"],
    ["Our wedding will be a celebration just for adults. We know that takes a little planning on your part.", "adults"],
    ["Please think of this as a night for grown-ups: our wedding is adults only.", "adults"],
    ["Sadly, children under 12 are not able to attend.", "adults"],
    ["Bring the kids! We're planning a relaxed, family-friendly day.", "kids"],
    ["Children of all ages are invited, so please add them to your RSVP.", "kids"],
    ["Come as you are.", ""],
  ])("children policy %j is %j", (text, choice) => {
    expect(childrenChoiceOf(text)).toBe(choice);
  });

  it.each([
    ["We're lucky to already have a home full of everything we need. A contribution towards our honeymoon would be lovely.", "honeymoon"],
    ["Our hearts are full, and so is our home. In place of gifts, please give to a charity that means a lot to us.", "charity"],
    ["Please make a donation in our name.", "charity"],
    ["We'd rather collect memories than things: an experience we can share would be perfect.", "experience"],
    ["From cookware to cushions, we'd welcome anything that makes our home a little more ours.", "home"],
    ["Your presence is our present.", ""],
  ])("gift wording %j is %j", (text, choice) => {
    expect(giftChoiceOf(text)).toBe(choice);
  });

  it("fills the edit form's chips from the stored wedding", () => {
    const wedding = {
      partner1: "Amelia",
      partner2: "Jonah",
      date: "2027-06-12",
      time: "15:30",
      venue: "Kew",
      childrenPolicy: "Kids are warmly welcome at our wedding! Bring the whole family.",
      giftPreferences: "Instead of presents, we'd be thrilled with an experience gift.",
    } as Wedding;
    expect(formFromWedding(wedding)).toMatchObject({ childrenChoice: "kids", giftChoice: "experience" });
  });
});
