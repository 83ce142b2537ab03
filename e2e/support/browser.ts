import fs from "node:fs";
import path from "node:path";
import axe from "axe-core";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";

/**
 * The tests drive Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright
 * itself uses for headless runs): the same Blink and V8 as the full browser without its browser
 * layer, at about half the processor time per page (docs/decisions/0024-test-projects.md).
 */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell";
/** The full browser, for what measures a real browser's load of a page (Lighthouse). */
export const FULL_CHROME_PATH = process.env.FULL_CHROME_PATH || "/usr/bin/chromium";

/** The fonts the layout checks are made against, and only those (fonts.conf says why). */
const FONTS_CONF = path.join(import.meta.dirname, "fonts.conf");
const FONT_PACKAGES = { "fonts-noto-core": "/usr/share/fonts/truetype/noto", "fonts-liberation": "/usr/share/fonts/truetype/liberation" };

/** Debian's Chromium headless shell, with the flags this offline machine needs (no background network). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium's headless shell not found at ${CHROME_PATH}. Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROME_PATH.`,
    );
  }
  const missing = Object.entries(FONT_PACKAGES).filter(([, folder]) => !fs.existsSync(folder));
  if (missing.length > 0) {
    throw new Error(`The browser tests draw text in fixed fonts; install them: apt-get install -y ${missing.map(([name]) => name).join(" ")}`);
  }
  return chromium.launch({
    executablePath: CHROME_PATH,
    env: { ...process.env, FONTCONFIG_FILE: FONTS_CONF },
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

export const PHONE = { width: 360, height: 760 };
export const DESKTOP = { width: 1280, height: 800 };

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** Runs axe-core (WCAG 2.1 A/AA rules) in the page; returns serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: a page checked twice keeps the engine it was given (about 0.3 s of parsing each time).
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    // Only violations are read, so axe gathers no passes or incomplete results (half its time or more).
    return run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
  });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

/** True when the page is wider than its viewport (a guest would have to scroll sideways). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** SCREENSHOT_DIR=/some/dir keeps a picture of each screen the tests name there; by default none is written. */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/**
 * Saves a picture of the page (or of one element) for a person to look at, when SCREENSHOT_DIR asks
 * for it. Nothing compares them: written on every run they cost seconds each and told nobody anything.
 */
export async function screenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, name);
  await ("goto" in target ? target.screenshot({ path: file, ...options }) : target.screenshot({ path: file }));
}
