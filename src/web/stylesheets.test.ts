import fs from "node:fs";
import path from "node:path";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { describe, expect, it } from "vitest";
import { GUEST_SCREENS, NOT_FOUND_SCREEN, SCREENS } from "../contract/screens";

/**
 * Each page loads one stylesheet of utilities (docs/decisions/0050-css-per-audience.md): guest.css on
 * the guest pages, couple.css on every other screen. Tailwind generates a sheet's classes only from
 * the files it scans, so a file a page renders but its sheet does not scan would lose its styles
 * without any error. This walks the imports from each page's entry points and asks Tailwind's own
 * scanner, with each sheet's @source rules, which files it reads: every file the page can render
 * must be among them.
 */
const WEB = import.meta.dirname;
const web = (file: string) => path.join(WEB, file);

// The lazy chunks only the couple's screens load: the top bar (app.tsx shows it off the guest paths)
// and the loaders and routes of every screen but the guest pages (lib/couple-screens.ts). A guest page never imports them.
const COUPLE_CHUNKS = ["lib/couple-screens.ts", "components/top-bar.tsx"].map(web);
const GUEST_ROUTES = GUEST_SCREENS.map((screen) => web(`routes/${screen.name}.tsx`));
const COUPLE_ROUTES = [...SCREENS.filter((screen) => !screen.guest).map((screen) => screen.name), NOT_FOUND_SCREEN].map((name) => web(`routes/${name}.tsx`));
const ENTRY = web("main.tsx");

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** A module's relative imports, static and lazy, resolved to files; `import type` renders nothing. */
function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, "utf8").replace(/import\s+type\s[^;]*?from\s*"[^"]+"/g, "");
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*"(\.[^"]+)"/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (!found) throw new Error(`${path.relative(WEB, file)} imports ${specifier}, which this walk cannot resolve`);
    return [found];
  });
}

/** Every file reachable from the starts, not entering the files in `stops`. */
function reachable(starts: string[], stops: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || stops.includes(file)) continue;
    seen.add(file);
    if (/\.tsx?$/.test(file)) queue.push(...importsOf(file));
  }
  return seen;
}

/** The files Tailwind reads for a sheet's classes, as @tailwindcss/vite finds them (its @source rules, through its scanner). */
async function scannedBy(sheet: string): Promise<Set<string>> {
  const compiler = await compile(fs.readFileSync(web(sheet), "utf8"), { base: WEB, onDependency: () => {} });
  const root =
    compiler.root === "none" ? [] : compiler.root === null ? [{ base: WEB, pattern: "**/*", negated: false }] : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  scanner.scan();
  return new Set(scanner.files.map((file) => path.resolve(file)));
}

/** Components with classes: the web app's modules (src/contract and src/locales hold data and words, no classes). */
const components = (files: Set<string>) => [...files].filter((file) => file.startsWith(`${WEB}${path.sep}`) && /\.tsx?$/.test(file));
const unscanned = (files: Set<string>, scanned: Set<string>) =>
  components(files)
    .filter((file) => !scanned.has(file))
    .map((file) => path.relative(WEB, file));

describe("each page's stylesheet scans every file the page renders", () => {
  // A guest page: the entry (its shell, spinner and toasts) and the guest routes with what they import.
  const guestPage = reachable([ENTRY, ...GUEST_ROUTES], COUPLE_CHUNKS);
  // Any other screen: the entry, the top bar and every screen couple-screens.ts loads.
  const couplePage = reachable([ENTRY, ...COUPLE_CHUNKS], GUEST_ROUTES);

  it("guest.css scans every file a guest page imports, and none only the couple's screens render", async () => {
    expect(components(guestPage).length).toBeGreaterThan(80);
    const scanned = await scannedBy("guest.css");
    expect(unscanned(guestPage, scanned)).toEqual([]);
    expect(scanned.has(web("routes/dashboard.tsx"))).toBe(false);
    expect(scanned.has(web("features/landing/hero.tsx"))).toBe(false);
  });

  it("couple.css scans every file the couple's screens, the landing page and the 404 page import", async () => {
    expect(components(couplePage).length).toBeGreaterThan(300);
    const scanned = await scannedBy("couple.css");
    expect(unscanned(couplePage, scanned)).toEqual([]);
    expect(scanned.has(web("features/rsvp/rsvp-form.tsx"))).toBe(false);
  });

  it("a guest page loads guest.css and never couple.css; every other screen the reverse", () => {
    expect(guestPage.has(web("guest.css"))).toBe(true);
    expect(guestPage.has(web("couple.css"))).toBe(false);
    expect(couplePage.has(web("couple.css"))).toBe(true);
    expect(couplePage.has(web("guest.css"))).toBe(false);
    // Each route imports its sheet itself, so the server links it in that page's HTML (the route chunk's CSS in
    // the Vite manifest) and the entry, which imports no CSS, never names it: whichever page opens first is styled.
    expect(GUEST_ROUTES.filter((route) => !importsOf(route).includes(web("guest.css")))).toEqual([]);
    expect(COUPLE_ROUTES.length).toBeGreaterThan(15);
    expect(COUPLE_ROUTES.filter((route) => !importsOf(route).includes(web("couple.css")))).toEqual([]);
    expect(importsOf(ENTRY).filter((file) => file.endsWith(".css"))).toEqual([]);
  });

  // `@source not inline(...)` drops words the scanner reads in code (an event's name, a variable) from a sheet: no
  // element may wear one as a class, or it would lose its style without an error (the amendment of decision 0050).
  it("no element wears a word a sheet tells Tailwind to skip", async () => {
    for (const sheet of ["guest.css", "couple.css"]) {
      const words = [...fs.readFileSync(web(sheet), "utf8").matchAll(/@source not inline\("([^"]+)"\)/g)].flatMap((match) => match[1]!.split(/\s+/));
      expect(words.length).toBeGreaterThan(0);
      const worn: string[] = [];
      for (const file of components(await scannedBy(sheet))) {
        const code = fs.readFileSync(file, "utf8");
        // Any string given to className, or one that reads as a class list: lower-case tokens only (a message's
        // "{table}" or "Table:" is prose), another of them with a dash or a variant.
        for (const match of code.matchAll(/(className=\{?\s*)?(["'`])([^"'`\n]*)\2/g)) {
          const text = match[3]!.replace(/\$\{[^}]*\}/g, " ");
          const tokens = text.split(/\s+/).filter(Boolean);
          const classList = !/[{}]/.test(text) && tokens.every((token) => /^[a-z0-9!:[\]().\/#%_,=&>*@-]+$/.test(token));
          for (const word of words.filter((word) => tokens.includes(word))) {
            if (match[1] || (classList && tokens.some((token) => token !== word && /[-:]/.test(token)))) worn.push(`${path.relative(WEB, file)}: ${word}`);
          }
        }
      }
      expect(worn, sheet).toEqual([]);
    }
  });
});
