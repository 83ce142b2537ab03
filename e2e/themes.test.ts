import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSVP_STYLES } from "../src/contract/wedding";
import { attachPhoto, createGuestWedding, setStyle, type GuestWedding } from "./guest-support";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, seriousAxeViolations } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let guest: GuestWedding;

// Optional: SCREENSHOT_DIR=/tmp/shots keeps a picture of each page in each style at 360 and 1280 px.
const SHOTS = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ RATE_LIMIT: "false" }), launchBrowser()]);
  guest = await createGuestWedding(server.url, {
    partner1: "Amelia",
    partner2: "Jonah",
    childrenPolicy: "We love your little ones, but our celebration is adults only.",
    giftPreferences: "Your presence is the gift.",
    rsvpDeadline: "2027-05-01",
  });
  await attachPhoto(server.url, guest);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const code = () => guest.wedding.uniqueCode;

/** A browser context; bypassCSP because axe-core is injected as an inline script. */
async function newContext(viewport = DESKTOP, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({ viewport, bypassCSP: true, javaScriptEnabled });
}

/** The fonts a page downloads (file names without their build hash). */
function watchFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (file.endsWith(".woff2")) fonts.push(file.replace(/-[\w-]{8}\.woff2$/, ".woff2"));
  });
  return fonts;
}

/** A theme colour as the browser computes it, to compare with an element's computed colour. */
const themeColour = (page: Page, variable: string) =>
  page.evaluate((name) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);

/** What a guest page shows of its style: the data attribute, the names' font and colour, the page's background. */
async function paintedStyle(page: Page, names: string) {
  const heading = page.locator(`#${names}`);
  return {
    style: await page.locator("main").getAttribute("data-style"),
    font: await heading.evaluate((el) => getComputedStyle(el).fontFamily),
    colour: await heading.evaluate((el) => getComputedStyle(el).color),
    background: await page.locator("main").evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}

describe("themes", () => {
  it("applies the style chosen on the dashboard to both guest pages, painted by the server before any script", async () => {
    await setStyle(server.url, guest, "classic");
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard/${code()}#key=${encodeURIComponent(guest.wedding.hostKey)}`);
    const picker = page.getByRole("group", { name: "Design style" });
    await picker.waitFor();
    expect(await picker.getByRole("radio").count()).toBe(8);
    expect(await page.getByRole("radio", { name: /^Classic/ }).isChecked()).toBe(true);

    // A pick previews the style and saves nothing.
    await page.getByRole("radio", { name: /^Elegant/ }).check();
    expect(await page.locator("[data-preview-style]").getAttribute("data-preview-style")).toBe("elegant");
    expect(await (await fetch(`${server.url}/rsvp/${code()}`)).text()).toContain('data-style="classic"');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Use the Elegant style" }).click();
    await page.getByText("Style Updated!", { exact: true }).waitFor();
    await page.getByText("Your guests see the Elegant style.").waitFor();
    expect(await page.getByRole("radio", { name: /^Elegant/ }).isChecked()).toBe(true);
    await context.close();

    // The HTML itself carries the style, so there is no flash of the default look.
    for (const route of ["rsvp", "save-the-date"]) {
      const html = await (await fetch(`${server.url}/${route}/${code()}`)).text();
      expect(html).toContain('data-style="elegant"');
    }

    for (const javaScriptEnabled of [false, true]) {
      const guestContext = await newContext(PHONE, javaScriptEnabled);
      const rsvp = await guestContext.newPage();
      await rsvp.goto(`${server.url}/rsvp/${code()}`);
      if (javaScriptEnabled) await rsvp.getByRole("button", { name: "Submit RSVP" }).waitFor();
      const onRsvp = await paintedStyle(rsvp, "invitation-names");
      const std = await guestContext.newPage();
      await std.goto(`${server.url}/save-the-date/${code()}`);
      // The painted page has this button too, disabled until the app has drawn the page: waiting
      // for it enabled reads the app's names, not the painted ones React is about to replace.
      if (javaScriptEnabled) await std.getByRole("button", { name: "Download .ics", disabled: false }).waitFor();
      const onStd = await paintedStyle(std, "std-names");
      for (const [painted, page] of [
        [onRsvp, rsvp],
        [onStd, std],
      ] as const) {
        expect(painted.style).toBe("elegant");
        expect(painted.font).toMatch(/^"Cormorant Garamond"/);
        expect(painted.colour).toBe(await themeColour(page, "--color-amber-50"));
        expect(painted.background).toBe(await themeColour(page, "--color-stone-950"));
      }
      await guestContext.close();
    }
  });

  it("downloads the self-hosted fonts only on the pages set in them, and preloads them only there", async () => {
    await setStyle(server.url, guest, "classic");
    const context = await newContext(PHONE);
    await context.request.post(`${server.url}/api/host/session`, {
      data: { code: code(), hostKey: guest.wedding.hostKey },
      headers: { origin: server.url },
    });
    const visit = async (route: string, ready: (page: Page) => Promise<unknown>) => {
      const page = await context.newPage();
      const fonts = watchFonts(page);
      await page.goto(`${server.url}${route}`);
      await ready(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.close();
      return [...new Set(fonts)].sort();
    };
    const both = ["cormorant-garamond-latin-500-normal.woff2", "great-vibes-latin-400-normal.woff2"];
    expect(await visit("/", (page) => page.getByRole("heading", { level: 1 }).waitFor())).toEqual(both);
    // The couple's message is set in the italic, fetched when it is drawn (below the names, not preloaded).
    const withItalic = ["cormorant-garamond-latin-500-italic.woff2", ...both];
    expect(await visit(`/rsvp/${code()}`, (page) => page.getByRole("button", { name: "Submit RSVP" }).waitFor())).toEqual(withItalic);
    expect(await visit(`/save-the-date/${code()}`, (page) => page.getByRole("button", { name: "Download .ics", disabled: false }).waitFor())).toEqual(
      withItalic,
    );
    // The couple's screens without a style preview keep the system serif.
    expect(await visit(`/responses/${code()}`, (page) => page.getByRole("button", { name: "Export", exact: true }).waitFor())).toEqual([]);
    expect(await visit(`/guests/${code()}`, (page) => page.getByRole("heading", { level: 1 }).waitFor())).toEqual([]);
    expect(await visit("/admin", (page) => page.getByRole("button", { name: "Create New Wedding" }).waitFor())).toEqual([]);
    await context.close();

    const preloads = async (route: string) => {
      const html = await (await fetch(`${server.url}${route}`)).text();
      return [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/([\w-]+?)-[\w-]{8}\.woff2" crossorigin \/>/g)].map(
        (m) => m[1],
      );
    };
    // Only the face of the names (and the landing page's headings); the script accent swaps in.
    const preloaded = ["cormorant-garamond-latin-500-normal"];
    expect(await preloads("/")).toEqual(preloaded);
    expect(await preloads(`/rsvp/${code()}`)).toEqual(preloaded);
    expect(await preloads(`/save-the-date/${code()}`)).toEqual(preloaded);
    for (const route of ["/admin", `/dashboard/${code()}`, `/responses/${code()}`, `/guests/${code()}`, "/responses"]) {
      expect(await preloads(route)).toEqual([]);
    }
    // A style set in system type (Modern) preloads nothing, and its pages fetch nothing.
    await setStyle(server.url, guest, "modern");
    expect(await preloads(`/rsvp/${code()}`)).toEqual([]);
    const modern = await newContext(PHONE);
    const page = await modern.newPage();
    const fonts = watchFonts(page);
    await page.goto(`${server.url}/save-the-date/${code()}`);
    await page.getByRole("button", { name: "Download .ics", disabled: false }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(fonts).toEqual([]);
    await modern.close();
  });

  it("dresses both guest pages in every style: names and date in the first desktop screen, no sideways scroll, axe-clean", async () => {
    if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
    for (const style of RSVP_STYLES.filter((s) => s !== "default")) {
      await setStyle(server.url, guest, style);
      for (const viewport of [PHONE, { width: 1280, height: 720 }]) {
        const context = await newContext(viewport);
        const std = await context.newPage();
        await std.goto(`${server.url}/save-the-date/${code()}`);
        await std.getByRole("button", { name: "Download .ics", disabled: false }).waitFor();
        await std.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await std.locator("main").getAttribute("data-style")).toBe(style);
        expect(await hasHorizontalScroll(std)).toBe(false);
        if (viewport.width === 1280) {
          // Above the fold on a laptop: the names and the date end inside the first 720 px.
          for (const locator of [std.locator("#std-names"), std.getByText("Saturday, June 12th, 2027", { exact: true })]) {
            await locator.waitFor({ state: "visible" });
            const box = await locator.boundingBox();
            expect(box, `${style}: ${await locator.textContent()}`).not.toBeNull();
            expect(box!.y + box!.height, `${style}: ${await locator.textContent()}`).toBeLessThanOrEqual(720);
          }
        }
        expect(await seriousAxeViolations(std), `${style} save-the-date at ${viewport.width}`).toEqual([]);
        if (SHOTS) await std.screenshot({ path: path.join(SHOTS, `std-${style}-${viewport.width}.png`), fullPage: true });

        const rsvp = await context.newPage();
        await rsvp.goto(`${server.url}/rsvp/${code()}`);
        await rsvp.getByRole("button", { name: "Submit RSVP" }).waitFor();
        await rsvp.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await rsvp.locator("main").getAttribute("data-style")).toBe(style);
        expect(await hasHorizontalScroll(rsvp)).toBe(false);
        expect(await seriousAxeViolations(rsvp), `${style} RSVP at ${viewport.width}`).toEqual([]);
        if (SHOTS) await rsvp.screenshot({ path: path.join(SHOTS, `rsvp-${style}-${viewport.width}.png`), fullPage: true });
        await context.close();
      }
    }
  }, 600_000);
});
