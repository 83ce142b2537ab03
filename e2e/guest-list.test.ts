import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Party, PartyPage } from "../src/contract/guest-list";
import { hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { serverWithWedding } from "./support/setup";

const env = serverWithWedding();

const count = (page: Page, key: string) => page.getByTestId(`guest-count-${key}`).textContent();
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The list as the API has it: the test needs the parties' tokens and guest ids to reply as a guest would. */
async function storedParties(): Promise<Party[]> {
  const response = await fetch(`${env.server.url}/api/weddings/${env.guest.wedding.id}/parties`, { headers: env.guest.auth });
  return ((await response.json()) as PartyPage).parties;
}

describe("the couple's guest list", () => {
  it("quick-adds households, filters who has not replied, copies a link, edits seats, sets a side in bulk, and sees a reply arrive live", async () => {
    const { wedding } = env.guest;
    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true, acceptDownloads: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: env.server.url });
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code: wedding.uniqueCode, hostKey: wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/guests/${wedding.uniqueCode}`);
    await page.getByRole("heading", { name: "Guest list", exact: true }).waitFor();
    await page.getByText("Live: replies appear automatically").waitFor();
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

    // Two households, one line each; Enter keeps the cursor in the box for the next.
    const quickAdd = page.getByRole("textbox", { name: "Add a household" });
    await quickAdd.fill("Maria & José García +1");
    await quickAdd.press("Enter");
    const garcia = page.getByRole("article").filter({ hasText: "José García" });
    await garcia.waitFor();
    expect(await quickAdd.inputValue()).toBe("");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("quick-add");
    await quickAdd.fill("Ada Okafor & family +3");
    await quickAdd.press("Enter");
    const okafor = page.getByRole("article", { name: "The Okafor family" });
    await okafor.waitFor();
    expect(await garcia.textContent()).toContain("3 seats: 2 named + 1 open");
    expect(await okafor.textContent()).toContain("4 seats: 1 named + 3 open");
    await expect.poll(() => count(page, "invited")).toBe("7");
    expect(await count(page, "notReplied")).toBe("2");
    expect(await count(page, "openSeats")).toBe("4");
    expect(await count(page, "replied")).toBe("0");

    // "Not replied" is one tap.
    const notReplied = page.getByRole("button", { name: /^Not replied/ });
    await notReplied.click();
    expect(await notReplied.getAttribute("aria-pressed")).toBe("true");
    await page.getByText("Showing 2 of 2 households").waitFor();

    // The search folds names as the lookup and the import do (docs/decisions/0030): no accents, any case.
    const search = page.getByRole("searchbox", { name: "Search by guest name" });
    await search.fill("JOSE GARCIA");
    await page.getByText("Showing 1 of 2 households").waitFor();
    expect(await page.getByRole("article").count()).toBe(1);
    await search.fill("");
    await page.getByText("Showing 2 of 2 households").waitFor();

    // The Okafors' private link, copied whole.
    const stored = await storedParties();
    const okaforToken = stored.find((party) => party.name === "The Okafor family")!.invitationToken;
    await okafor.getByRole("button", { name: "Copy invitation link for The Okafor family" }).click();
    await toast(page).getByText("Copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${env.server.url}/rsvp/${wedding.uniqueCode}#invite=${okaforToken}`);

    // The Okafors get two open seats, not three.
    await okafor.getByRole("button", { name: "Edit The Okafor family" }).click();
    const editor = page.getByRole("dialog", { name: "Edit The Okafor family" });
    await editor.getByRole("textbox", { name: "Open seats" }).fill("2");
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await editor.getByRole("button", { name: "Save changes" }).click();
    await editor.waitFor({ state: "hidden" });
    await expect.poll(async () => okafor.textContent()).toContain("3 seats: 1 named + 2 open");
    await expect.poll(() => count(page, "invited")).toBe("6");

    // Both households on the bride's side, in one go.
    await page.getByRole("checkbox", { name: "Select all shown" }).check();
    const bulk = page.getByRole("region", { name: "Selected households" });
    await bulk.getByText("2 households selected").waitFor();
    await bulk.getByRole("combobox", { name: "Side" }).selectOption("bride");
    await bulk.getByRole("button", { name: "Apply to 2 households" }).click();
    await toast(page).getByText("Guest List Updated").waitFor();
    await expect.poll(async () => (await storedParties()).map((party) => party.side)).toEqual(["bride", "bride"]);
    await expect.poll(async () => garcia.textContent()).toContain("Amelia's side");
    await page.getByRole("button", { name: "Clear selection" }).click();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "e2e-guest-list-360.png");

    // The Garcías answer from their own link, on their phone; the couple's page follows without a reload.
    const garciaParty = (await storedParties()).find((party) => party.guests.some((guest) => guest.firstName === "José"))!;
    const reply = await fetch(`${env.server.url}/api/invitations/mine?wedding=${wedding.uniqueCode}`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-invitation-token": garciaParty.invitationToken },
      body: JSON.stringify({ guests: garciaParty.guests.map((guest) => ({ guestId: guest.id, attending: false })) }),
    });
    expect(reply.status).toBe(200);
    await expect.poll(() => count(page, "notReplied"), { timeout: 5_000 }).toBe("1");
    expect(await count(page, "replied")).toBe("1");
    await page.getByText("Showing 1 of 2 households").waitFor();
    expect(await garcia.count()).toBe(0);
    await notReplied.click();
    await garcia.getByText("Declined").waitFor();
    expect(navigations).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A delete ends with "Undo" (docs/decisions/0049-trash.md): the household comes back with its reply.
    await garcia.getByRole("button", { name: "Delete Maria & José García" }).click();
    await page.getByRole("dialog", { name: "Delete Maria & José García?" }).getByRole("button", { name: "Delete household" }).click();
    const deleted = page.getByRole("status").filter({ hasText: "Deleted Maria & José García." });
    await deleted.waitFor();
    await expect.poll(() => garcia.count()).toBe(0);
    await page.getByRole("region", { name: "Recently deleted" }).getByText("Maria & José García", { exact: true }).waitFor();
    await screenshot(page, "e2e-guest-list-undo-360.png");
    await screenshot(page.getByRole("region", { name: "Recently deleted" }), "e2e-guest-list-recently-deleted-360.png");
    const undo = deleted.getByRole("button", { name: "Undo" });
    await expect.poll(() => undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Maria & José García is back." }).waitFor();
    await garcia.getByText("Declined").waitFor();
    await expect.poll(() => count(page, "replied")).toBe("1");
    await page.getByRole("region", { name: "Recently deleted" }).getByText("Nothing deleted recently.").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The reply on the responses page says which invitation it came from.
    await page.getByRole("link", { name: "Responses", exact: true }).click();
    await page.getByText("From Maria & José García's invitation").waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "Guest list", exact: true }).waitFor();

    // Several lines pasted at once are shown first, then added together.
    await page.evaluate(() => navigator.clipboard.writeText("Kim Lee (child, 7)\nSam & Alex Okoro +1\n"));
    await quickAdd.focus();
    await page.keyboard.press("Control+V");
    const toAdd = page.getByRole("region", { name: "Households to add" });
    await toAdd.getByText("2 households will be added:").waitFor();
    expect(await toAdd.textContent()).toContain("Kim Lee (child, 7)");
    expect(await page.getByRole("article").count()).toBe(2);
    await toAdd.getByRole("button", { name: "Add 2 households" }).click();
    await page.getByRole("article", { name: "Sam & Alex Okoro" }).waitFor();
    await expect.poll(() => count(page, "notReplied")).toBe("3");
    expect(await quickAdd.inputValue()).toBe("");

    // Who may reply: only invited guests, then back to anyone with the link.
    const access = async () => ((await (await fetch(`${env.server.url}/api/weddings/${wedding.uniqueCode}`)).json()) as { rsvpAccess: string }).rsvpAccess;
    await page.getByRole("radio", { name: /^Only invited guests/ }).check();
    await expect.poll(access).toBe("invitation");
    await page.getByRole("radio", { name: /^Anyone with the RSVP link/ }).check();
    await expect.poll(access).toBe("open");

    // What finding an invitation by name asks besides the name (issue 27): the words printed on
    // each invitation, shown on each card; a household's postcode, typed in its editor.
    const check = async () => ((await (await fetch(`${env.server.url}/api/weddings/${wedding.uniqueCode}`)).json()) as { lookupCheck: string }).lookupCheck;
    await page.getByRole("radio", { name: "Their name and the two words printed on their invitation" }).check();
    await expect.poll(check).toBe("words");
    const okaforWords = (await storedParties()).find((party) => party.name === "The Okafor family")!.invitationWords;
    await expect.poll(() => okafor.textContent()).toContain(`Invitation words: ${okaforWords}`);
    await okafor.getByRole("button", { name: "Edit The Okafor family" }).click();
    await editor.getByRole("textbox", { name: "Postcode" }).fill("SW1A 1AA");
    await editor.getByRole("button", { name: "Save changes" }).click();
    await editor.waitFor({ state: "hidden" });
    await expect.poll(() => okafor.textContent()).toContain("Postcode: SW1A 1AA");
    expect((await storedParties()).find((party) => party.name === "The Okafor family")!.postalCode).toBe("SW1A 1AA");
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page.getByRole("group", { name: "Finding an invitation by name asks for" }), `e2e-guest-list-lookup-setting-360.png`);
    await screenshot(okafor, `e2e-guest-list-words-card-360.png`);
    await page.getByRole("radio", { name: "Their name alone" }).check();
    await expect.poll(check).toBe("name");
    await expect.poll(() => okafor.textContent()).not.toContain("Invitation words");

    // The list as a spreadsheet, and the mail merge for printed invitations.
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Guest list (one row per invited person): CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(fs.readFileSync((await csv.path())!, "utf8")).toContain("Okafor");
    const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Invitations (QR codes and mail merge): ZIP" }).click()]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    expect(
      fs
        .readFileSync((await zip.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");

    // A guest who could not find their invitation leaves a note; it appears without a reload, and the couple deletes it.
    const note = await fetch(`${env.server.url}/api/invitations/notes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ weddingId: wedding.id, name: "Cousin Sam", contact: "sam@example.com", message: "I'm Maria's cousin from Lyon." }),
    });
    expect(note.status).toBe(201);
    const notes = page.getByRole("region", { name: "Notes from guests" });
    await notes.getByText("I'm Maria's cousin from Lyon.").waitFor();
    await notes.getByRole("button", { name: "Delete the note from Cousin Sam" }).click();
    await notes.getByText("No notes yet.").waitFor();

    // Sending by hand (issue 29 item 6): no mail server here, so every household is listed with its
    // message. Tapping WhatsApp opens it with the household's own link and marks it sent; "Sent" undoes
    // and marks by hand; the guest list counts it.
    const sentCount = page.getByTestId("invitations-sent-count");
    expect(await sentCount.textContent()).toBe("0 of 4 households");
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "WhatsApp" }));
    await page.getByRole("link", { name: "Send invitations by hand" }).click();
    await page.getByRole("heading", { name: "Send invitations by hand" }).waitFor();
    const okoro = page.getByRole("article", { name: "Sam & Alex Okoro" });
    const okoroToken = (await storedParties()).find((party) => party.name === "Sam & Alex Okoro")!.invitationToken;
    const [chat] = await Promise.all([
      context.waitForEvent("page"),
      okoro.getByRole("link", { name: "Send Sam & Alex Okoro their invitation by WhatsApp" }).click(),
    ]);
    const text = new URL(chat.url()).searchParams.get("text")!;
    await chat.close();
    expect(text).toContain(`${env.server.url}/rsvp/${wedding.uniqueCode}?lang=en#invite=${okoroToken}`);
    const okoroSent = okoro.getByRole("button", { name: "Invitation sent to Sam & Alex Okoro" });
    await expect.poll(() => okoroSent.getAttribute("aria-pressed")).toBe("true");
    await okoro.getByText(/^Invited by hand on .+ \(Europe\/London\)$/).waitFor();
    await expect.poll(() => sentCount.textContent()).toBe("1 of 4 households");
    await okoroSent.click();
    await expect.poll(() => sentCount.textContent()).toBe("0 of 4 households");
    const okaforRow = page.getByRole("article", { name: "The Okafor family" });
    await okaforRow.getByText("Show the message").click();
    await okaforRow.getByText(`#invite=${okaforToken}`, { exact: false }).waitFor();
    await okaforRow.getByRole("button", { name: "Invitation sent to The Okafor family" }).click();
    await expect.poll(() => sentCount.textContent()).toBe("1 of 4 households");
    await page.getByRole("button", { name: "Copy all still to send (3)" }).click();
    const all = await page.evaluate(() => navigator.clipboard.readText());
    expect(all).toContain("Sam & Alex Okoro\n\nHi Sam & Alex Okoro!");
    expect(all).not.toContain(okaforToken);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "e2e-send-by-hand-360.png", { fullPage: true });
    await page.getByRole("link", { name: "Back to the guest list" }).click();
    await okafor.getByText(/^Invited by hand on /).waitFor();
    expect(await sentCount.textContent()).toBe("1 of 4 households");

    // The spreadsheet import opens from here (its own journey is tested with the import).
    await page.getByRole("button", { name: "Import a spreadsheet" }).click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await context.close();
  });
});
