import { describe, expect, it } from "vitest";
import type { Wedding } from "../../../contract/wedding";
import { PublicWeddingCache, type PublicWeddingView } from "./public-cache";

const view = (venue: string): PublicWeddingView => ({
  wedding: { id: "2b1f0c3e-0000-4000-8000-000000000001", uniqueCode: "ABCDEFGH", venue } as Wedding,
  questions: [],
  tokenKey: "k",
});

describe("PublicWeddingCache", () => {
  it("serves a view by id and by code until it is invalidated", () => {
    const cache = new PublicWeddingCache();
    cache.set(view("Hall"));
    expect(cache.get("ABCDEFGH")?.wedding.venue).toBe("Hall");
    expect(cache.get("2b1f0c3e-0000-4000-8000-000000000001")?.wedding.venue).toBe("Hall");
    cache.invalidate(view("Hall").wedding);
    expect(cache.get("ABCDEFGH")).toBeUndefined();
  });

  it("refuses a view read before an invalidation (it may hold the old data)", () => {
    const cache = new PublicWeddingCache();
    const token = cache.readToken();
    cache.invalidate(view("New").wedding);
    cache.set(view("Old"), token);
    expect(cache.get("ABCDEFGH")).toBeUndefined();
    cache.set(view("New"), cache.readToken());
    expect(cache.get("ABCDEFGH")?.wedding.venue).toBe("New");
  });

  it("forgets entries after the TTL and keeps at most the configured number", () => {
    const expired = new PublicWeddingCache(-1);
    expired.set(view("Hall"));
    expect(expired.get("ABCDEFGH")).toBeUndefined();
    const small = new PublicWeddingCache(30_000, 2);
    for (let i = 0; i < 5; i++) small.set({ wedding: { id: `id-${i}`, uniqueCode: `CODE000${i}` } as Wedding, questions: [], tokenKey: "k" });
    for (let i = 0; i < 5; i++)
      small.set({ wedding: { id: `id-${i % 2 ? 3 : 4}`, uniqueCode: `CODE000${i % 2 ? 3 : 4}` } as Wedding, questions: [], tokenKey: "k" });
    expect(["id-3", "CODE0003", "id-4", "CODE0004"].map((key) => small.get(key) !== undefined)).toEqual([true, true, true, true]);
    expect(["id-0", "CODE0000", "id-1", "CODE0001", "id-2", "CODE0002"].every((key) => small.get(key) === undefined)).toBe(true);
  });
});
