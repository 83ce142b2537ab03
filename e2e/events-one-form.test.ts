import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { HostEvent, ZEventSummaryList } from "../src/contract/events";
import { invitationPath } from "../src/contract/guest-list";
import { createGuestWedding } from "./guest-support";
import { createParty } from "./invitation-support";
import { hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { layoutProblems, useRootFontSize } from "./support/layout";
import { eventCalls, hostApi, serverAndBrowser } from "./support/setup";

// Issue 17, item 3: one form for every event. On the invitation link each extra event is a heading
// of its own, in the schedule's order, with one tap per person; a guest who says no to the wedding
// still answers the brunch, and the couple's brunch count includes them.

const env = serverAndBrowser({ RATE_LIMIT: "false" });
const host = hostApi(env);

const event = (page: Page, name: string) => page.getByRole("form").getByRole("region", { name, exact: true });
/** One person's answer to one of an event's questions, under the event's heading. */
const answer = (page: Page, eventName: string, question: string, person: string) =>
  event(page, eventName).getByRole("group", { name: question }).getByRole("group", { name: person, exact: true });

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

describe("one form for every event", () => {
  it("a guest who declines the wedding still says yes to the brunch on a 360 px phone, and the couple counts them", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const okafors = await createParty(env.server.url, guest, {
      name: "The Okafor family",
      guests: [
        { firstName: "Ngozi", lastName: "Okafor" },
        { firstName: "Emeka", lastName: "Okafor" },
      ],
    });
    // Added out of order: the form lists them by day and start, as the schedule does.
    const { add, choice } = eventCalls(host, guest);
    const reception = await add({ name: "Reception", date: "2027-06-12", startTime: "18:00", endTime: "23:30" });
    const brunch = await add({ name: "Sunday brunch", date: "2027-06-13", startTime: "11:00" });
    await add({ name: "Rehearsal dinner", date: "2027-06-11", startTime: "19:00" });
    await choice(reception.id, "Reception meal", ["Salmon", "Risotto"]);

    const page = await (await env.browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
    await page.goto(`${env.server.url}${invitationPath(code, okafors.invitationToken)}`);
    await page.getByRole("heading", { name: "Welcome, the Okafor family" }).waitFor();
    const ngozi = page.getByRole("group", { name: "Ngozi Okafor", exact: true }).first();
    await ngozi.getByRole("radio", { name: "Attending", exact: true }).check();
    await page.getByRole("group", { name: "Emeka Okafor", exact: true }).first().getByRole("radio", { name: "Not attending", exact: true }).check();

    // Each extra event under its own heading, day and time, in the schedule's order, after the wedding's own taps.
    await event(page, "Rehearsal dinner").waitFor();
    expect(await page.getByRole("form").getByRole("region").getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Who's coming?",
      "Rehearsal dinner",
      "Reception",
      "Sunday brunch",
    ]);
    expect(await event(page, "Reception").textContent()).toMatch(/June 12.* · 6:00\s?PM – 11:30\s?PM/);
    // Emeka said no to the wedding, and is still asked each event, one tap each.
    for (const [name, ngoziSays, emekaSays] of [
      ["Rehearsal dinner", "Yes, I'll be there", "No, I can't make it"],
      ["Reception", "Yes, I'll be there", "No, I can't make it"],
    ] as const) {
      await answer(page, name, `${name}: will you attend?`, "Ngozi Okafor").getByRole("radio", { name: ngoziSays }).check();
      await answer(page, name, `${name}: will you attend?`, "Emeka Okafor").getByRole("radio", { name: emekaSays }).check();
    }
    // The brunch: one tap for the whole household.
    await event(page, "Sunday brunch").getByRole("button", { name: "Everyone's coming" }).click();
    for (const name of ["Ngozi Okafor", "Emeka Okafor"]) {
      expect(await answer(page, "Sunday brunch", "Sunday brunch: will you attend?", name).getByRole("radio", { name: "Yes, I'll be there" }).isChecked()).toBe(
        true,
      );
    }
    expect(await event(page, "Sunday brunch").getByRole("button", { name: "Everyone's coming" }).isDisabled()).toBe(true);
    // The reception's meal follows its yes: Ngozi's to answer, not Emeka's.
    await answer(page, "Reception", "Reception meal", "Ngozi Okafor").getByRole("radio", { name: "Salmon" }).check();
    expect(await answer(page, "Reception", "Reception meal", "Emeka Okafor").count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, "e2e-events-one-form-360.png", { fullPage: true });

    await page.getByRole("button", { name: "Send Our Reply" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    // The party's summary: Emeka is not coming to the wedding, and is coming to the brunch.
    const brunchSummary = page.getByRole("region", { name: "Sunday brunch", exact: true });
    await brunchSummary.getByText("Coming (2)").waitFor();
    expect(await brunchSummary.getByRole("listitem").allTextContents()).toEqual(["Ngozi Okafor", "Emeka Okafor"]);
    const receptionSummary = page.getByRole("region", { name: "Reception", exact: true });
    expect(await receptionSummary.getByText("Not coming (1)").count()).toBe(1);
    await expectAccessible(page);

    // The couple's counts: the brunch counts both, the reception only Ngozi, the wedding only Ngozi.
    const { events } = await host<z.infer<typeof ZEventSummaryList>>(guest, "GET", `/api/responses/${code}/event-summary`);
    expect(events.find((counted) => counted.eventId === brunch.id)).toMatchObject({ attending: 2, notAttending: 0, pending: 0 });
    expect(events.find((counted) => counted.eventId === reception.id)).toMatchObject({ attending: 1, notAttending: 1 });
    expect(events.find((counted) => counted.eventId === "main")).toMatchObject({ attending: 1, notAttending: 1 });

    // Opened again at 200% text: the answers as sent, under their headings, nothing overflowing.
    await useRootFontSize(page, "200%");
    await page.reload();
    await page.getByRole("button", { name: "Change our answer" }).click();
    const emekaBrunch = answer(page, "Sunday brunch", "Sunday brunch: will you attend?", "Emeka Okafor");
    expect(await emekaBrunch.getByRole("radio", { name: "Yes, I'll be there" }).isChecked()).toBe(true);
    expect(await layoutProblems(page)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    await screenshot(page, "e2e-events-one-form-200.png", { fullPage: true });
  });

  it("the open form groups the public events the same way, and a guest who declines the wedding still answers the brunch", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const { add } = eventCalls(host, guest);
    const brunch = await add({ name: "Sunday brunch", date: "2027-06-13", startTime: "11:00" });
    const reception = await add({ name: "Reception", date: "2027-06-12", startTime: "18:00" });
    // No day of its own: on the wedding's day, after the reception, in the form as in the schedule.
    await add({ name: "Late-night party", startTime: "23:00" });

    const page = await (await env.browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
    await page.goto(`${env.server.url}/rsvp/${code}`);
    const schedule = page.getByRole("region", { name: "Schedule" }).getByRole("listitem");
    await schedule.first().waitFor();
    expect((await schedule.allTextContents()).map((text) => text.split(/(?:Saturday|Sunday),/)[0]!.trim())).toEqual([
      "The wedding",
      "Reception",
      "Late-night party",
      "Sunday brunch",
    ]);
    await page.getByRole("textbox", { name: "Your name" }).fill("Carl Lindqvist");
    await page.getByRole("textbox", { name: "Email" }).fill("carl@example.com");
    await page.getByRole("radio", { name: "Sorry, can't make it" }).check();
    await event(page, "Reception").waitFor();
    expect(await page.getByRole("form").getByRole("region").getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Reception",
      "Late-night party",
      "Sunday brunch",
    ]);
    await answer(page, "Reception", "Reception: will you attend?", "Carl Lindqvist").getByRole("radio", { name: "No, I can't make it" }).check();
    await answer(page, "Late-night party", "Late-night party: will you attend?", "Carl Lindqvist").getByRole("radio", { name: "No, I can't make it" }).check();
    await answer(page, "Sunday brunch", "Sunday brunch: will you attend?", "Carl Lindqvist").getByRole("radio", { name: "Yes, I'll be there" }).check();
    await expectAccessible(page);
    await screenshot(page, "e2e-events-open-form-360.png", { fullPage: true });
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();

    const { events } = await host<z.infer<typeof ZEventSummaryList>>(guest, "GET", `/api/responses/${code}/event-summary`);
    expect(events.find((counted) => counted.eventId === brunch.id)).toMatchObject({ attending: 1, notAttending: 0 });
    expect(events.find((counted) => counted.eventId === reception.id)).toMatchObject({ attending: 0, notAttending: 1 });
    expect(events.find((counted) => counted.eventId === "main")).toMatchObject({ attending: 0, notAttending: 1 });
  });

  it("works by keyboard alone: Tab reaches each event's taps in the schedule's order, Space answers, Enter sends", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const party = await createParty(env.server.url, guest, {
      name: "The Novak family",
      guests: [
        { firstName: "Jana", lastName: "Novak" },
        { firstName: "Petr", lastName: "Novak" },
      ],
    });
    const { add, choice } = eventCalls(host, guest);
    const brunch = await add({ name: "Sunday brunch", date: "2027-06-13", startTime: "11:00" });
    const reception = await add({ name: "Reception", date: "2027-06-12", startTime: "18:00" });
    await choice(reception.id, "Reception meal", ["Salmon", "Risotto"]);
    const page = await (await env.browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(`${env.server.url}${invitationPath(code, party.invitationToken)}`);
    await page.getByRole("heading", { name: "Welcome, the Novak family" }).waitFor();
    await page.waitForLoadState("networkidle");

    // Tab through the page; on a radio group nobody has answered, Space takes its first choice
    // (the yes, or the first meal), which reveals what follows it, the next Tab goes there.
    const visitedEvents: string[] = [];
    for (let step = 0; step < 120; step += 1) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        const region = element?.closest("section[aria-labelledby]");
        return {
          tag: element?.tagName.toLowerCase() ?? "none",
          type: element?.type ?? "",
          text: element?.textContent?.trim() ?? "",
          unanswered: element?.type === "radio" && !document.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`),
          event: region ? (document.getElementById(region.getAttribute("aria-labelledby")!)?.textContent ?? "") : "",
        };
      });
      expect(focus.tag).not.toBe("body");
      if (focus.event && !visitedEvents.includes(focus.event)) visitedEvents.push(focus.event);
      if (focus.unanswered) await page.keyboard.press("Space");
      if (focus.tag === "button" && focus.text === "Send Our Reply") {
        await page.keyboard.press("Enter");
        break;
      }
    }
    expect(visitedEvents.filter((name) => ["Reception", "Sunday brunch"].includes(name))).toEqual(["Reception", "Sunday brunch"]);
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    await page.getByRole("region", { name: "Sunday brunch", exact: true }).getByText("Coming (2)").waitFor();

    const { events } = await host<z.infer<typeof ZEventSummaryList>>(guest, "GET", `/api/responses/${code}/event-summary`);
    expect(events.find((counted) => counted.eventId === reception.id)).toMatchObject({ attending: 2, notAttending: 0, pending: 0 });
    expect(events.find((counted) => counted.eventId === brunch.id)).toMatchObject({ attending: 2, notAttending: 0, pending: 0 });
  });

  it("reads right to left in Arabic: the events' headings, the household's one tap, the summary's words", async () => {
    const guest = await createGuestWedding(env.server.url, { locales: ["en", "ar"] });
    const code = guest.wedding.uniqueCode;
    const party = await createParty(env.server.url, guest, {
      name: "The Haddad family",
      guests: [
        { firstName: "Layla", lastName: "Haddad" },
        { firstName: "Omar", lastName: "Haddad" },
      ],
    });
    await host<HostEvent>(guest, "POST", `/api/weddings/${guest.wedding.id}/events`, { name: "Sunday brunch", date: "2027-06-13", startTime: "11:00" });
    const page = await (await env.browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
    await page.goto(`${env.server.url}/rsvp/${code}?lang=ar${invitationPath(code, party.invitationToken).replace(/^[^#]*/, "")}`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    for (const name of ["Layla Haddad", "Omar Haddad"]) {
      await page.getByRole("group", { name, exact: true }).first().getByRole("radio").nth(1).check();
    }
    const brunch = event(page, "Sunday brunch");
    await brunch.getByRole("button", { name: "سنحضر جميعًا" }).click();
    // The day in Arabic, under the event's own name.
    expect(await brunch.textContent()).toMatch(/الأحد/);
    await expectAccessible(page);
    expect(await layoutProblems(page)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    await screenshot(page, "e2e-events-one-form-ar-360.png", { fullPage: true });
    await page.getByRole("form").getByRole("button", { name: /./ }).last().click();
    const summary = page.getByRole("region", { name: "Sunday brunch", exact: true });
    await summary.getByText("سيحضرون (2)").waitFor();
    expect(await page.getByText("لن يحضروا (2)").count()).toBe(1);
    // Nobody comes to the wedding, both to the brunch: they are celebrating, not "missed".
    await page.getByText("وصلنا ردّكم. لا نطيق صبرًا للاحتفال معكم!").waitFor();
    expect(await page.getByText("سنفتقدكم، وشكرًا لإخبارنا.").count()).toBe(0);
  });
});
