import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrPath } from "./qr-path";

/** Paints the path back onto a grid, so the test compares what a scanner would see. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-?\d+z/g)) {
    const [x, y, w] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let i = 0; i < w; i++) grid[y]![x + i] = true;
  }
  return grid;
}

describe("qrPath", () => {
  it("draws exactly the dark modules of the code, with a quiet zone of four light modules", () => {
    const text = "https://example.com/rsvp/ABCD2345";
    const { size, path } = qrPath(text);
    const expected = encode(text, { ecc: "M", border: 4 });
    expect(size).toBe(expected.size);
    expect(paint(path, size)).toEqual(expected.data);
    const grid = paint(path, size);
    for (let i = 0; i < 4; i++) {
      expect(grid[i]!.every((dark) => !dark)).toBe(true);
      expect(grid[size - 1 - i]!.every((dark) => !dark)).toBe(true);
      expect(grid.every((row) => !row[i] && !row[size - 1 - i])).toBe(true);
    }
  });
});
