import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationPath } from "../src/contract/invitation-link";
import { attachPhoto, createGuestWedding, type GuestWedding } from "./guest-support";
import { createParty, setRsvpAccess } from "./invitation-support";
import { launchBrowser, PHONE, screenshot } from "./support/browser";
import { expectClearOfToast, layoutProblems, useRootFontSize, type LARGE_TEXT } from "./support/layout";
import { sharedServer, type SharedServer } from "./support/server";
import type { Browser } from "playwright-core";

// docs/design.md section 8 (WCAG 1.4.4 and 1.4.10): at 360 px with the root font at 150% and 200%,
// no guest screen and no step of the wedding form scrolls sideways or draws one control over another.
// 100% too: the same screens at the size most guests use. One file per size (large-text-*.test.ts),
// so the sizes run side by side.

let server: SharedServer;
let browser: Browser;
let open: GuestWedding;
let invited: GuestWedding;
let invitationLink: string;

/** The file's server, browser and weddings: an open one with a photo, and an invitation-only one with a party. */
function setUp() {
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
    open = await createGuestWedding(server.url, {
      venue: "The Orangery at Kew Gardens, Royal Botanic Gardens, Richmond, London TW9 3AE",
      childrenPolicy: "We love your little ones, but this is an adults-only celebration.",
      giftPreferences: "Your presence is the gift. A honeymoon fund is open if you wish.",
      rsvpDeadline: "2027-05-01",
    });
    await attachPhoto(server.url, open);
    invited = await createGuestWedding(server.url);
    await setRsvpAccess(server.url, invited, "invitation");
    const party = await createParty(server.url, invited, {
      name: "The Okafor family",
      guests: [
        { firstName: "Ngozi", lastName: "Okafor" },
        { firstName: "Ada", lastName: "Okafor", isChild: true, age: 9 },
      ],
      extraSeats: 1,
    });
    invitationLink = `${server.url}${invitationPath(invited.wedding.uniqueCode, party.invitationToken)}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

async function largeTextPage(size: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await useRootFontSize(page, size);
  return page;
}

/** Checks the screen as it stands (and, with SCREENSHOT_DIR, keeps a picture of it for a person to look at). */
async function expectFits(page: Page, screen: string, size: string) {
  await page.evaluate(() => document.fonts.ready);
  const problems = await layoutProblems(page);
  await screenshot(page, `large-text-${size.replace("%", "")}-${screen}.png`, { fullPage: true });
  expect.soft({ screen, size, ...problems }).toEqual({ screen, size, overflow: 0, sticksOut: [], overlaps: [] });
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Every screen at one root font size, from a file of its own. */
export function largeTextSuite(size: "100%" | (typeof LARGE_TEXT)[number]) {
  setUp();
  describe(`text at ${size} on a 360 px phone`, () => {
    it("fits the open RSVP form, the thank-you, the edit form and the not-found page", async () => {
      const page = await largeTextPage(size);
      await page.goto(`${server.url}/rsvp/${open.wedding.uniqueCode}`);
      await page.getByRole("heading", { name: "Kindly Reply" }).waitFor();
      await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();
      await page.getByRole("button", { name: "Add Party Member" }).click();
      await page.getByRole("textbox", { name: "Name of guest 2" }).fill("Tom Hart");
      await page.getByRole("combobox", { name: "Relationship of guest 2" }).selectOption("child");
      await page.getByRole("textbox", { name: "Age of guest 2" }).fill("7");
      await expectFits(page, "rsvp-open-form", size);

      await page.getByRole("textbox", { name: "Your name" }).fill("Olivia Hart");
      await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
      await page.getByRole("button", { name: "Submit RSVP" }).click();
      await page.getByRole("heading", { name: "Thank You" }).waitFor();
      await expectClearOfToast(page, page.getByRole("heading", { name: "Thank You" }));
      // Focus moved back up the page (the hotels button) shows below the toast too (WCAG 2.2, 2.4.11).
      await page.keyboard.press("Shift+Tab");
      await expectClearOfToast(page, page.locator(":focus"));
      await toasts(page).getByRole("button", { name: "Dismiss notification" }).click();
      await expectFits(page, "thank-you", size);

      await page.getByRole("button", { name: "Change my answer" }).click();
      await page.getByRole("heading", { name: "Change Your RSVP" }).waitFor();
      await page.getByRole("textbox", { name: "Your name" }).waitFor();
      await expectFits(page, "rsvp-edit", size);

      await page.goto(`${server.url}/rsvp/no-such-wedding`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectFits(page, "not-found", size);

      await page.goto(`${server.url}/save-the-date/${open.wedding.uniqueCode}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectFits(page, "save-the-date", size);
      await page.context().close();
    });

    it("fits an invitation link's reply and the find-your-invitation card", async () => {
      const page = await largeTextPage(size);
      await page.goto(invitationLink);
      await page.getByRole("heading", { name: "Welcome, the Okafor family" }).waitFor();
      await page.getByRole("group", { name: "Ngozi Okafor", exact: true }).getByRole("radio", { name: "Attending", exact: true }).check();
      await expectFits(page, "invitation-reply", size);

      await page.goto(`${server.url}/rsvp/${invited.wedding.uniqueCode}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByRole("button", { name: /Find/ }).first().waitFor();
      await expectFits(page, "find-invitation", size);
      await page.context().close();
    });

    it("fits every step of the wedding form", async () => {
      const page = await largeTextPage(size);
      await page.goto(`${server.url}/admin`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectFits(page, "admin-entry", size);

      await page.getByRole("button", { name: "Create New Wedding" }).click();
      await page.getByRole("heading", { name: "Tell us about your wedding" }).waitFor();
      await page.getByRole("radio", { name: "Adults Only" }).check();
      await expectFits(page, "admin-form", size);

      await page.getByLabel("Partner 1 name").fill("Amelia");
      await page.getByLabel("Partner 2 name").fill("Jonah");
      await page.getByLabel("Wedding date").fill("2027-06-12");
      await page.getByLabel("Ceremony time").fill("15:30");
      await page.getByRole("textbox", { name: "Venue" }).fill("The Orangery, Kew Gardens, London");
      await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
      await page.locator("[data-step-heading]").waitFor();
      await page.getByTestId("wedding-code").waitFor();
      await toasts(page)
        .getByRole("button", { name: "Dismiss notification" })
        .click()
        .catch(() => undefined);
      await expectFits(page, "admin-complete", size);

      await page.context().request.post(`${server.url}/api/host/session`, { data: { code: open.wedding.uniqueCode, hostKey: open.wedding.hostKey } });
      await page.goto(`${server.url}/admin?edit=${open.wedding.uniqueCode}&questions=true`);
      await page.locator("#questions-title").waitFor();
      await expectFits(page, "admin-questions", size);
      await page.context().close();
    });

    it("fits the couple's dashboard, responses and guest list", async () => {
      const page = await largeTextPage(size);
      const { uniqueCode, hostKey } = open.wedding;
      await page.context().request.post(`${server.url}/api/host/session`, { data: { code: uniqueCode, hostKey } });
      await page.goto(`${server.url}/dashboard/${uniqueCode}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByRole("heading", { name: "Wedding details" }).waitFor();
      await expectFits(page, "host-dashboard", size);
      await page.goto(`${server.url}/responses/${uniqueCode}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByText("Olivia Hart").first().waitFor();
      // The tallies scroll inside their own box (their headers' sr-only text once widened the page by 32 px at 200%).
      await expectFits(page, "host-responses", size);
      await page.goto(`${server.url}/guests/${uniqueCode}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectFits(page, "host-guests", size);
      await page.context().close();
    });
  });
}
