import { describe, expect, it } from "vitest";
import { stripBidiControls } from "./bidi";

const EXPLICIT = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
const MARKS = ["\u200E", "\u200F", "\u061C"];

describe("stripBidiControls", () => {
  it.each(EXPLICIT)("drops the embedding, override or isolate U+%s", (control) => {
    expect(stripBidiControls(`Bo${control}gnp.exe`)).toBe("Bognp.exe");
    expect(stripBidiControls(`Bo${control}gnp.exe`, { keepMarks: false })).toBe("Bognp.exe");
  });

  it("keeps the marks unless told not to", () => {
    for (const mark of MARKS) {
      expect(stripBidiControls(`a${mark}b`)).toBe(`a${mark}b`);
      expect(stripBidiControls(`a${mark}b`, { keepMarks: false })).toBe("ab");
    }
  });

  it.each(["ليلى عبد الله", "שירה כהן", "Zoë & José", "日本語", "👨‍👩‍👧", "ليلى\u200F (ضيفة)", ""])("leaves real text as it is: %j", (value) => {
    expect(stripBidiControls(value)).toBe(value);
    expect(Buffer.from(stripBidiControls(`\u2067${value}\u2069`)).equals(Buffer.from(value))).toBe(true);
  });
});
