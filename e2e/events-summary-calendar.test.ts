import fs from "node:fs";
import ICAL from "ical.js";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { invitationPath, type Party } from "../src/contract/guest-list";
import { createGuestWedding, type GuestWedding } from "./guest-support";
import { createParty } from "./invitation-support";
import { hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { layoutProblems, useRootFontSize } from "./support/layout";
import { eventCalls, hostApi, serverAndBrowser } from "./support/setup";

// Issue 17, item 5: after replying from its link, a household's summary offers its calendar: exactly
// the events it accepted (a private one only for a party invited to it), and nothing when nobody comes.

const env = serverAndBrowser({ RATE_LIMIT: "false" });
const host = hostApi(env);

/** The wedding, a Sunday brunch for everyone and a rehearsal dinner for the family only. */
async function weekend(overrides: Parameters<typeof createGuestWedding>[1] = {}) {
  const guest = await createGuestWedding(env.server.url, overrides);
  const family = await createParty(env.server.url, guest, {
    name: "The Okafor family",
    guests: [
      { firstName: "Ngozi", lastName: "Okafor" },
      { firstName: "Emeka", lastName: "Okafor" },
    ],
  });
  const friends = await createParty(env.server.url, guest, { name: "The Lindqvists", guests: [{ firstName: "Carl", lastName: "Lindqvist" }] });
  const { add } = eventCalls(host, guest);
  await add({ name: "Sunday brunch", date: "2027-06-13", startTime: "11:00", venue: "The Orchard" });
  const rehearsal = await add({ name: "Rehearsal dinner", date: "2027-06-11", startTime: "19:00", venue: "The Boathouse" });
  await host(guest, "PUT", `/api/events/${rehearsal.id}/invitation`, { visibility: "invited", partyIds: [family.id] });
  return { guest, family, friends };
}

const calendar = (page: Page) => page.getByRole("region", { name: "Add to Calendar" });
const section = (page: Page, name: string) => page.getByRole("form").getByRole("region", { name, exact: true });
const person = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

async function openLink(context: BrowserContext, guest: GuestWedding, party: Party, greeting: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${env.server.url}${invitationPath(guest.wedding.uniqueCode, party.invitationToken)}`);
  await page.getByRole("heading", { name: greeting }).waitFor();
  return page;
}

/** Each person's tap for the wedding, then their answer to each event (by its attendance option). */
async function reply(page: Page, people: Record<string, { wedding: "Attending" | "Not attending"; events: Record<string, string> }>) {
  for (const [name, says] of Object.entries(people)) await person(page, name).first().getByRole("radio", { name: says.wedding, exact: true }).check();
  for (const [name, says] of Object.entries(people)) {
    for (const [event, option] of Object.entries(says.events)) {
      await section(page, event)
        .getByRole("group", { name: `${event}: will you attend?` })
        .getByRole("group", { name, exact: true })
        .getByRole("radio", { name: option })
        .check();
    }
  }
  await page.getByRole("button", { name: "Send Our Reply" }).click();
  await page.getByRole("heading", { name: "Thank You" }).waitFor();
}

/** The .ics the summary's button saves, as the guest's calendar app reads it. */
async function downloadedEvents(page: Page) {
  const [download] = await Promise.all([page.waitForEvent("download"), calendar(page).getByRole("button", { name: "Download .ics" }).click()]);
  const ics = fs.readFileSync((await download.path())!, "utf8");
  const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  return { ics, summaries: events.map((event) => event.summary), starts: events.map((event) => event.startDate.toJSDate().toISOString()) };
}

describe("the calendar on a household's summary", () => {
  it("a family that accepts the wedding and its private rehearsal, not the brunch, gets exactly those two, at 360 px and 200% text", async () => {
    // Issue 29 item 3: a Seville wedding at 17:00, read by a guest whose phone is in New York.
    const { guest, family } = await weekend({ timeZone: "Europe/Madrid", time: "17:00", venue: "Hacienda San Rafael, Sevilla" });
    const couple = `${guest.wedding.partner1} & ${guest.wedding.partner2}`;
    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true, acceptDownloads: true, timezoneId: "America/New_York" });
    const page = await openLink(context, guest, family, "Welcome, the Okafor family");
    const yesRehearsalNoBrunch = { "Rehearsal dinner": "Yes, I'll be there", "Sunday brunch": "No, I can't make it" };
    await reply(page, {
      "Ngozi Okafor": { wedding: "Attending", events: yesRehearsalNoBrunch },
      "Emeka Okafor": { wedding: "Attending", events: yesRehearsalNoBrunch },
    });

    // One pair of links per accepted event, each named; the brunch has none.
    const links = calendar(page).getByRole("link");
    await links.first().waitFor();
    expect(await calendar(page).getByRole("listitem").allTextContents()).toEqual([
      expect.stringContaining(couple),
      expect.stringContaining("Rehearsal dinner"),
    ]);
    expect(await links.count()).toBe(4);
    expect(await calendar(page).textContent()).not.toContain("Sunday brunch");
    const google = new URL(
      (await calendar(page)
        .getByRole("link", { name: /^Google Calendar.*Rehearsal dinner$/ })
        .getAttribute("href"))!,
    );
    expect(google.hostname).toBe("calendar.google.com");
    expect(google.searchParams.get("text")).toBe(`Rehearsal dinner: ${couple}`);
    expect(google.searchParams.get("location")).toBe("The Boathouse");
    const outlook = new URL(
      (await calendar(page)
        .getByRole("link", { name: /^Outlook.*Rehearsal dinner$/ })
        .getAttribute("href"))!,
    );
    expect(outlook.searchParams.get("subject")).toBe(`Rehearsal dinner: ${couple}`);
    // The times are the wedding's, in Madrid (docs/decisions/0031-wedding-time-zone.md): 17:00 and 19:00
    // there are 15:00 and 17:00 UTC in June, filed in Madrid's zone, whatever the phone's own zone.
    expect(outlook.searchParams.get("startdt")).toBe("2027-06-11T19:00:00+02:00");
    expect(google.searchParams.get("ctz")).toBe("Europe/Madrid");
    const weddingGoogle = new URL(
      (await calendar(page)
        .getByRole("link", { name: /^Google Calendar/ })
        .first()
        .getAttribute("href"))!,
    );
    expect(weddingGoogle.searchParams.get("dates")).toBe("20270612T150000Z/20270612T190000Z");
    expect(weddingGoogle.searchParams.get("ctz")).toBe("Europe/Madrid");
    // The page names the zone, since this reader's clock reads it differently.
    expect(await page.getByText("(Madrid time)").count()).toBeGreaterThan(0);

    const { ics, summaries, starts } = await downloadedEvents(page);
    expect(summaries).toEqual([`${couple} Wedding`, `Rehearsal dinner: ${couple}`]);
    expect(starts).toEqual(["2027-06-12T15:00:00.000Z", "2027-06-11T17:00:00.000Z"]);
    expect(ics).not.toContain("brunch");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, "e2e-summary-calendar-360.png", { fullPage: true });

    // Opened again later, the summary is the link's first view: its calendar arrives last, at the end, and moves nothing.
    await page.addInitScript(() => {
      const seen = window as unknown as { layoutShift: number };
      seen.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) seen.layoutShift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.reload();
    await calendar(page)
      .getByRole("link", { name: /^Google Calendar.*Rehearsal dinner$/ })
      .waitFor();
    await page.waitForLoadState("networkidle");
    const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    console.log(`Replied party's link at 360 px: layout shift ${layoutShift.toFixed(3)}`);
    expect(layoutShift).toBeLessThan(0.1);

    // The same calendar at 200% text, nothing overflowing.
    await useRootFontSize(page, "200%");
    await page.reload();
    await page.getByRole("heading", { name: "Your Reply" }).waitFor();
    await calendar(page)
      .getByRole("link", { name: /^Google Calendar.*Rehearsal dinner$/ })
      .waitFor();
    expect((await downloadedEvents(page)).summaries).toEqual([`${couple} Wedding`, `Rehearsal dinner: ${couple}`]);
    expect(await layoutProblems(page)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    await screenshot(page, "e2e-summary-calendar-200.png", { fullPage: true });
    await context.close();
  });

  it("a friends' party's calendar never holds the family's rehearsal", async () => {
    const { guest, friends } = await weekend();
    const couple = `${guest.wedding.partner1} & ${guest.wedding.partner2}`;
    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true, acceptDownloads: true });
    const page = await openLink(context, guest, friends, "Welcome, the Lindqvists");
    await reply(page, { "Carl Lindqvist": { wedding: "Attending", events: { "Sunday brunch": "Yes, I'll be there" } } });
    await calendar(page)
      .getByRole("link", { name: /^Google Calendar.*Sunday brunch$/ })
      .waitFor();
    const { ics, summaries } = await downloadedEvents(page);
    expect(summaries).toEqual([`${couple} Wedding`, `Sunday brunch: ${couple}`]);
    expect(ics).not.toContain("Rehearsal");
    expect(ics).not.toContain("Boathouse");
    expect(await page.content()).not.toContain("Rehearsal");
    await context.close();
  });

  it("a household that declines everything is offered no calendar", async () => {
    const { guest, friends } = await weekend();
    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await openLink(context, guest, friends, "Welcome, the Lindqvists");
    await reply(page, { "Carl Lindqvist": { wedding: "Not attending", events: { "Sunday brunch": "No, I can't make it" } } });
    await page.getByText("You'll be missed, thank you for letting us know.").waitFor();
    // Everything the summary fetches has arrived (its per-event lists among it), and still no calendar.
    await page.getByRole("region", { name: "Sunday brunch", exact: true }).getByText("Not coming (1)").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await calendar(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Download .ics" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /Google Calendar|Outlook/ }).count()).toBe(0);
    await context.close();
  });

  it("reads right to left in Arabic: a household coming to the brunch only gets the brunch, named", async () => {
    const { guest, friends } = await weekend({ locales: ["en", "ar"] });
    const couple = `${guest.wedding.partner1} & ${guest.wedding.partner2}`;
    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true, acceptDownloads: true });
    const page = await context.newPage();
    const code = guest.wedding.uniqueCode;
    await page.goto(`${env.server.url}/rsvp/${code}?lang=ar${invitationPath(code, friends.invitationToken).replace(/^[^#]*/, "")}`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    // "Not attending" is the second choice; the brunch's "yes" its first.
    await person(page, "Carl Lindqvist").first().getByRole("radio").nth(1).check();
    await section(page, "Sunday brunch").getByRole("radio").first().check();
    await page.getByRole("form").getByRole("button", { name: /./ }).last().click();
    const arabic = page.getByRole("region", { name: "إضافة إلى التقويم" });
    await arabic.getByRole("listitem").filter({ hasText: "Sunday brunch" }).waitFor();
    expect(await arabic.getByRole("listitem").count()).toBe(1);
    expect(await arabic.getByRole("link").count()).toBe(2);
    const [download] = await Promise.all([page.waitForEvent("download"), arabic.getByRole("button").click()]);
    const ics = fs.readFileSync((await download.path())!, "utf8");
    const summaries = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component).summary);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain("Sunday brunch");
    expect(summaries[0]).not.toBe(`${couple} Wedding`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Opened again (no "reply sent" notice over the page's top), the summary and its calendar fit.
    await page.reload();
    await arabic.getByRole("link").first().waitFor();
    expect(await layoutProblems(page)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    await screenshot(page, "e2e-summary-calendar-ar-360.png", { fullPage: true });
    await context.close();
  });
});
