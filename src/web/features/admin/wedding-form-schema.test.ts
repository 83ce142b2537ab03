import { describe, expect, it } from "vitest";
import type { Wedding } from "../../../contract/wedding";
import { CHILDREN_POLICIES, GIFT_PREFERENCES } from "../../../contract/ai";
import { LOCALE_CODES } from "../../../contract/locales";
import { STARTER_TEXTS } from "../../../contract/starter-texts";
import { childrenChoiceOf, formFromWedding, giftChoiceOf } from "./wedding-form-schema";

// Issue 15 item 6: editing a wedding brings its children-policy and gift chips back chosen,
// whether the wording came from a chip, an AI suggestion or the couple.

describe("the chips an edit form restores", () => {
  // Issue 16: the sentence is written in the invitation's language, so it is read back in any of them.
  it.each(LOCALE_CODES)("reads each chip's own sentence in %s back as that chip", (locale) => {
    for (const choice of CHILDREN_POLICIES) expect(childrenChoiceOf(STARTER_TEXTS[locale].childrenPolicy[choice])).toBe(choice);
    for (const choice of GIFT_PREFERENCES) expect(giftChoiceOf(STARTER_TEXTS[locale].giftPreferences[choice])).toBe(choice);
  });

  it("reads a chip's sentence the couple has reworded a little, in their language", () => {
    expect(childrenChoiceOf(`${STARTER_TEXTS.es.childrenPolicy.adults} ¡Gracias!`)).toBe("adults");
    expect(childrenChoiceOf(`${STARTER_TEXTS.de.childrenPolicy.kids} Danke!`)).toBe("kids");
    expect(childrenChoiceOf(`${STARTER_TEXTS.ar.childrenPolicy.kids} شكرًا!`)).toBe("kids");
    for (const locale of LOCALE_CODES)
      for (const choice of GIFT_PREFERENCES) expect(giftChoiceOf(`${STARTER_TEXTS[locale].giftPreferences[choice]} !`)).toBe(choice);
  });

  it.each([
    ["While we adore your children, our wedding will be an adults-only affair. Thank you for understanding.", "adults"],
    ["Our wedding will be a celebration just for adults. We know that takes a little planning on your part.", "adults"],
    ["Please think of this as a night for grown-ups: our wedding is adults only.", "adults"],
    ["Sadly, children under 12 are not able to attend.", "adults"],
    ["Bring the kids! We're planning a relaxed, family-friendly day.", "kids"],
    ["Children of all ages are invited, so please add them to your RSVP.", "kids"],
    ["Come as you are.", ""],
    ["Celebraremos una boda sin niños.", "adults"],
    ["Les enfants sont les bienvenus, bien sûr.", "kids"],
    ["Ven como quieras.", ""],
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
    ["Un pequeño aporte para nuestra luna de miel sería precioso.", "honeymoon"],
    ["Statt Geschenken freuen wir uns über eine Spende.", "charity"],
    ["Ci piacerebbe un aiuto per la nostra casa.", "home"],
    ["O nosso casamento é o melhor presente.", ""],
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
