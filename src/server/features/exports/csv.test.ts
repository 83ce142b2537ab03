import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvRow, UTF8_BOM } from "./csv";

describe("csvCell", () => {
  it("writes plain text and numbers as they are, and nothing for null", () => {
    expect(csvCell("Amelia")).toBe("Amelia");
    expect(csvCell("Zoë Ångström 李雷 🎉")).toBe("Zoë Ångström 李雷 🎉");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes commas, quotes, line breaks and edge spaces (RFC 4180)", () => {
    expect(csvCell("Smith, John")).toBe('"Smith, John"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@SUM(1)", "'@SUM(1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", '"\'\r=1+1"'],
    ["\n=1+1", '"\'\n=1+1"'],
    ['=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
  ])("neutralises the formula-like %j with a leading quote", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ["U+200B zero width space", "\u200B"],
    ["U+200C zero width non-joiner", "\u200C"],
    ["U+200D zero width joiner", "\u200D"],
    ["U+2060 word joiner", "\u2060"],
    ["U+FEFF byte order mark", "\uFEFF"],
    ["U+0085 next line", "\u0085"],
    ["U+00A0 no-break space", "\u00A0"],
    ["U+2028 line separator", "\u2028"],
    ["U+3000 ideographic space", "\u3000"],
    ["U+00AD soft hyphen", "\u00AD"],
    ["a plain space", " "],
  ])("neutralises a formula behind a leading %s", (_name, invisible) => {
    for (const start of ["=", "+", "-", "@"]) {
      const cell = `${invisible}${start}HYPERLINK("http://evil.example")`;
      const [parsed] = parse(csvRow([cell]), {}) as string[][];
      expect(parsed![0]).toBe(`'${cell}`);
    }
    expect(csvCell(`${invisible}${invisible}=1+1`).replace(/^"/, "")).toMatch(/^'/);
  });

  it("drops bidi overrides and isolates, so a cell reads as it is, and still guards a formula behind them", () => {
    const [parsed] = parse(csvRow(["Bo\u202Egnp.exe", "\u2067\u202E=1+1", "ليلى\u200F (ضيفة)"]), {}) as string[][];
    expect(parsed).toEqual(["Bognp.exe", "'=1+1", "ليلى\u200F (ضيفة)"]);
  });

  it("leaves invisible characters alone when no formula follows them", () => {
    expect(csvCell("\u200BAmelia")).toBe("\u200BAmelia");
    expect(csvCell("\u00A0Amelia")).toBe('"\u00A0Amelia"');
  });

  it("leaves formula characters alone when they are not first", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("1+1")).toBe("1+1");
    expect(csvCell("x@example.com")).toBe("x@example.com");
  });
});

describe("csvRow", () => {
  it("joins cells with commas, ends with CRLF, and parses back to the neutralised values", () => {
    const values = ["Ann", 'Quote "me"', "a,b", "line1\nline2", "=1+1", "\t@x", null, 3, "Zoë 🎉"];
    const line = csvRow(values);
    expect(line.endsWith("\r\n")).toBe(true);
    const [parsed] = parse(UTF8_BOM + line, { bom: true }) as string[][];
    expect(parsed).toEqual(["Ann", 'Quote "me"', "a,b", "line1\nline2", "'=1+1", "'\t@x", "", "3", "Zoë 🎉"]);
  });

  it("starts files with the UTF-8 byte order mark Excel needs", () => {
    expect([...Buffer.from(UTF8_BOM, "utf8")]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
