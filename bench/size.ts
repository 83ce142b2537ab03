/**
 * Size budget check (docs/design.md section 6). For each route, follows the Vite manifest from the
 * entry (index.html) and the route's lazily imported screen through their static imports, and
 * sums the gzip size of every JS and CSS file a first visit downloads. A page that loads one of
 * several replies before its first render (/rsvp: the open form, an invitation link, "find your
 * invitation") is measured once per variant, with that variant's lazy chunks and those its form
 * fetches as it mounts (the open form's party list, a household's open seats, each extra event's
 * section: fetched before the guest does anything, so part of the first load). A guest page is
 * measured in each language too (issue 16): with the catalogue chunks the server preloads for it
 * (src/locales/guest/{locale}.ts and the calendar text's). Fails when a guest page, in any variant
 * or language, ships more than 110 KB of JS, or any page more than 15 KB of CSS.
 *
 *   npm run size                      # builds dist/web when stale, then measures it
 *   WEB_DIST_DIR=/tmp/x npm run size  # measures (and if stale builds) another folder
 *
 * KB here is 1,000 bytes (the stricter reading); gzip is zlib's default level, as a server compressing on the fly sends.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildWebIfStale } from "../scripts/build-if-stale.mjs";
import { LOCALE_CODES, type Locale } from "../src/contract/locales";
import { SCREENS } from "../src/contract/screens";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const KB = 1000;
export const JS_BUDGET = 110 * KB;
const CSS_BUDGET = 15 * KB;
// Every screen of the app (src/contract/screens.ts) but the 404 page, labelled by its path.
// /rsvp's replies are lazy chunks (src/web/features/rsvp/reply-area.tsx): a first visit downloads exactly one of them.
// A wedding of several events (docs/decisions/0019-events.md) also loads the schedule's chunk before its first render.
const SCHEDULE = "src/web/features/invitation/event-schedule.tsx";
// A look other than Classic is its own chunk, loaded before the first render too: the "3 events" variants wear the largest.
const STYLE = "src/web/features/invitation/themes/botanical.ts";
// Chunks a form fetches as it mounts, before the guest touches anything: they count as first load too.
// The open form's party list; each extra event's section (either form); a household's open seats.
const PARTY_LIST = "src/web/features/reply-form/party-members.tsx";
const EVENT_REPLIES = "src/web/features/party-reply/event-replies.tsx";
const OPEN_SEATS = "src/web/features/party-reply/open-seats.tsx";
// A household that already replied sees its summary first: its per-event lists and its calendar are fetched as it mounts.
const SUMMARY_CALENDAR = "src/web/features/party-reply/summary-calendar.tsx";
// "Find my table" (decision 0038) shows below the reply when the couple turned it on; the room plan comes only with an answer.
const FIND_TABLE = "src/web/features/find-table/find-table-card.tsx";
// The website's sections (decision 0045): their chunk loads when the guest scrolls near them, below the reply, so it is
// not first load; "every section" counts it anyway, the page as a guest has it once scrolled.
const SECTIONS = "src/web/features/invitation/website-sections.tsx";
const VARIANTS: Partial<Record<string, { label: string; modules: string[] }[]>> = {
  "/rsvp/:code": [
    // Chunk groups of vite.config.ts are named, not keyed by a source file.
    { label: "open form", modules: ["open-form", PARTY_LIST] },
    { label: "invitation link", modules: ["invitation-reply", OPEN_SEATS] },
    { label: "find invitation", modules: ["src/web/features/find-invitation/find-invitation-card.tsx"] },
    { label: "open form, 3 events", modules: ["open-form", PARTY_LIST, EVENT_REPLIES, SCHEDULE, STYLE] },
    { label: "invitation, 3 events", modules: ["invitation-reply", OPEN_SEATS, EVENT_REPLIES, SCHEDULE, STYLE] },
    { label: "replied, 3 events", modules: ["invitation-reply", EVENT_REPLIES, SUMMARY_CALENDAR, SCHEDULE, STYLE] },
    { label: "open form, find my table", modules: ["open-form", PARTY_LIST, FIND_TABLE] },
    { label: "open form, every section (scrolled)", modules: ["open-form", PARTY_LIST, SECTIONS] },
  ],
  "/save-the-date/:code": [
    { label: "", modules: [] },
    { label: "3 events", modules: [SCHEDULE, STYLE] },
  ],
};
const ROUTES = SCREENS.flatMap((screen) => {
  const base = { route: screen.path, guest: screen.guest, modules: [`src/web/routes/${screen.name}.tsx`] };
  const variants = VARIANTS[screen.path];
  if (!variants) return [base];
  return variants.map((variant) => ({
    ...base,
    route: variant.label ? `${screen.path} ${variant.label}` : screen.path,
    modules: [...base.modules, ...variant.modules],
  }));
});
const root = path.resolve(import.meta.dirname, "..");
export const distDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, "dist/web");

/** Every file a chunk pulls in before it can run: itself, its static imports, their CSS. */
function collect(manifest: Manifest, name: string, js: Set<string>, css: Set<string>) {
  const key = name in manifest ? name : Object.keys(manifest).find((candidate) => candidate.startsWith(`_${name}-`));
  const chunk = key ? manifest[key] : undefined;
  if (!chunk) throw new Error(`${name} is not in the Vite manifest (is it still lazily imported by app.tsx or reply-area.tsx?)`);
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  chunk.css?.forEach((file) => css.add(file));
  chunk.imports?.forEach((name) => collect(manifest, name, js, css));
}

const gzipBytes = (file: string) => gzipSync(fs.readFileSync(path.join(distDir, file))).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A page's first load in a language: its JS plus that language's catalogue chunks (the couple's screens load English). */
const catalogues = (locale: Locale) => [`src/locales/guest/${locale}.ts`, `src/locales/calendar/${locale}.ts`];

export function measure(manifest: Manifest, locale: Locale = "en") {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("The Vite manifest has no entry");
  return ROUTES.map(({ route, guest, modules }) => {
    const js = new Set<string>();
    const css = new Set<string>();
    collect(manifest, entryKey, js, css);
    for (const module of [...modules, ...catalogues(locale)]) collect(manifest, module, js, css);
    const jsFiles = [...js].map((file) => ({ file, gzip: gzipBytes(file) }));
    const cssFiles = [...css].map((file) => ({ file, gzip: gzipBytes(file) }));
    return {
      route,
      guest,
      jsFiles,
      cssFiles,
      jsGzip: jsFiles.reduce((sum, file) => sum + file.gzip, 0),
      cssGzip: cssFiles.reduce((sum, file) => sum + file.gzip, 0),
    };
  });
}

async function main() {
  await buildWebIfStale();
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) throw new Error(`No ${manifestFile}: build with build.manifest enabled (vite.config.ts).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  const results = measure(manifest);
  const byLocale = LOCALE_CODES.map((locale) => ({ locale, results: measure(manifest, locale) }));

  const failures: string[] = [];
  console.log(`First-load download per route (gzip), from ${distDir}\n`);
  console.log(`${"route".padEnd(36)}${"JS".padStart(10)}${"CSS".padStart(10)}   files`);
  for (const result of results) {
    console.log(
      `${result.route.padEnd(36)}${kb(result.jsGzip).padStart(10)}${kb(result.cssGzip).padStart(10)}   ${result.jsFiles.length} JS, ${result.cssFiles.length} CSS`,
    );
    if (process.argv.includes("--files")) {
      for (const file of [...result.jsFiles, ...result.cssFiles]) console.log(`${"".padEnd(38)}${String(file.gzip).padStart(8)}  ${file.file}`);
    }
    if (result.cssGzip > CSS_BUDGET) failures.push(`${result.route}: ${kb(result.cssGzip)} CSS > ${kb(CSS_BUDGET)}`);
  }
  console.log(`\nGuest pages' first-load JS per language (gzip; the page's JS and its catalogue chunks)\n`);
  console.log(`${"route".padEnd(30)}${LOCALE_CODES.map((locale) => locale.padStart(9)).join("")}`);
  results.forEach((result, index) => {
    if (!result.guest) return;
    const sizes = byLocale.map(({ results: inLocale }) => inLocale[index]!.jsGzip);
    console.log(`${result.route.padEnd(30)}${sizes.map((size) => kb(size).replace(" KB", "").padStart(9)).join("")}`);
    byLocale.forEach(({ locale }, column) => {
      if (sizes[column]! > JS_BUDGET) failures.push(`${result.route} (${locale}): ${kb(sizes[column]!)} JS > ${kb(JS_BUDGET)}`);
    });
  });
  console.log(`\nBudgets: guest pages JS <= ${kb(JS_BUDGET)}, every page CSS <= ${kb(CSS_BUDGET)} (KB = 1,000 bytes).`);
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("All within budget.");
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
