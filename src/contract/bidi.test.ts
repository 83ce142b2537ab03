import { describe, expect, it } from "vitest";
import { stripBidiControls, stripBidiControlsFromJson } from "./bidi";

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

describe("stripBidiControlsFromJson", () => {
  const cleaned = (json: string) => JSON.parse(stripBidiControlsFromJson(json)) as unknown;

  it("drops them from every string, written raw or as escapes, and keeps the marks", () => {
    // String.raw: the JSON text holds the six characters \u202E, as a client may send them.
    const json = String.raw`{"name":"Bo\u202Egnp.exe","list":["\u2067x\u2069","\u202e\u202E"],"mark":"ليلى\u200F"}`;
    expect(cleaned(json)).toEqual({ name: "Bognp.exe", list: ["x", ""], mark: "ليلى\u200F" });
    expect(cleaned('{"raw":"Bo\u202Egnp.exe","mark":"ليلى\u200F"}')).toEqual({ raw: "Bognp.exe", mark: "ليلى\u200F" });
  });

  it("leaves an escaped backslash followed by the letters u202e alone", () => {
    // "C:\\u202e" is C:\u202e as text; "\\\u202e" is a backslash and then an override.
    expect(cleaned(String.raw`{"path":"C:\\u202e","both":"\\\u202e"}`)).toEqual({ path: String.raw`C:\u202e`, both: "\\" });
    expect(cleaned('{"name":"ليلى عبد الله"}')).toEqual({ name: "ليلى عبد الله" });
  });
});
