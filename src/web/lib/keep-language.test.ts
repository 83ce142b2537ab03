import { describe, expect, it } from "vitest";
import { keepLanguage } from "./i18n";

describe("keepLanguage", () => {
  it("carries the chosen ?lang= into an address the page rewrites, before its fragment", () => {
    expect(keepLanguage("/rsvp/ABC", "?lang=es")).toBe("/rsvp/ABC?lang=es");
    expect(keepLanguage("/rsvp/ABC?response=r1#token=t", "?lang=ar")).toBe("/rsvp/ABC?response=r1&lang=ar#token=t");
    expect(keepLanguage("/rsvp/ABC#invite=x", "?lang=pl")).toBe("/rsvp/ABC?lang=pl#invite=x");
    expect(keepLanguage("/rsvp/ABC", "")).toBe("/rsvp/ABC");
    expect(keepLanguage("/rsvp/ABC", "?lang=xx")).toBe("/rsvp/ABC");
  });
});
