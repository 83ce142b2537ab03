import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { distDir, JS_BUDGET, measure } from "../../bench/size";
import { buildWebIfStale } from "../../scripts/build-if-stale.mjs";
import { LOCALE_CODES } from "../contract/locales";
import { SCREENS } from "../contract/screens";

type Manifest = Parameters<typeof measure>[0];

// Strings only a library carries, kept by minification: where one is, its library is. TanStack
// Query's core notifies its cache with "observerAdded"; wouter's router has an "aroundNav" option;
// @lingui/core's `_` throws this when no language is active.
const LIBRARIES = [
  // The couple's screens read through the query cache (lib/query-provider.tsx): the dashboard carries it.
  { name: "the query library", marker: "observerAdded", carriedBy: "/dashboard/:code" },
  // Their router rides in lib/couple-screens.ts, beside every couple's screen; a guest page reads its path itself (lib/location.ts).
  { name: "wouter", marker: "aroundNav", carriedBy: "/dashboard/:code" },
  // The pages translate with lib/small-i18n.ts, the couple's included: no page carries Lingui's runtime (the server does).
  { name: "@lingui/core", marker: "Attempted to call a translation function", carriedBy: null, source: "node_modules/@lingui/core/dist/index.mjs" },
];

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

  it("names no couple's screen in the entry, neither its chunk nor its path (lib/couple-screens.ts, contract/guest-screens.ts)", () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    const code = fs.readFileSync(path.join(distDir, entry.file), "utf8");
    const coupleChunks = SCREENS.filter((screen) => !screen.guest).map((screen) => path.basename(manifest[`src/web/routes/${screen.name}.tsx`]!.file));
    expect(coupleChunks.length).toBeGreaterThanOrEqual(10);
    expect(coupleChunks.filter((file) => code.includes(file))).toEqual([]);
    // Nor their paths: the guest pages' part of the list is a module of its own (contract/guest-screens.ts).
    const couplePaths = SCREENS.filter((screen) => !screen.guest && screen.path.includes(":")).map((screen) => screen.path);
    expect(couplePaths.filter((screenPath) => code.includes(screenPath))).toEqual([]);
  });

  it.each(LIBRARIES)("leaves $name out of every guest page", ({ marker, carriedBy, ...library }) => {
    const carries = (route: ReturnType<typeof measure>[number]) =>
      route.jsFiles.some(({ file }) => fs.readFileSync(path.join(distDir, file), "utf8").includes(marker));
    const routes = measure(manifest);
    expect(routes.filter((route) => route.guest && carries(route)).map((route) => route.route)).toEqual([]);
    // The marker is real: a couple's screen that uses the library carries it, or (used by none) the library's own code has it.
    if (carriedBy) expect(carries(routes.find((route) => route.route === carriedBy)!)).toBe(true);
    else expect(fs.readFileSync(path.resolve(import.meta.dirname, "../..", library.source!), "utf8")).toContain(marker);
  });
});
