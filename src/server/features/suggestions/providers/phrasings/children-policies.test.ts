import { describe, expect, it } from "vitest";
import { isAdultsOnly } from "../../../../../contract/rules/children-policy";
import { ADULTS_ONLY, KIDS_WELCOME } from "./children-policies";

// The reply forms say "adults only" where a child would be added (issue 15): every sentence the
// writer offers must read the way it was meant.
describe("isAdultsOnly reads the couple's children policy", () => {
  it.each(ADULTS_ONLY)("adults only: %s", (sentence) => expect(isAdultsOnly(sentence)).toBe(true));
  it.each(KIDS_WELCOME)("children welcome: %s", (sentence) => expect(isAdultsOnly(sentence)).toBe(false));
  it("reads the couple's own words and the chips' sentences; nothing said is nothing assumed", () => {
    expect(isAdultsOnly("We love your little ones, but our celebration will be adults only. We hope this gives you a night off!")).toBe(true);
    expect(isAdultsOnly("Children are warmly welcome! Please include them in your RSVP so we can plan seats and meals for everyone.")).toBe(false);
    expect(isAdultsOnly("A child-free day, please.")).toBe(true);
    expect(isAdultsOnly("No children, please")).toBe(true);
    expect(isAdultsOnly("")).toBe(false);
    expect(isAdultsOnly(null)).toBe(false);
  });
});
