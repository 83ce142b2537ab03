import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { distDir, JS_BUDGET, measure } from "../../bench/size";
import { buildWebIfStale } from "../../scripts/build-if-stale.mjs";
import { LOCALE_CODES } from "../contract/locales";
import { SCREENS } from "../contract/screens";

type Manifest = Parameters<typeof measure>[0];

// A string only TanStack Query's core carries (its Query class notifies its cache with it),
// kept by minification: where it is, the query library is.
const QUERY_LIBRARY = "observerAdded";

/**
 * docs/design.md section 6: a guest's first load, in every language, with invitation links and
 * events, is at most 110 KB of gzip JS. Counted from the real build as bench/size.ts counts it
 * (the route's chunks, the reply it paints, what its form fetches as it mounts, the language's
 * catalogues): a byte count, not a timing, so it can gate every change.
 */
describe("what a guest downloads first", () => {
  let manifest: Manifest;
  beforeAll(async () => {
    await buildWebIfStale();
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  }, 180_000);

  it.each(LOCALE_CODES)("fits the 110 KB budget on every guest page and variant (%s)", (locale) => {
    const guestPages = measure(manifest, locale).filter((route) => route.guest);
    expect(guestPages.length).toBeGreaterThanOrEqual(7);
    const over = guestPages.filter((route) => route.jsGzip > JS_BUDGET).map((route) => `${route.route}: ${route.jsGzip} B`);
    expect(over).toEqual([]);
  });

  it("names no couple's screen in the entry, so a new screen adds only its path to a guest's download (lib/screen-loaders.ts)", () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    const code = fs.readFileSync(path.join(distDir, entry.file), "utf8");
    const coupleChunks = SCREENS.filter((screen) => !screen.guest).map((screen) => path.basename(manifest[`src/web/routes/${screen.name}.tsx`]!.file));
    expect(coupleChunks.length).toBeGreaterThanOrEqual(10);
    expect(coupleChunks.filter((file) => code.includes(file))).toEqual([]);
  });

  it("leaves the couple's query library out: only their screens load it (lib/query-provider.tsx)", () => {
    const carriesQueries = (route: ReturnType<typeof measure>[number]) =>
      route.jsFiles.some(({ file }) => fs.readFileSync(path.join(distDir, file), "utf8").includes(QUERY_LIBRARY));
    const routes = measure(manifest);
    expect(routes.filter((route) => route.guest && carriesQueries(route)).map((route) => route.route)).toEqual([]);
    // The marker is real: the couple's dashboard, which reads through the cache, carries it.
    expect(carriesQueries(routes.find((route) => route.route === "/dashboard/:code")!)).toBe(true);
  });
});
