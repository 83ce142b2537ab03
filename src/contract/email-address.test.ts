import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email-address";
import { ZGuestInput } from "./guest-list";

describe("email addresses in any script (RFC 6531)", () => {
  it.each([
    "zoë@müller.de",
    "mariajosé@example.es",
    "hans@bülow.de",
    "ana@españa.es",
    "用户@例子.广告",
    "почта@пример.рф",
    "ana@xn--espaa-rta.es",
    "joan@example.com",
  ])("%s is an address", (address) => expect(isEmailAddress(address)).toBe(true));

  it.each(["zoë@müller", "zoë@@müller.de", ".zoë@müller.de", "zo..ë@müller.de", "zoë müller@x.de", "zoë@-müller.de", "joan@example", "ä".repeat(40) + "@x.de"])(
    "%s is not",
    (address) => expect(isEmailAddress(address)).toBe(false),
  );

  it("is the guest list's rule, so the server keeps what the import keeps", () => {
    expect(ZGuestInput.safeParse({ firstName: "Zoë", email: "zoë@müller.de" }).success).toBe(true);
    expect(ZGuestInput.safeParse({ firstName: "Zoë", email: "zoë@müller" }).success).toBe(false);
  });
});
