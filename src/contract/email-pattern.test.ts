import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EMAIL_PATTERN } from "./email-pattern";

// As a browser compiles a pattern attribute: anchored, with the v flag.
const browserRule = new RegExp(`^(?:${EMAIL_PATTERN})$`, "v");
const serverRule = z.email();

const SAMPLES = [
  "joan@example.com",
  "joan@example",
  "joan.smith+rsvp@mail.example.co.uk",
  "o'brien@example.ie",
  "joan@example.c",
  "joan@@example.com",
  ".joan@example.com",
  "joan.@example.com",
  "jo..an@example.com",
  "joan@-example.com",
  "joan@exa_mple.com",
  "joan smith@example.com",
  "joan@example.com.",
  "j@e.io",
  "JOAN_1-2@EXAMPLE.ORG",
  "",
];

describe("the email pattern the browser checks", () => {
  it("refuses joan@example, as the server does", () => {
    expect(browserRule.test("joan@example")).toBe(false);
    expect(serverRule.safeParse("joan@example").success).toBe(false);
  });

  it.each(SAMPLES)("agrees with the server on %j", (sample) => {
    expect(browserRule.test(sample)).toBe(serverRule.safeParse(sample).success);
  });
});
