import { describe, expect, it } from "vitest";
import { hasForbiddenChars } from "./text";

describe("hasForbiddenChars", () => {
  it.each(["Zoë & Ángel", "Line one\nline two\ttabbed\r\n", "👨‍👩‍👧 family", "日本語", ""])("lets real text through: %j", (value) => {
    expect(hasForbiddenChars(value)).toBe(false);
  });

  it.each(["nul\u0000", "bell\u0007", "del\u007F", "esc\u001B[31m", "lone high \uD83D", "lone low \uDE00 here", "swapped \uDE00\uD83D"])(
    "refuses %j",
    (value) => {
      expect(hasForbiddenChars(value)).toBe(true);
    },
  );
});
