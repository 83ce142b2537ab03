import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSVP_STYLES } from "../src/contract/wedding";
import { attachPhoto, createGuestWedding, setStyle, type GuestWedding } from "./guest-support";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { sharedServer, type SharedServer } from "./support/server";

// The themes' matrix (every style, at 360 and 1280 px), in a file of its own so that it runs beside
// the other theme checks (themes.test.ts) rather than after them: the longest test of the browser files.
// SCREENSHOT_DIR=/tmp/shots keeps a picture of each page in each style at both widths.

let server: SharedServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let guest: GuestWedding;

beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
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
async function newContext(viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ viewport, bypassCSP: true });
}

describe("themes", () => {
  it("dresses both guest pages in every style: names and date in the first desktop screen, no sideways scroll, axe-clean on a phone", async () => {
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
        // Axe once per style and page, on the phone most guests use: its rules (contrast, names, roles) do not change with the width.
        if (viewport === PHONE) expect(await seriousAxeViolations(std), `${style} save-the-date at ${viewport.width}`).toEqual([]);
        await screenshot(std, `std-${style}-${viewport.width}.png`, { fullPage: true });

        const rsvp = await context.newPage();
        await rsvp.goto(`${server.url}/rsvp/${code()}`);
        await rsvp.getByRole("button", { name: "Submit RSVP" }).waitFor();
        await rsvp.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await rsvp.locator("main").getAttribute("data-style")).toBe(style);
        expect(await hasHorizontalScroll(rsvp)).toBe(false);
        if (viewport === PHONE) expect(await seriousAxeViolations(rsvp), `${style} RSVP at ${viewport.width}`).toEqual([]);
        await screenshot(rsvp, `rsvp-${style}-${viewport.width}.png`, { fullPage: true });
        await context.close();
      }
    }
  }, 600_000);
});
