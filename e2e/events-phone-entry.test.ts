import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { HostEvent } from "../src/contract/events";
import type { PartyPage } from "../src/contract/guest-list";
import type { RsvpResponse } from "../src/contract/response";
import { createGuestWedding } from "./guest-support";
import { createParty } from "./invitation-support";
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { useRootFontSize } from "./support/layout";
import { eventCalls, hostApi, serverAndBrowser } from "./support/setup";

// Issue 17, item 3, for the couple (docs/decisions/0019-events.md): a reply that came by phone is
// typed into the same form the guest would have used, each extra event under its own heading, and
// a household's private event only for that household.

const env = serverAndBrowser({ RATE_LIMIT: "false" });
const host = hostApi(env);

const YES = "Yes, I'll be there";
const NO = "No, I can't make it";
const event = (dialog: Locator, name: string) => dialog.getByRole("region", { name, exact: true });
/** One person's answer to one of an event's questions, under the event's heading. */
const answer = (dialog: Locator, eventName: string, question: string, person: string) =>
  event(dialog, eventName).getByRole("group", { name: question }).getByRole("group", { name: person, exact: true });
/** The form's sections in order: the party, then each event (polled: the sections render one after another). */
const headings = (dialog: Locator) => dialog.getByRole("region").getByRole("heading", { level: 3 }).allTextContents();
const PARTY = "Who's coming with them?";

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

/** The per-event counts on the responses page, as the couple reads them. */
async function countsOf(page: Page, eventName: string) {
  const panel = page.getByRole("region", { name: "Per event" });
  await panel.getByRole("combobox", { name: "Event" }).selectOption({ label: eventName });
  const count = async (label: string) => Number(await panel.getByTestId(`event-count-${label}`).textContent());
  return { attending: await count("Attending"), notAttending: await count("Not attending"), pending: await count("Not answered yet") };
}

describe("the couple's phone entry, one section per event", () => {
  it("a family's phoned-in reply answers its private rehearsal and the reception under their headings, on a 360 px phone", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const family = await createParty(env.server.url, guest, {
      name: "The Okafor family",
      guests: [
        { firstName: "Ngozi", lastName: "Okafor" },
        { firstName: "Emeka", lastName: "Okafor" },
      ],
    });
    await createParty(env.server.url, guest, { name: "The Lindqvists", guests: [{ firstName: "Carl", lastName: "Lindqvist" }] });
    const { add, choice } = eventCalls(host, guest);
    const reception = await add({ name: "Reception", date: "2027-06-12", startTime: "18:00", endTime: "23:30" });
    const rehearsal = await add({ name: "Rehearsal dinner", date: "2027-06-11", startTime: "19:00" });
    await host(guest, "PUT", `/api/events/${rehearsal.id}/invitation`, { visibility: "invited", partyIds: [family.id] });
    const meal = await choice(reception.id, "Reception meal", ["Salmon", "Risotto"]);

    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/responses/${code}`);
    await page.getByRole("button", { name: "Add a response" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a response" });
    await dialog.getByRole("textbox", { name: "Guest name" }).fill("Ngozi Okafor");
    const party = dialog.getByRole("combobox", { name: "Household on your guest list" });

    // The friends' household: the reception, under its heading; the family's rehearsal is not theirs.
    await party.selectOption({ label: "The Lindqvists" });
    await dialog.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    await event(dialog, "Reception").waitFor();
    await expect.poll(() => headings(dialog)).toEqual([PARTY, "Reception"]);
    expect(await dialog.getByText("Rehearsal dinner").count()).toBe(0);

    // The family's: the rehearsal too, both in the schedule's order (the rehearsal is the day before).
    await party.selectOption({ label: "The Okafor family" });
    await event(dialog, "Rehearsal dinner").waitFor();
    await dialog.getByRole("button", { name: "Add Party Member" }).click();
    await dialog.getByRole("textbox", { name: "Name" }).last().fill("Emeka Okafor");
    await expect.poll(() => headings(dialog)).toEqual([PARTY, "Rehearsal dinner", "Reception"]);
    expect(await event(dialog, "Reception").textContent()).toMatch(/June 12.* · 6:00\s?PM – 11:30\s?PM/);
    // Not in each person's card: the event's questions are asked once, under its heading.
    expect(await dialog.getByRole("group", { name: "Reception: will you attend?" }).count()).toBe(1);

    // The whole family comes to the rehearsal in one tap; only Ngozi to the reception.
    await event(dialog, "Rehearsal dinner").getByRole("button", { name: "Everyone's coming" }).click();
    await answer(dialog, "Reception", "Reception: will you attend?", "Ngozi Okafor").getByRole("radio", { name: YES }).check();
    await answer(dialog, "Reception", "Reception: will you attend?", "Emeka Okafor").getByRole("radio", { name: NO }).check();
    // The reception's meal follows its yes: Ngozi's to answer, not Emeka's.
    await answer(dialog, "Reception", "Reception meal", "Ngozi Okafor").getByRole("radio", { name: "Salmon" }).check();
    expect(await answer(dialog, "Reception", "Reception meal", "Emeka Okafor").count()).toBe(0);
    expect(await event(dialog, "Rehearsal dinner").getByRole("group", { name: "Reception meal" }).count()).toBe(0);
    await expectAccessible(page);
    await event(dialog, "Rehearsal dinner").scrollIntoViewIfNeeded();
    await screenshot(page, "e2e-events-phone-entry-360.png");

    await dialog.getByRole("button", { name: "Add response" }).click();
    await dialog.waitFor({ state: "detached" });
    const [stored] = await host<RsvpResponse[]>(guest, "GET", `/api/responses/${code}`);
    expect(stored).toMatchObject({ guestName: "Ngozi Okafor", partyId: family.id, partyMatch: "confirmed" });
    const emeka = stored!.partyMembers.find((member) => member.name === "Emeka Okafor")!.id;
    expect(stored!.responses).toMatchObject({
      [rehearsal.attendanceQuestionId!]: { primary: YES, [emeka]: YES },
      [reception.attendanceQuestionId!]: { primary: YES, [emeka]: NO },
      [meal.id]: { primary: "Salmon" },
    });

    // The couple's per-event counts: the family's two at the rehearsal, one of them at the reception.
    expect(await countsOf(page, "Rehearsal dinner")).toEqual({ attending: 2, notAttending: 0, pending: 0 });
    expect(await countsOf(page, "Reception")).toEqual({ attending: 1, notAttending: 1, pending: 1 });
    await page.getByRole("region", { name: "Per event" }).getByText("Salmon: 1").waitFor();

    // Corrected later: the answers as stored, under the same headings; saving keeps them.
    await page.getByRole("button", { name: "Correct response from Ngozi Okafor" }).click();
    const correcting = page.getByRole("dialog", { name: "Correct a response" });
    await event(correcting, "Rehearsal dinner").waitFor();
    await expect.poll(() => headings(correcting)).toEqual([PARTY, "Rehearsal dinner", "Reception"]);
    expect(
      await answer(correcting, "Rehearsal dinner", "Rehearsal dinner: will you attend?", "Emeka Okafor").getByRole("radio", { name: YES }).isChecked(),
    ).toBe(true);
    expect(await answer(correcting, "Reception", "Reception meal", "Ngozi Okafor").getByRole("radio", { name: "Salmon" }).isChecked()).toBe(true);
    // Emeka can make the reception after all: his meal is asked now.
    await answer(correcting, "Reception", "Reception: will you attend?", "Emeka Okafor").getByRole("radio", { name: YES }).check();
    await answer(correcting, "Reception", "Reception meal", "Emeka Okafor").getByRole("radio", { name: "Risotto" }).check();
    await expectAccessible(page);
    await correcting.getByRole("button", { name: "Save changes" }).click();
    await correcting.waitFor({ state: "detached" });
    const [corrected] = await host<RsvpResponse[]>(guest, "GET", `/api/responses/${code}`);
    expect(corrected!.responses).toMatchObject({
      [rehearsal.attendanceQuestionId!]: { primary: YES, [emeka]: YES },
      [reception.attendanceQuestionId!]: { primary: YES, [emeka]: YES },
      [meal.id]: { primary: "Salmon", [emeka]: "Risotto" },
    });
    expect(await countsOf(page, "Reception")).toEqual({ attending: 2, notAttending: 0, pending: 1 });
    await context.close();
  });

  it("a reply first put on the wrong household is saved for the right one, without the other's private event; each household fills in its names and side", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const family = await createParty(env.server.url, guest, {
      name: "The Okafor family",
      side: "bride",
      guests: [
        { firstName: "Ngozi", lastName: "Okafor", email: "ngozi@example.com" },
        { firstName: "Ada", lastName: "Okafor", isChild: true, age: 7 },
      ],
    });
    const friends = await createParty(env.server.url, guest, { name: "The Lindqvists", side: "groom", guests: [{ firstName: "Carl", lastName: "Lindqvist" }] });
    const rehearsal = await host<HostEvent>(guest, "POST", `/api/weddings/${guest.wedding.id}/events`, { name: "Rehearsal dinner", date: "2027-06-11" });
    await host(guest, "PUT", `/api/events/${rehearsal.id}/invitation`, { visibility: "invited", partyIds: [family.id] });

    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/responses/${code}`);
    await page.getByRole("button", { name: "Add a response" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a response" });
    const party = dialog.getByRole("combobox", { name: "Household on your guest list" });
    // A to Z, as on the guest list, not in the order they were added (issue 29, item 10).
    expect(await party.locator("option").allTextContents()).toEqual(["Not on the guest list", "The Lindqvists", "The Okafor family"]);
    // The guest list already has the household's names, address and side: choosing it fills them in.
    const guestName = dialog.getByRole("textbox", { name: "Guest name" });
    const side = dialog.getByRole("combobox", { name: /^Side/ });
    await party.selectOption({ label: "The Okafor family" });
    expect(await guestName.inputValue()).toBe("Ngozi Okafor");
    expect(await dialog.getByRole("textbox", { name: /^Email/ }).inputValue()).toBe("ngozi@example.com");
    expect(await side.locator("option:checked").textContent()).toBe("Amelia's side");
    await dialog.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    await expect
      .poll(() => dialog.getByRole("textbox", { name: /^Name/ }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
      .toEqual(["Ada Okafor"]);
    await answer(dialog, "Rehearsal dinner", "Rehearsal dinner: will you attend?", "Ngozi Okafor").getByRole("radio", { name: YES }).check();
    // The call was the Lindqvists': their names and side replace the Okafors', and the rehearsal is not theirs, so it is neither shown nor sent.
    await party.selectOption({ label: "The Lindqvists" });
    expect(await guestName.inputValue()).toBe("Carl Lindqvist");
    expect(await side.locator("option:checked").textContent()).toBe("Jonah's side");
    expect(await dialog.getByRole("textbox", { name: /^Name/ }).count()).toBe(0);
    await expect.poll(() => event(dialog, "Rehearsal dinner").count()).toBe(0);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Add response" }).click();
    await dialog.waitFor({ state: "detached" });
    const [stored] = await host<RsvpResponse[]>(guest, "GET", `/api/responses/${code}`);
    expect(stored).toMatchObject({ guestName: "Carl Lindqvist", partyId: friends.id, partyMatch: "confirmed", sideAssignment: "groom" });
    expect(stored!.responses).not.toHaveProperty(rehearsal.attendanceQuestionId!);
    await context.close();
  });

  it("correcting a family's link reply keeps the brunch of the one who declined the wedding, and who is coming", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const family = await createParty(env.server.url, guest, {
      name: "The Okafor family",
      guests: [
        { firstName: "Ngozi", lastName: "Okafor" },
        { firstName: "Emeka", lastName: "Okafor" },
      ],
    });
    const [ngozi, emeka] = family.guests.map((invited) => invited.id) as [string, string];
    const brunch = await host<HostEvent>(guest, "POST", `/api/weddings/${guest.wedding.id}/events`, { name: "Sunday brunch", date: "2027-06-13" });
    const brunchQ = brunch.attendanceQuestionId!;
    // From the family's link: Ngozi comes to the wedding, Emeka only to the brunch.
    const sent = await fetch(`${env.server.url}/api/invitations/mine`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-invitation-token": family.invitationToken },
      body: JSON.stringify({
        guests: [
          { guestId: ngozi, attending: true },
          { guestId: emeka, attending: false },
        ],
        responses: { [brunchQ]: { [ngozi]: NO, [emeka]: YES } },
      }),
    });
    expect(sent.status, await sent.text()).toBe(200);

    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/responses/${code}`);
    // Ngozi calls: she can make the brunch after all.
    await page.getByRole("button", { name: "Correct response from Ngozi Okafor" }).click();
    const dialog = page.getByRole("dialog", { name: "Correct a response" });
    const emekaAtBrunch = answer(dialog, "Sunday brunch", "Sunday brunch: will you attend?", "Emeka Okafor");
    await emekaAtBrunch.waitFor();
    expect(await emekaAtBrunch.getByRole("radio", { name: YES }).isChecked()).toBe(true);
    await answer(dialog, "Sunday brunch", "Sunday brunch: will you attend?", "Ngozi Okafor").getByRole("radio", { name: YES }).check();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });

    const [stored] = await host<RsvpResponse[]>(guest, "GET", `/api/responses/${code}`);
    expect(stored!.responses[brunchQ]).toEqual({ primary: YES, [emeka]: YES });
    expect(await countsOf(page, "Sunday brunch")).toEqual({ attending: 2, notAttending: 0, pending: 0 });
    // The guest list still reads Ngozi as coming and Emeka as not.
    const { parties } = await host<PartyPage>(guest, "GET", `/api/weddings/${guest.wedding.id}/parties`);
    expect(parties.find((party) => party.id === family.id)).toMatchObject({ status: "partial", attending: 1 });
    await context.close();
  });

  it("speaks to the couple about the guest (Main guest, the party) at 360 px, 1280 px and 200% text, while the guest's own form still says You", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const { add, choice } = eventCalls(host, guest);
    const reception = await add({ name: "Reception", date: "2027-06-12", startTime: "18:00", endTime: "23:30" });
    await choice(reception.id, "Reception meal", ["Salmon", "Risotto"]);
    const attend = "Reception: will you attend?";
    /** The guest's words the couple must never read in their dialog (the couple's own questions say "you", lowercase). */
    const guestVoice = /\bYou\b|[Yy]our party/;

    for (const [view, viewport, fontSize] of [
      ["360", PHONE, ""],
      ["1280", DESKTOP, ""],
      ["360-text-200", PHONE, "200%"],
    ] as const) {
      const context = await env.browser.newContext({ viewport, bypassCSP: true });
      await context.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
      const page = await context.newPage();
      if (fontSize) await useRootFontSize(page, fontSize);
      await page.goto(`${env.server.url}/responses/${code}`);
      await page.getByRole("button", { name: "Add a response" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a response" });
      await dialog.waitFor();
      await screenshot(page, `e2e-phone-entry-voice-${view}-open.png`);
      // A party of three, the main guest's name not typed yet: the phone call's first minute.
      await dialog.getByRole("radio", { name: "Yes, I'll be there!" }).check();
      for (const [index, name] of ["Emeka Okafor", "Ada Okafor"].entries()) {
        await dialog.getByRole("button", { name: "Add Party Member" }).click();
        await dialog.getByRole("textbox", { name: `Name of guest ${index + 2}` }).fill(name);
      }
      await event(dialog, "Reception").waitFor();
      await dialog.getByRole("heading", { name: PARTY }).waitFor();
      await dialog.getByText("Add anyone coming with them, up to 5 more people.").waitFor();
      // The unnamed main guest, in their own card and in the event's per-person answer.
      await answer(dialog, "Reception", attend, "Main guest").waitFor();
      expect(await dialog.getByRole("group", { name: "Main guest", exact: true }).count()).toBeGreaterThan(1);
      expect(await event(dialog, "Reception").getByText("Answer for each person in the party.").count()).toBe(1);
      expect(await dialog.innerText()).not.toMatch(guestVoice);
      await expectAccessible(page);
      expect(await dialog.locator(".overflow-y-auto").evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth)).toBe(0);
      for (const [part, target] of [
        ["top", dialog.getByRole("textbox", { name: "Guest name" })],
        ["party", dialog.getByRole("heading", { name: PARTY })],
        ["event", event(dialog, "Reception")],
      ] as const) {
        await target.scrollIntoViewIfNeeded();
        await target.evaluate((element) => element.scrollIntoView({ block: "start" }));
        await screenshot(page, `e2e-phone-entry-voice-${view}-${part}.png`);
      }
      // The name as soon as it is typed.
      await dialog.getByRole("textbox", { name: "Guest name" }).fill("Ngozi Okafor");
      await answer(dialog, "Reception", attend, "Ngozi Okafor").waitFor();
      expect(await dialog.getByText("Main guest").count()).toBe(0);
      await context.close();
    }

    // The guest's own form, the same fields: it still speaks to the guest.
    const page = await (await env.browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
    await page.goto(`${env.server.url}/rsvp/${code}`);
    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    await page.getByRole("button", { name: "Add Party Member" }).click();
    await page.getByRole("textbox", { name: "Name of guest 2" }).fill("Emeka Okafor");
    await page.getByRole("heading", { name: "Who's coming with you?" }).waitFor();
    await page.getByText("Add anyone in your party, up to 5 more people.").waitFor();
    const form = page.getByRole("form");
    await event(form, "Reception").getByRole("group", { name: attend }).getByRole("group", { name: "You", exact: true }).waitFor();
    expect(await event(form, "Reception").getByText("Answer for each person in your party.").count()).toBe(1);
    expect(await page.getByRole("textbox", { name: "Your name" }).count()).toBe(1);
    await page.context().close();
  });
});
