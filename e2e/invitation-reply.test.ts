import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationPath } from "../src/contract/guest-list";
import type { Party } from "../src/contract/guest-list";
import { createGuestWedding, dateIn, type GuestWedding } from "./guest-support";
import { askForAddresses, createParty, effortCounter, partiesOf, typeAddress } from "./invitation-support";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { expectClearOfToast, layoutProblems, useRootFontSize } from "./support/layout";
import { sharedServer, type SharedServer } from "./support/server";

let server: SharedServer;
let browser: Browser;

beforeAll(async () => {
  server = await sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const OKAFORS = {
  name: "The Okafor family",
  guests: [
    { firstName: "Ngozi", lastName: "Okafor" },
    { firstName: "Emeka", lastName: "Okafor" },
    { firstName: "Ada", lastName: "Okafor", isChild: true, age: 9 },
    { firstName: "Ben", lastName: "Okafor", isChild: true, age: 6 },
    { firstName: "Chidi", lastName: "Okafor", isChild: true, age: 3 },
  ],
  extraSeats: 1,
};

// bypassCSP: axe-core is injected as an inline script, which the app's CSP (rightly) refuses.
async function phonePage(): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
}

const linkOf = (guest: GuestWedding, party: Party) => `${server.url}${invitationPath(guest.wedding.uniqueCode, party.invitationToken)}`;
const coming = (page: Page) => page.getByRole("region", { name: "Who's coming?" });
const choice = (page: Page, name: string, answer: "Attending" | "Not attending") =>
  coming(page).getByRole("group", { name, exact: true }).getByRole("radio", { name: answer, exact: true });
// Each person's own questions are in their card (issue 15).
const meal = (page: Page, name: string, option: string) =>
  page.getByRole("group", { name, exact: true }).getByRole("group", { name: "Meal preference" }).getByRole("radio", { name: option });

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

describe("a party replies from its invitation link", () => {
  // Issue 27 item 2 (docs/decisions/0022-lookup-privacy.md): the couple's own record of the household stays theirs.
  it("never shows the household the email or phone the couple typed, says the couple has one, and shows back what it typed", async () => {
    const guest = await createGuestWedding(server.url, { rsvpDeadline: dateIn("Europe/London", 30) });
    const party = await createParty(server.url, guest, {
      name: "Ana Lopez",
      guests: [{ firstName: "Ana", lastName: "Lopez", email: "ana.private@example.com", phone: "+34 600 111 222" }],
    });
    const page = await phonePage();
    await page.goto(linkOf(guest, party));
    await choice(page, "Ana Lopez", "Not attending").check();
    const email = page.getByRole("textbox", { name: /^Email/ });
    expect(await email.inputValue()).toBe("");
    await page.getByText("The couple already has an email address for you. Type one only if you'd like them to use another.").waitFor();
    await page.getByRole("button", { name: "Send Our Reply" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    await page.getByRole("button", { name: "Change our answer" }).click();
    expect(await email.inputValue()).toBe("");
    // Nothing the couple typed is anywhere in the page, its painted HTML or what its scripts were sent.
    expect(await page.content()).not.toMatch(/ana\.private@example\.com|600 111 222/);
    // What Ana types herself is hers to see again.
    await email.fill("ana.own@example.org");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    const again = await phonePage();
    await again.goto(linkOf(guest, party));
    await again.getByRole("button", { name: "Change our answer" }).click();
    expect(await again.getByRole("textbox", { name: /^Email/ }).inputValue()).toBe("ana.own@example.org");
    expect(await again.content()).not.toMatch(/ana\.private@example\.com|600 111 222/);
    await expectAccessible(again);
    await page.context().close();
    await again.context().close();
  });

  it("greets the party, takes one tap per person, names its open seat, asks meals only of those coming; reopens and changes it", async () => {
    const guest = await createGuestWedding(server.url, { rsvpDeadline: dateIn("Europe/London", 30) });
    const party = await createParty(server.url, guest, OKAFORS);
    const page = await phonePage();
    await page.addInitScript(() => {
      const seen = window as unknown as { spinnerSeen: boolean; layoutShift: number };
      seen.spinnerSeen = false;
      seen.layoutShift = 0;
      new MutationObserver(() => {
        if (document.querySelector('[role="status"]')) seen.spinnerSeen = true;
      }).observe(document, { subtree: true, childList: true });
      // Cumulative layout shift, as Lighthouse counts it: what a guest sees jump while the page loads.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) seen.layoutShift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(linkOf(guest, party));
    await page.getByRole("heading", { name: "Welcome, the Okafor family" }).waitFor();
    // The invitation is painted by the server, then the party's form: never a spinner in between.
    await page.waitForLoadState("networkidle");
    const firstPaint = await page.evaluate(() => {
      const seen = window as unknown as { spinnerSeen: boolean; layoutShift: number };
      return { spinnerSeen: seen.spinnerSeen, layoutShift: seen.layoutShift };
    });
    console.log(`Invitation link at 360 px: layout shift ${firstPaint.layoutShift.toFixed(3)}`);
    expect(firstPaint.spinnerSeen).toBe(false);
    // Lighthouse's "good" is under 0.1; the painted card is replaced in place and the form arrives below it.
    expect(firstPaint.layoutShift).toBeLessThan(0.1);
    // No email asked, and the open form's fields are not there.
    expect(await page.getByRole("textbox", { name: "Your name" }).count()).toBe(0);
    await expectAccessible(page);

    for (const name of ["Ngozi Okafor", "Emeka Okafor", "Ada Okafor", "Ben Okafor"]) await choice(page, name, "Attending").check();
    await choice(page, "Chidi Okafor", "Not attending").check();

    await page.getByRole("button", { name: "Add a guest (1 seat left)" }).click();
    await page.getByRole("textbox", { name: "Name of added guest 1" }).fill("Ifeoma Okafor");
    // The allowance is reached: no further seat can be added.
    expect(await page.getByRole("button", { name: "No seats left to add" }).isDisabled()).toBe(true);

    // Meals are asked of the five coming, and not of Chidi.
    for (const [name, option] of [
      ["Ngozi Okafor", "Beef"],
      ["Emeka Okafor", "Chicken"],
      ["Ada Okafor", "Chicken"],
      ["Ben Okafor", "Vegetarian"],
      ["Ifeoma Okafor", "Beef"],
    ] as const) {
      await meal(page, name, option).check();
    }
    expect(await page.getByRole("group", { name: "Chidi Okafor" }).getByRole("group", { name: "Meal preference" }).count()).toBe(0);
    await page.getByRole("radio", { name: "No, we have our own arrangements" }).check();
    await expectAccessible(page);
    await screenshot(page, "e2e-invitation-form-360.png", { fullPage: true });

    // The optional email field refuses what the server would (issue 15: "joan@example"), before anything is sent.
    const email = page.getByRole("textbox", { name: /^Email/ });
    await email.fill("joan@example");
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    await email.fill("");
    await page.getByRole("button", { name: "Send Our Reply" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    await expectClearOfToast(page, page.getByRole("heading", { name: "Thank You" }));
    await page.getByText(/^You can change your answer from this same link until \w+day, \w+ \d+\w\w, \d{4}\.$/).waitFor();
    const summary = page.getByRole("region", { name: "Thank You" });
    for (const name of ["Ngozi Okafor", "Emeka Okafor", "Ada Okafor", "Ben Okafor", "Ifeoma Okafor"]) await summary.getByText(name, { exact: true }).waitFor();
    await summary.getByText("Not coming (1)").waitFor();
    await expectAccessible(page);
    await screenshot(page, "e2e-invitation-thanks-360.png", { fullPage: true });

    // The couple's list has the reply: five of six seats coming, one not.
    let [listed] = (await partiesOf(server.url, guest)).parties;
    expect([listed!.status, listed!.attending]).toEqual(["partial", 5]);

    // Opened again from the same link: the answer as it stands, and a way to change it.
    const again = await phonePage();
    await again.goto(linkOf(guest, party));
    await again.getByRole("heading", { name: "Your Reply" }).waitFor();
    await again.getByText("Welcome, the Okafor family").waitFor();
    await again.getByText("Coming (5)").waitFor();
    await again.getByRole("button", { name: "Change our answer" }).click();
    // The answer as it stands, one line per person; Edit opens a card again.
    await again.getByText("Chidi Okafor · Not attending", { exact: true }).waitFor();
    await again.getByText("Ifeoma Okafor · Attending · Beef", { exact: true }).waitFor();
    await again.getByRole("button", { name: "Edit Ifeoma Okafor" }).click();
    expect(await again.getByRole("textbox", { name: "Name of added guest 1" }).inputValue()).toBe("Ifeoma Okafor");
    expect(await meal(again, "Ifeoma Okafor", "Beef").isChecked()).toBe(true);
    await again.getByRole("button", { name: "Edit Chidi Okafor" }).click();
    expect(await choice(again, "Chidi Okafor", "Not attending").isChecked()).toBe(true);
    await choice(again, "Chidi Okafor", "Attending").check();
    await meal(again, "Chidi Okafor", "Chicken").check();
    await again.getByRole("button", { name: "Save Changes" }).click();
    await again.getByRole("heading", { name: "Thank You" }).waitFor();
    await again.getByText("Coming (6)").waitFor();

    [listed] = (await partiesOf(server.url, guest)).parties;
    expect([listed!.status, listed!.attending]).toEqual(["attending", 6]);
    await again.context().close();
    await page.context().close();
  });

  // Issue 31 item 4 (docs/decisions/0046-take-it-or-erase-it.md): a household takes its reply back from its link, by keyboard.
  it("a household deletes its reply by keyboard after a confirm that says what happens; the couple's list no longer has it", async () => {
    const guest = await createGuestWedding(server.url, { locales: ["en", "ar"] });
    const code = guest.wedding.uniqueCode;
    const parties = [
      await createParty(server.url, guest, { name: "Ana Lopez", guests: [{ firstName: "Ana", lastName: "Lopez" }] }),
      await createParty(server.url, guest, { name: "Layla Haddad", guests: [{ firstName: "Layla", lastName: "Haddad" }] }),
    ];
    for (const [index, lang] of (["en", "ar"] as const).entries()) {
      const page = await phonePage();
      const link = invitationPath(code, parties[index]!.invitationToken);
      await page.goto(`${server.url}${lang === "ar" ? link.replace("#", "?lang=ar#") : link}`);
      // One tap for the one guest, in either language: the name is the group's.
      const name = lang === "en" ? "Ana Lopez" : "Layla Haddad";
      await page.getByRole("group", { name, exact: true }).first().getByRole("radio").first().check();
      await page.getByRole("form").getByRole("button").last().click();
      await page.locator("#party-summary-heading").waitFor();
      // Tab from the summary's heading to the quiet action, then the confirm, by keyboard only.
      const deleteLabel = lang === "en" ? "Delete my reply" : "حذف ردّي";
      for (let step = 0; step < 30; step++) {
        await page.keyboard.press("Tab");
        if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === deleteLabel) break;
      }
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("region", { name: lang === "en" ? "Delete your reply?" : "حذف ردّكم؟" });
      await confirm.waitFor();
      if (lang === "en") {
        await confirm
          .getByText("Your reply and the names in it are removed. The couple will no longer see it. You stay invited and can reply again.")
          .waitFor();
      } else {
        expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      }
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("erase-heading");
      await expectAccessible(page);
      await screenshot(page, `e2e-delete-reply-confirm-${lang}-360.png`, { fullPage: true });
      expect((await partiesOf(server.url, guest)).parties.find((listed) => listed.id === parties[index]!.id)!.status).toBe("attending");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: lang === "en" ? "Reply deleted" : "حُذف الرد" }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `e2e-delete-reply-done-${lang}-360.png`, { fullPage: true });
      // Gone from the couple's list, the household still on it; the same link takes a new reply.
      const listed = (await partiesOf(server.url, guest)).parties.find((party) => party.id === parties[index]!.id)!;
      expect([listed.status, listed.attending]).toEqual(["not_replied", 0]);
      if (lang === "en") {
        await page.getByRole("button", { name: "Reply again" }).click();
        await choice(page, "Ana Lopez", "Attending").waitFor();
        expect(await choice(page, "Ana Lopez", "Attending").isChecked()).toBe(false);
      }
      await page.context().close();
    }
  });

  it("a wrong or replaced link says so kindly and offers to find the invitation by name", async () => {
    const guest = await createGuestWedding(server.url);
    const page = await phonePage();
    await page.goto(`${server.url}${invitationPath(guest.wedding.uniqueCode, "not-a-real-token-at-all-1234")}`);
    await page.getByRole("heading", { name: "This link doesn't open an invitation" }).waitFor();
    await page.getByRole("button", { name: "Find my invitation" }).waitFor();
    await expectAccessible(page);
    // An open wedding still takes a reply without an invitation.
    await page.getByRole("button", { name: "Reply without an invitation" }).click();
    await page.getByRole("heading", { name: "Kindly Reply" }).waitFor();
    expect(new URL(page.url()).hash).toBe("");

    // A real link of another wedding, opened on this wedding's page, is refused the same way.
    const other = await createGuestWedding(server.url);
    const party = await createParty(server.url, other, OKAFORS);
    await page.goto(`${server.url}${invitationPath(guest.wedding.uniqueCode, party.invitationToken)}`);
    await page.getByRole("heading", { name: "This link doesn't open an invitation" }).waitFor();
    expect(await page.getByText("Welcome, the Okafor family").count()).toBe(0);
    await page.context().close();
  });
});

// Issue 32 item 3 (docs/decisions/0044-addresses-and-gifts.md): addresses come back through links and print on a label sheet.
describe("postal addresses through invitation links", () => {
  it("a household sends its address in its country's shape, never sees the one the couple typed; the couple prints labels on one L7160 sheet", async () => {
    const guest = await createGuestWedding(server.url, { rsvpDeadline: dateIn("Europe/London", 30) });
    const party = await createParty(server.url, guest, OKAFORS);
    const saud = await createParty(server.url, guest, {
      name: "عائلة عبد الرحمن بن عبد العزيز آل سعود",
      guests: [{ firstName: "عبد الرحمن", lastName: "آل سعود" }],
    });
    await askForAddresses(server.url, guest, "GB");
    await typeAddress(server.url, guest, party.id, { address: { country: "GB", line1: "99 Couple Typed Lane", city: "Leeds", postcode: "LS1 4AP" } });
    await typeAddress(server.url, guest, saud.id, {
      address: { country: "SA", line1: "٤٥ شارع الأمير محمد بن عبد العزيز", line2: "حي العليا", city: "الرياض", postcode: "12211" },
    });

    const page = await phonePage();
    await page.goto(linkOf(guest, party));
    const form = page.getByRole("region", { name: "Your postal address" });
    await form.waitFor();
    // The couple's country first, its fields in its order; nothing the couple typed.
    expect(await form.getByRole("combobox", { name: "Country" }).inputValue()).toBe("GB");
    expect(await page.content()).not.toMatch(/Couple Typed|LS1 4AP/);
    await screenshot(page, "address-form-en-360.png", { fullPage: true });
    await form.getByRole("textbox", { name: "Street and number" }).fill("14 Kingsland Road");
    await form.getByRole("textbox", { name: "Town or city" }).fill("London");
    await form.getByRole("textbox", { name: "Postcode" }).fill("E2 8");
    await form.getByRole("button", { name: "Save address" }).click();
    await form.getByText("This doesn't look like a postcode of this country.").waitFor();
    await form.getByRole("textbox", { name: "Postcode" }).fill("e2 8dd");
    await form.getByRole("button", { name: "Save address" }).click();
    await form.getByText("Thank you! Your address is saved.").waitFor();
    expect(await form.innerText()).toContain("E2 8DD");
    await expectAccessible(page);

    // The couple prints: both households on the first labels of one A4 sheet, each inside its label.
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.request.post(`${server.url}/api/host/session`, { data: { code: guest.wedding.uniqueCode, hostKey: guest.wedding.hostKey } });
    const couple = await context.newPage();
    await couple.goto(`${server.url}/addresses/${guest.wedding.uniqueCode}/labels`);
    await couple.getByText("2 labels on 1 sheet").waitFor();
    await screenshot(couple, "labels-l7160-1280.png", { fullPage: true });
    await couple.emulateMedia({ media: "print" });
    const mm = 96 / 25.4;
    const boxes = await couple.locator(".lb-label").evaluateAll((labels) =>
      labels.map((label) => {
        const box = label.getBoundingClientRect();
        const fits = label.scrollHeight <= label.clientHeight + 1 && label.scrollWidth <= label.clientWidth + 1;
        return { x: box.x, y: box.y, width: box.width, height: box.height, fits, text: (label as HTMLElement).innerText };
      }),
    );
    expect(boxes).toHaveLength(2);
    // Avery L7160: first label 7.25 mm from the left and 15.15 mm from the top, 63.5 x 38.1 mm, the next 66 mm along.
    expect(boxes[0]!.x / mm).toBeCloseTo(7.25, 0);
    expect(boxes[0]!.y / mm).toBeCloseTo(15.15, 0);
    expect(boxes[0]!.width / mm).toBeCloseTo(63.5, 0);
    expect(boxes[0]!.height / mm).toBeCloseTo(38.1, 0);
    expect((boxes[1]!.x - boxes[0]!.x) / mm).toBeCloseTo(66, 0);
    expect(boxes.map((box) => box.fits)).toEqual([true, true]);
    expect(boxes[0]!.text).toContain("14 Kingsland Road\nLondon\nE2 8DD");
    expect(boxes[1]!.text).toContain("SAUDI ARABIA");
    const pdf = (await couple.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    // A4: the page's box in points, as millimetres.
    const [, width = "0", height = "0"] = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
    expect([(Number(width) / 72) * 25.4, (Number(height) / 72) * 25.4].map(Math.round)).toEqual([210, 297]);

    // A sheet with only its last label left: the first address goes there, the second on a new sheet.
    await couple.emulateMedia({ media: "screen" });
    // Typed as a person does: the emptied field stays empty for the next digit (it was 1 at once, so "21" became 121).
    const startAt = couple.getByLabel("Start at label");
    await startAt.selectText();
    await couple.keyboard.press("Backspace");
    expect(await startAt.inputValue()).toBe("");
    await couple.keyboard.type("21");
    await couple.getByText("2 labels on 2 sheets").waitFor();
    await couple.emulateMedia({ media: "print" });
    const last = await couple.locator(".lb-page").first().locator(".lb-label:not(.lb-used)").boundingBox();
    // Row 7, column 3: 7.25 + 2 x 66 mm from the left, 15.15 + 6 x 38.1 mm from the top.
    expect(last!.x / mm).toBeCloseTo(139.25, 0);
    expect(last!.y / mm).toBeCloseTo(243.75, 0);
    expect(await couple.locator(".lb-page").first().locator(".lb-used").count()).toBe(20);
    await context.close();

    // Item 4, the gifts the couple records: on a phone at 200% text a row's buttons wrap inside it, and its days read as days.
    const gift = await fetch(`${server.url}/api/weddings/${guest.wedding.id}/gifts`, {
      method: "POST",
      headers: { ...guest.auth, "content-type": "application/json" },
      body: JSON.stringify({ partyId: party.id, what: "A hand-thrown teapot", receivedOn: "2027-06-14" }),
    });
    expect(gift.status).toBe(201);
    const phone = await browser.newContext({ viewport: PHONE });
    await phone.request.post(`${server.url}/api/host/session`, { data: { code: guest.wedding.uniqueCode, hostKey: guest.wedding.hostKey } });
    const gifts = await phone.newPage();
    await useRootFontSize(gifts, "200%");
    await gifts.goto(`${server.url}/gifts/${guest.wedding.uniqueCode}`);
    await gifts.getByRole("listitem").filter({ hasText: "A hand-thrown teapot" }).getByText("received 14 Jun 2027").first().waitFor();
    expect(await layoutProblems(gifts)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    await screenshot(gifts, "gifts-200-360.png", { fullPage: true });
    await phone.close();
  });
});

describe("a family of six: what it takes, open form against invitation link", () => {
  it("counts taps and typed fields for the same answers", async () => {
    const guest = await createGuestWedding(server.url);
    const answers = [
      ["Ngozi Okafor", "Beef"],
      ["Emeka Okafor", "Chicken"],
      ["Ada Okafor", "Chicken"],
      ["Ben Okafor", "Vegetarian"],
      ["Chidi Okafor", "Chicken"],
      ["Ifeoma Okafor", "Beef"],
    ] as const;

    // Before: the open form, where the guest types the family in.
    const open = await phonePage();
    const before = effortCounter();
    await open.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    await before.type(open.getByRole("textbox", { name: "Your name" }), "Ngozi Okafor");
    await before.type(open.getByRole("textbox", { name: "Email" }), "ngozi@example.com");
    await before.tap(open.getByRole("radio", { name: "Yes, I'll be there!" }));
    const members = [
      ["Emeka Okafor", "spouse", ""],
      ["Ada Okafor", "child", "9"],
      ["Ben Okafor", "child", "6"],
      ["Chidi Okafor", "child", "3"],
      ["Ifeoma Okafor", "guest", ""],
    ] as const;
    for (const [index, [name, relationship, age]] of members.entries()) {
      const n = index + 2;
      await before.tap(open.getByRole("button", { name: "Add Party Member" }));
      await before.type(open.getByRole("textbox", { name: `Name of guest ${n}` }), name);
      if (relationship !== "guest") await before.choose(open.getByRole("combobox", { name: `Relationship of guest ${n}` }), relationship);
      if (age) await before.type(open.getByRole("textbox", { name: `Age of guest ${n}` }), age);
    }
    for (const [name, option] of answers) await before.tap(meal(open, name, option));
    await before.tap(open.getByRole("radio", { name: "No, we have our own arrangements" }));
    // Moving on folds the last person's card to its line (issue 15); measured once it has.
    await open.getByText("Ifeoma Okafor · Beef", { exact: true }).waitFor();
    await screenshot(open, "e2e-family-of-six-open-360.png", { fullPage: true });
    const openHeight = await open.evaluate(() => document.documentElement.scrollHeight);
    const openScreens = openHeight / PHONE.height;
    await before.tap(open.getByRole("button", { name: "Submit RSVP" }));
    await open.getByRole("heading", { name: "Thank You" }).waitFor();

    // After: the same family from its invitation link; the couple listed five and left one seat open.
    const party = await createParty(server.url, guest, OKAFORS);
    const invited = await phonePage();
    const after = effortCounter();
    await invited.goto(linkOf(guest, party));
    await after.tap(invited.getByRole("button", { name: "Everyone's coming" }));
    await after.tap(invited.getByRole("button", { name: "Add a guest (1 seat left)" }));
    await after.type(invited.getByRole("textbox", { name: "Name of added guest 1" }), "Ifeoma Okafor");
    for (const [name, option] of answers) await after.tap(meal(invited, name, option));
    await after.tap(invited.getByRole("radio", { name: "No, we have our own arrangements" }));
    await invited.getByText("Ifeoma Okafor · Attending · Beef", { exact: true }).waitFor();
    const invitedHeight = await invited.evaluate(() => document.documentElement.scrollHeight);
    const invitedScreens = invitedHeight / PHONE.height;
    await screenshot(invited, "e2e-family-of-six-invitation-360.png", { fullPage: true });
    await after.tap(invited.getByRole("button", { name: "Send Our Reply" }));
    await invited.getByRole("heading", { name: "Thank You" }).waitFor();

    console.log(
      `Family of six at 360 px. Open form: ${before.count.taps} taps, ${before.count.typed} typed fields, ${openHeight} px (${openScreens.toFixed(1)} screens). ` +
        `Invitation link: ${after.count.taps} taps, ${after.count.typed} typed fields, ${invitedHeight} px (${invitedScreens.toFixed(1)} screens).`,
    );
    // Issue 15: the page for this family is at most half as long as it was before each person's
    // answers folded to one line. The baseline is this test's own measure on the earlier layout
    // (6.1 and 5.1 screens of 760 px, commit 0ca625b); heights are fixed for a given build.
    const BEFORE_PX = { open: 4636, link: 3876 };
    expect(openHeight / BEFORE_PX.open).toBeLessThanOrEqual(0.5);
    expect(invitedHeight / BEFORE_PX.link).toBeLessThanOrEqual(0.5);
    expect(before.count).toEqual({ taps: 18, typed: 10 });
    // One tap for everyone, one to open the seat, one per meal, the hotel question and send; one name typed.
    expect(after.count).toEqual({ taps: 10, typed: 1 });
    const [listed] = (await partiesOf(server.url, guest)).parties;
    expect([listed!.status, listed!.attending]).toEqual(["attending", 6]);
    await open.context().close();
    await invited.context().close();
  });
});

describe("the invitation at other sizes", () => {
  it.each([
    ["1280", DESKTOP, 1],
    ["360-200pct-text", PHONE, 2],
  ] as const)("reads well at %s", async (label, viewport, textScale) => {
    const guest = await createGuestWedding(server.url, { rsvpDeadline: dateIn("Europe/London", 30) });
    const party = await createParty(server.url, guest, OKAFORS);
    const page = await (await browser.newContext({ viewport, bypassCSP: true })).newPage();
    await page.goto(linkOf(guest, party));
    await page.getByRole("heading", { name: "Welcome, the Okafor family" }).waitFor();
    // 200% text: the root font size doubled, as a browser's text-size setting does.
    if (textScale > 1) await page.addStyleTag({ content: `html { font-size: ${16 * textScale}px; }` });
    await choice(page, "Ngozi Okafor", "Attending").check();
    await page.getByRole("button", { name: "Everyone's coming" }).click();
    await page.getByRole("button", { name: "Add a guest (1 seat left)" }).click();
    await page.getByRole("checkbox", { name: "Child (added guest 1)" }).check();
    await screenshot(page, `e2e-invitation-form-${label}.png`, { fullPage: true });
    await expectAccessible(page);
    // Sent: the thank-you's heading is not under "RSVP Submitted!" (at the top of a phone's screen).
    await page.getByRole("textbox", { name: "Name of added guest 1" }).fill("Ifeoma Okafor");
    await page.getByRole("button", { name: "Send Our Reply" }).click();
    await expectClearOfToast(page, page.getByRole("heading", { name: "Thank You" }));
    await page.context().close();
  });
});
