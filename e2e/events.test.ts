import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostEventList } from "../src/contract/events";
import { invitationPath, type Party } from "../src/contract/guest-list";
import type { RsvpResponse } from "../src/contract/response";
import type { Website } from "../src/contract/website";
import { sendJson, startUpstream } from "../src/server/features/suggestions/test-upstream";
import { createGuestWedding, type GuestWedding } from "./guest-support";
import { createParty } from "./invitation-support";
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { layoutProblems, useRootFontSize } from "./support/layout";
import { eventCalls, hostApi, serverAndBrowser } from "./support/setup";

// Issue 17: a weekend of events with different guest lists. The couple adds a rehearsal dinner
// for two family parties on the Events screen; a family answers it person by person; a friends'
// party and the public page never see it; the reception's caterer gets only reception guests.

// The hotel helper's real OpenStreetMap path, answered on loopback from recorded-format answers,
// so the couple can pin a hotel into the website's travel section (decision 0045).
const FIXTURES = path.resolve(import.meta.dirname, "../src/server/features/suggestions/fixtures");
const settings: Record<string, string> = { RATE_LIMIT: "false", HOTELS_PROVIDER: "osm" };
let upstream: Awaited<ReturnType<typeof startUpstream>> | undefined;
beforeAll(async () => {
  upstream = await startUpstream((req, res) => {
    if (req.url.startsWith("/search?")) return sendJson(res, 200, fs.readFileSync(path.join(FIXTURES, "nominatim-search.json"), "utf8"));
    if (req.url === "/interpreter") return sendJson(res, 200, fs.readFileSync(path.join(FIXTURES, "overpass-hotels.json"), "utf8"));
    sendJson(res, 404, {});
  });
  Object.assign(settings, { NOMINATIM_URL: upstream.url, OVERPASS_URL: `${upstream.url}/interpreter` });
});
afterAll(() => upstream?.close());
// Registered after the upstream's hook, so the server starts with its address.
const env = serverAndBrowser(settings);
const host = hostApi(env);

const person = (scope: Page | Locator, name: string) => scope.getByRole("group", { name, exact: true });
/** An extra event's questions are under its heading, one line per person (docs/decisions/0019-events.md). */
const choose = (scope: Page | Locator, name: string, question: string, option: string) =>
  scope.getByRole("group", { name: question }).getByRole("group", { name, exact: true }).getByRole("radio", { name: option, exact: true }).check();
const linkOf = (guest: GuestWedding, party: Party) => `${env.server.url}${invitationPath(guest.wedding.uniqueCode, party.invitationToken)}`;

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

describe("a three-event weekend", () => {
  it("the couple adds a private rehearsal dinner; one family answers it, friends never see it, the reception's caterer gets its own list", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const okafors = await createParty(env.server.url, guest, {
      name: "The Okafor family",
      tags: ["family"],
      guests: [
        { firstName: "Ngozi", lastName: "Okafor" },
        { firstName: "Emeka", lastName: "Okafor" },
      ],
    });
    await createParty(env.server.url, guest, { name: "The Adeyemi family", guests: [{ firstName: "Bola", lastName: "Adeyemi" }] });
    const friends = await createParty(env.server.url, guest, {
      name: "The Lindqvists",
      tags: ["friends"],
      guests: [{ firstName: "Carl", lastName: "Lindqvist" }],
    });
    // The reception is open to everyone and has its own meal question.
    const { add: addEvent, choice } = eventCalls(host, guest);
    const reception = await addEvent({ name: "Reception", date: "2027-06-12", startTime: "18:00" });
    await choice(reception.id, "Reception meal", ["Salmon", "Risotto"], false);

    // The couple, on a phone, adds the rehearsal dinner and invites the two families.
    const couple = await env.browser.newContext({ viewport: PHONE, bypassCSP: true, acceptDownloads: true });
    await couple.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const page = await couple.newPage();
    await page.goto(`${env.server.url}/events/${code}`);
    await page.getByRole("heading", { name: "Events", exact: true }).waitFor();
    const add = page.getByRole("region", { name: "Add an event" });
    await add.getByLabel("Event name").fill("Rehearsal dinner");
    await add.getByLabel("Date").fill("2027-06-11");
    await add.getByLabel("Starts").fill("19:00");
    await add.getByLabel("Venue").fill("The Boathouse");
    await add.getByRole("button", { name: "Add event" }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Rehearsal dinner" }) });
    await card.waitFor();
    // Its time in the wedding's zone, named: the couple may be planning from another (issue 29).
    expect(await card.textContent()).toMatch(/7:00\sPM \(Europe\/London\) · The Boathouse/);
    // The dashboard names it too, and counts the invitations sent as the guest list does (decision 0035).
    await page.goto(`${env.server.url}/dashboard/${code}`);
    await page.getByText(/^3:30\sPM \(Europe\/London\)$/).waitFor();
    expect(await page.getByTestId("invitations-sent-count").textContent()).toBe("0 of 3 households");
    await page.goto(`${env.server.url}/events/${code}`);
    await card.waitFor();
    await card.getByRole("button", { name: "Edit Rehearsal dinner" }).click();
    await card.getByRole("radio", { name: /Only chosen households/ }).check();
    // A to Z, not in the order they were added (issue 29, item 10).
    const parties = card.getByRole("group", { name: "Households", exact: true }).getByRole("checkbox");
    expect(await parties.evaluateAll((boxes) => boxes.map((box) => box.closest("label")!.textContent!.trim()))).toEqual([
      "The Adeyemi family",
      "The Lindqvists",
      "The Okafor family",
    ]);
    await card.getByRole("checkbox", { name: "The Okafor family" }).check();
    await card.getByRole("checkbox", { name: "The Adeyemi family" }).check();
    await card.getByText("2 of 3 households invited.", { exact: false }).waitFor();
    await expectAccessible(page);
    await screenshot(page, "e2e-events-invited-360.png", { fullPage: true });
    await card.getByRole("button", { name: "Save who is invited" }).click();
    await card.getByText("Invited: 2 households").waitFor();
    const { events } = await host<HostEventList>(guest, "GET", `/api/weddings/${guest.wedding.id}/events`);
    const rehearsal = events.find((event) => event.name === "Rehearsal dinner")!;
    expect(rehearsal).toMatchObject({ visibility: "invited", venue: "The Boathouse", startTime: "19:00" });
    expect(rehearsal.invitedPartyIds).toHaveLength(2);
    // Website sections (decision 0045): one for everyone, one for the rehearsal dinner's households only.
    const sections = `/api/weddings/${guest.wedding.id}/website/sections`;
    await host(guest, "POST", sections, { kind: "travel", title: "Getting there", items: [{ label: "Map", url: "https://www.openstreetmap.org/" }] });
    await host(guest, "POST", sections, { kind: "qa", title: "Rehearsal notes", body: "Bring the rings.", audience: { kind: "event", eventId: rehearsal.id } });

    // The Okafors open their link: each person answers the rehearsal and the reception.
    const family = await (await env.browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
    await family.goto(linkOf(guest, okafors));
    await family.getByRole("heading", { name: "Welcome, the Okafor family" }).waitFor();
    await person(family, "Ngozi Okafor").getByRole("radio", { name: "Attending", exact: true }).check();
    await person(family, "Emeka Okafor").getByRole("radio", { name: "Attending", exact: true }).check();
    await choose(family, "Ngozi Okafor", "Rehearsal dinner: will you attend?", "Yes, I'll be there");
    await choose(family, "Emeka Okafor", "Rehearsal dinner: will you attend?", "No, I can't make it");
    await choose(family, "Ngozi Okafor", "Reception: will you attend?", "Yes, I'll be there");
    await choose(family, "Emeka Okafor", "Reception: will you attend?", "Yes, I'll be there");
    await choose(family, "Ngozi Okafor", "Reception meal", "Salmon");
    await choose(family, "Emeka Okafor", "Reception meal", "Risotto");
    // Its own section, below the reply, arrives as the family scrolls to it; the link opens outward.
    await family.evaluate("window.scrollTo(0, document.body.scrollHeight)");
    await family.getByRole("region", { name: "Rehearsal notes" }).waitFor();
    expect(await family.getByRole("link", { name: /^Map/ }).getAttribute("rel")).toBe("noopener noreferrer nofollow");
    await expectAccessible(family);
    await screenshot(family, "e2e-events-family-360.png", { fullPage: true });
    await family.getByRole("button", { name: "Send Our Reply" }).click();
    await family.getByRole("heading", { name: "Thank You" }).waitFor();
    const replies = await host<RsvpResponse[]>(guest, "GET", `/api/responses/${code}`);
    const [chidi, emeka] = okafors.guests.map((g) => g.id);
    const stored = replies[0]!;
    const byGuest = (answer: unknown) =>
      Object.fromEntries(
        Object.entries(answer as Record<string, string>).map(([member, value]) => [stored.partyMembers.find((m) => m.id === member)?.guestId, value]),
      );
    expect(byGuest(stored.responses[rehearsal.attendanceQuestionId!])).toEqual({ [chidi!]: "Yes, I'll be there", [emeka!]: "No, I can't make it" });

    // The friends' link and the public page never show it: not in the page, nor in its HTML.
    const friendsPage = await (await env.browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
    await friendsPage.goto(linkOf(guest, friends));
    await friendsPage.getByRole("heading", { name: "Welcome, the Lindqvists" }).waitFor();
    await person(friendsPage, "Carl Lindqvist").getByRole("radio", { name: "Attending", exact: true }).check();
    await friendsPage.getByRole("region", { name: "Reception" }).getByRole("group", { name: "Reception: will you attend?" }).waitFor();
    expect(await friendsPage.content()).not.toContain("Rehearsal dinner");
    await choose(friendsPage, "Carl Lindqvist", "Reception: will you attend?", "No, I can't make it");
    await friendsPage.getByRole("button", { name: "Send Our Reply" }).click();
    await friendsPage.getByRole("heading", { name: "Thank You" }).waitFor();
    await friendsPage.evaluate("window.scrollTo(0, document.body.scrollHeight)");
    await friendsPage.getByRole("region", { name: "Getting there" }).waitFor();
    expect(await friendsPage.content()).not.toContain("Rehearsal dinner");
    expect(await friendsPage.content()).not.toContain("Rehearsal notes");
    const publicPage = await (await env.browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
    const html = await (await fetch(`${env.server.url}/rsvp/${code}`)).text();
    expect(html).not.toContain("Rehearsal dinner");
    expect(html).not.toContain("Rehearsal notes");
    expect(html).toContain("Getting there");
    await publicPage.goto(`${env.server.url}/rsvp/${code}`);
    await publicPage.getByRole("radio", { name: "Yes, I'll be there!", exact: true }).check();
    await publicPage.getByRole("group", { name: "Reception: will you attend?" }).first().waitFor();
    expect(await publicPage.content()).not.toContain("Rehearsal dinner");

    // The website screen (decision 0045): a story with a photo for family and friends, a hotel pinned, the schedule placed first.
    await page.goto(`${env.server.url}/website/${code}`);
    await page.getByRole("heading", { name: "Website", exact: true }).waitFor();
    const sectionCard = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await page.getByLabel("Kind of section").selectOption({ label: "Our story" });
    await page.getByRole("button", { name: "Add section", exact: true }).click();
    const story = sectionCard("Our story");
    await story.getByRole("button", { name: "Add a photo" }).click();
    const dialog = page.getByRole("dialog");
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Choose a photo" }).click();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 214, g: 160, b: 140 } } })
      .png()
      .toBuffer();
    await (await chooser).setFiles({ name: "us.png", mimeType: "image/png", buffer: png });
    await dialog.getByRole("button", { name: "Upload photo" }).click();
    await story.getByRole("img", { name: "Photo 1" }).waitFor();
    await story.getByLabel("Who sees it").selectOption({ label: "Households with any of these tags…" });
    await story.getByRole("checkbox", { name: "family" }).check();
    await story.getByRole("checkbox", { name: "friends" }).check();
    await story.getByRole("button", { name: "Save section" }).click();
    const travel = sectionCard("Getting there");
    await travel.getByRole("button", { name: "Pin hotels near your venue" }).click();
    await travel.getByRole("button", { name: "Pin Kew Riverside Hotel to travel & stay" }).click();
    await travel.getByRole("button", { name: "Kew Riverside Hotel is pinned" }).waitFor();
    await screenshot(travel, "e2e-website-hotels-360.png");
    await page.getByLabel("Kind of section").selectOption({ label: "Schedule" });
    await page.getByRole("button", { name: "Add section", exact: true }).click();
    for (let moves = 0; moves < 3; moves++) {
      await sectionCard("Schedule").getByRole("button", { name: "Move Schedule up" }).click();
      await expect
        .poll(async () => (await host<Website>(guest, "GET", `/api/weddings/${guest.wedding.id}/website`)).sections.findIndex((s) => s.kind === "schedule"))
        .toBe(2 - moves);
    }
    const website = await host<Website>(guest, "GET", `/api/weddings/${guest.wedding.id}/website`);
    expect(website.sections.map((section) => section.kind)).toEqual(["schedule", "travel", "qa", "story"]);
    expect(website.sections[1]!.items[1]).toMatchObject({ label: "Kew Riverside Hotel", url: "https://kew-riverside.example.org/" });
    expect(website.sections[3]).toMatchObject({
      audience: { kind: "tags", tags: ["family", "friends"] },
      photos: [expect.stringMatching(/^\/uploads\/photos\//)],
    });
    // Removing a section goes to the trash: "Deleted Our story. Undo", Undo focused, brings it back with its photo (docs/decisions/0049-trash.md).
    page.once("dialog", (confirm) => void confirm.accept());
    await story.getByRole("button", { name: "Remove section" }).click();
    await page.getByRole("status").getByText("Deleted Our story.").waitFor();
    await story.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement?.textContent === "Undo");
    await page.keyboard.press("Enter");
    await page.getByRole("status").getByText("Our story is back.").waitFor();
    await story.getByRole("img", { name: "Photo 1" }).waitFor();
    await expectAccessible(page);
    await screenshot(page, "e2e-website-360.png", { fullPage: true });
    // The Okafors' page: the schedule first among the sections, with their rehearsal dinner; the story with its photo.
    await family.reload();
    await family.evaluate("window.scrollTo(0, document.body.scrollHeight)");
    const scheduleSection = family.getByRole("region", { name: "Schedule" });
    await scheduleSection.getByRole("heading", { name: "Rehearsal dinner" }).waitFor();
    await family.getByRole("region", { name: "Our story" }).locator("img").waitFor();
    await expectAccessible(family);
    await screenshot(family, "e2e-website-guest-360.png", { fullPage: true });
    const wideContext = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    await wideContext.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const wide = await wideContext.newPage();
    await wide.goto(`${env.server.url}/website/${code}`);
    await wide.getByRole("img", { name: "Photo 1" }).waitFor();
    await screenshot(wide, "e2e-website-1280.png", { fullPage: true });
    await wide.goto(linkOf(guest, okafors));
    await wide.evaluate("window.scrollTo(0, document.body.scrollHeight)");
    await wide.getByRole("region", { name: "Schedule" }).waitFor();
    await screenshot(wide, "e2e-website-guest-1280.png", { fullPage: true });
    await wideContext.close();

    // The reception's caterer list: only the people coming to it, with their meals.
    await page.goto(`${env.server.url}/responses/${code}`);
    await page.getByRole("heading", { name: "Guest Responses" }).waitFor();
    await page.getByLabel("Event", { exact: true }).selectOption({ label: "Reception" });
    await expect.poll(() => page.getByTestId("event-count-Attending").textContent()).toBe("2");
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Caterer: Reception: CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/reception-caterer/);
    const rows = parse(fs.readFileSync((await download.path())!, "utf8"), { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Name, row["Reception meal"]])).toEqual([
      ["Ngozi Okafor", "Salmon"],
      ["Emeka Okafor", "Risotto"],
    ]);
    await page.getByLabel("Event", { exact: true }).selectOption({ label: "Rehearsal dinner" });
    await expect.poll(() => page.getByTestId("event-count-Attending").textContent()).toBe("1");
    // The Adeyemis were invited and have not answered.
    expect(await page.getByTestId("event-count-Not answered yet").textContent()).toBe("1");

    // The guest list: each family's line for the rehearsal, and the filter by event.
    await page.goto(`${env.server.url}/guests/${code}`);
    const okaforCard = page.getByRole("article", { name: "The Okafor family" });
    await okaforCard.getByRole("list", { name: "Events for The Okafor family" }).getByText("Rehearsal dinner: 1 of 2 coming").waitFor();
    await page.getByLabel("Invited to").selectOption({ label: "Rehearsal dinner" });
    await page.getByRole("article", { name: "The Adeyemi family" }).getByText("Rehearsal dinner: not replied").waitFor();
    expect(await page.getByRole("article", { name: "The Lindqvists" }).count()).toBe(0);
    await expectAccessible(page);
    await couple.close();

    // 200% text at 360 px: the Events screen with an event open still fits, nothing overlaps.
    const large = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await large.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const big = await large.newPage();
    await useRootFontSize(big, "200%");
    await big.goto(`${env.server.url}/events/${code}`);
    await big.getByRole("button", { name: "Edit Rehearsal dinner" }).click();
    await big.getByRole("checkbox", { name: "The Okafor family" }).waitFor();
    expect(await layoutProblems(big)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    await screenshot(big, "e2e-events-200-360.png", { fullPage: true });
    await big.goto(`${env.server.url}/website/${code}`);
    await big.getByRole("img", { name: "Photo 1" }).waitFor();
    expect(await layoutProblems(big)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    await screenshot(big, "e2e-website-200-360.png", { fullPage: true });
    await big.goto(linkOf(guest, okafors));
    await big.evaluate("window.scrollTo(0, document.body.scrollHeight)");
    await big.getByRole("region", { name: "Schedule" }).waitFor();
    await screenshot(big, "e2e-website-guest-200-360.png", { fullPage: true });
    await large.close();
  });
});
