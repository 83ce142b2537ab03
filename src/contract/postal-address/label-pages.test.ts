import { describe, expect, it } from "vitest";
import { LABEL_SHEETS, labelPages } from "./label-sheets";

describe("labels on sheets", () => {
  const sheet = LABEL_SHEETS.l7160; // 21 a sheet
  const labels = Array.from({ length: 24 }, (_, i) => `label ${i + 1}`);

  it("fills new sheets from the first position", () => {
    const pages = labelPages(labels, sheet);
    expect(pages.map((page) => page.length)).toEqual([21, 3]);
    expect(pages[0]![0]).toBe("label 1");
  });

  it("starts a half-used sheet at the label asked for, leaving the ones before it empty", () => {
    const pages = labelPages(labels, sheet, 19);
    expect(pages[0]!.slice(0, 18).every((cell) => cell === null)).toBe(true);
    expect(pages[0]![18]).toBe("label 1");
    expect(pages.map((page) => page.filter((cell) => cell !== null).length)).toEqual([3, 21]);
  });

  it("reads a start outside the sheet as its nearest end, and no labels as no sheet", () => {
    expect(labelPages(labels, sheet, 0)[0]![0]).toBe("label 1");
    expect(labelPages(labels, sheet, 99)[0]!.filter((cell) => cell === null)).toHaveLength(20);
    expect(labelPages([], sheet, 5)).toEqual([]);
  });
});
