import { describe, expect, it } from "vitest";
import { MAIL_KINDS } from "../../../contract/mail";
import { kindLabel, retriedText } from "./outbox-text";

describe("the Outbox's retry toast", () => {
  it.each(MAIL_KINDS)("is one whole sentence for a %s, reading as the kind's own name", (kind) => {
    const sentence = retriedText({ kind, recipient: "ann@example.com" });
    expect(sentence).toBe(`The ${kindLabel(kind).toLowerCase()} to ann@example.com will be tried again.`);
  });
});
