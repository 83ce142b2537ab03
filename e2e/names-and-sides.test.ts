import fs from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { PartyPage } from "../src/contract/guest-list";
import { createGuestWedding, type GuestWedding } from "./guest-support";
import { DESKTOP, PHONE, hasHorizontalScroll, screenshot, seriousAxeViolations } from "./support/browser";
import { layoutProblems, useRootFontSize } from "./support/layout";
import { serverAndBrowser } from "./support/setup";

// Issue 29, items 1 and 2, as Tom and James meet them: their own spreadsheet (the reported cells)
// read into households with every guess flagged in the preview, and every side named after them.

const env = serverAndBrowser({ RATE_LIMIT: "false" });
const SPREADSHEET = fs.readFileSync(join(import.meta.dirname, "../src/web/features/guest-list/import/parsing/fixtures/couple-spreadsheet.csv"));

async function coupleOf(wedding: GuestWedding, viewport = PHONE, fontSize?: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await (env.browser as Browser).newContext({ viewport, bypassCSP: true });
  await context.request.post(`${env.server.url}/api/host/session`, { data: { code: wedding.wedding.uniqueCode, hostKey: wedding.wedding.hostKey } });
  const page = await context.newPage();
  if (fontSize) await useRootFontSize(page, fontSize);
  return { page, close: () => context.close() };
}

/** A screenshot for a person to look at: the whole page, or (in a dialog, which scrolls on its own) the screen with `at` in view. */
async function shot(page: Page, name: string, at?: Locator) {
  if (at) await at.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}.png`, { fullPage: !at });
}

async function openPreview(page: Page, code: string) {
  await page.goto(`${env.server.url}/guests/${code}`);
  await page.getByRole("heading", { name: "Guest list", exact: true }).waitFor();
  await page.getByRole("button", { name: "Import a spreadsheet" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Spreadsheet file").setInputFiles({ name: "our-guests.csv", mimeType: "text/csv", buffer: SPREADSHEET });
  await dialog.getByRole("button", { name: "Preview" }).click();
  await dialog.getByRole("heading", { name: /12 households with 27 guests/ }).waitFor();
  return dialog;
}

describe("names as people write them (issue 29, item 1)", () => {
  it("shows the couple's households as they meant them, flags each guess with its reason, and imports them", async () => {
    const wedding = await createGuestWedding(env.server.url, { partner1: "Tom", partner2: "James" });
    const { page, close } = await coupleOf(wedding);
    const dialog = await openPreview(page, wedding.wedding.uniqueCode);
    await dialog.getByRole("heading", { name: "12 households with 27 guests; 1 row not read; 3 households to check" }).waitFor();

    // The columns: the hint in brackets does not hide "Children", and "Guests allowed" is the allowance.
    expect(await dialog.getByRole("combobox", { name: /^Children/ }).inputValue()).toBe("children");
    expect(await dialog.getByRole("combobox", { name: /^Guests allowed/ }).inputValue()).toBe("seats");

    const parties = dialog.getByRole("region", { name: "Households to import" }).or(dialog.locator("section[aria-labelledby=import-preview-title]"));
    const item = (text: string) => parties.getByRole("listitem").filter({ hasText: text }).first();
    expect(await item("Piotr Kowalski").textContent()).toContain(
      "Piotr Kowalski, Zofia Kowalski, Jan Kowalski (child), Ola Kowalski (child) and Ewa Kowalski (child)",
    );
    expect(await item("Piotr Kowalski").textContent()).toContain("Both sides");
    expect(await item("Youssef Mansour").textContent()).toContain("Sami Mansour (8) and Nour Mansour (5)");
    expect(await item("Youssef Mansour").textContent()).toContain("James's side");
    expect(await item("Giulia De Luca").textContent()).toContain("2 + 1 open seat");
    expect(await item("Giulia De Luca").textContent()).toContain("Tom's side");
    expect(await item("Zofia Costa").textContent()).toContain("Check: “with Marco” read as Marco Costa, one of the household");
    expect(await item("John Doe").textContent()).toMatch(/Check: “& family” does not say how many/);
    expect(await item("محمد بن علي").textContent()).toContain("فاطمة بن علي");
    await shot(page, "import-preview-360-arabic", item("محمد بن علي"));
    await dialog.getByText("Row 8: “Sr. y Sra. García López” names no guest: write at least one first name").waitFor();

    // Only the households to check, for a long list.
    await dialog.getByRole("checkbox", { name: "Show only the 3 households to check" }).check();
    expect(await parties.locator("ol > li").count()).toBe(3);
    expect(await parties.locator("ol > li").filter({ hasText: "Check:" }).count()).toBe(3);
    expect(await item("Emily Brown").textContent()).toContain("Check: Total seats 1 is fewer than the 2 guests named");
    await dialog.getByRole("checkbox", { name: "Show only the 3 households to check" }).uncheck();

    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "import-preview-360", item("Zofia Costa"));

    await dialog.getByRole("button", { name: "Import 12 households" }).click();
    await dialog.waitFor({ state: "hidden" });
    const kowalski = page.getByRole("article").filter({ hasText: "Piotr" });
    await kowalski.waitFor();
    expect(await kowalski.textContent()).toContain("Both sides");
    // The whole spreadsheet arrived at one instant: the list is A to Z by name, accents and case aside (issue 29, item 10).
    expect(await page.getByRole("article").locator("h3").allTextContents()).toEqual([
      "Ana Silva",
      "Emily & Lily Brown",
      "Giulia & Marco De Luca",
      "Hans & Greta von Bülow",
      "Jean & Marie Dupont",
      "María José & Juan Carlos Fernández de la Vega",
      "The Costa family",
      "The Doe family",
      "The Kowalski family",
      "The Mansour family",
      "Tom Baker",
      "محمد & فاطمة بن علي",
    ]);
    const stored = (await (await fetch(`${env.server.url}/api/weddings/${wedding.wedding.id}/parties`, { headers: wedding.auth })).json()) as PartyPage;
    const costa = stored.parties.find((party) => party.guests[0]!.firstName === "Zofia")!;
    expect(costa.guests.map((guest) => `${guest.firstName} ${guest.lastName}`)).toEqual(["Zofia Costa", "Michael Costa", "Marco Costa"]);
    expect(stored.parties.find((party) => party.guests[0]!.firstName === "Tom")!.guests[0]!.email).toBe("zoë@müller.de");
    await close();
  });

  it("fits the import preview on a laptop and at 200% text on a phone", async () => {
    const wedding = await createGuestWedding(env.server.url, { partner1: "Tom", partner2: "James" });
    for (const [viewport, size, name] of [
      [DESKTOP, undefined, "import-preview-1280"],
      [PHONE, "200%", "import-preview-360-200"],
    ] as const) {
      const { page, close } = await coupleOf(wedding, viewport, size);
      const dialog = await openPreview(page, wedding.wedding.uniqueCode);
      await page.evaluate(() => document.fonts.ready);
      const problems = await layoutProblems(page);
      await shot(page, name, dialog.getByRole("listitem").filter({ hasText: "Zofia Costa" }).first());
      expect({ name, overflow: problems.overflow, sticksOut: problems.sticksOut }).toEqual({ name, overflow: 0, sticksOut: [] });
      await close();
    }
  });
});

describe("sides named after the couple (issue 29, item 2)", () => {
  it("reads Tom's side and James's side on the responses page and the guest list, counts a reply on both sides on each, and follows the couple's choice of bride/groom words", async () => {
    const wedding = await createGuestWedding(env.server.url, { partner1: "Tom", partner2: "James" });
    const code = wedding.wedding.uniqueCode;
    for (const guestName of ["Ruth Abbott", "Sam Okoye"]) {
      const res = await fetch(`${env.server.url}/api/responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          weddingId: wedding.wedding.id,
          guestName,
          guestEmail: `${guestName.split(" ")[0]!.toLowerCase()}@example.com`,
          partyMembers: [],
          responses: Object.fromEntries(
            wedding.questions
              .filter((q) => q.required)
              .map((q) => [q.id, q.answerScope === "individual" ? { primary: q.options[0] ?? "Yes" } : (q.options[0] ?? "Yes")]),
          ),
        }),
      });
      expect(res.status).toBe(201);
    }
    // A household on the guest list too, so its side filter is on screen.
    const party = await fetch(`${env.server.url}/api/weddings/${wedding.wedding.id}/parties`, {
      method: "POST",
      headers: { ...wedding.auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "", guests: [{ firstName: "Ada", lastName: "Okafor" }], side: "both" }),
    });
    expect(party.status).toBe(201);
    const { page, close } = await coupleOf(wedding);
    await page.goto(`${env.server.url}/responses/${code}`);
    await page.getByRole("heading", { name: "Guest Responses" }).waitFor();
    const count = (label: string) => page.getByTestId(`count-${label}`).textContent();
    expect(await count("Tom's side")).toBe("0");
    expect(await count("James's side")).toBe("0");
    await page.getByText("Assign each guest to Tom's side, James's side or both for table planning.").waitFor();
    const side = page.getByLabel("Side for Ruth Abbott");
    expect(await side.locator("option").allTextContents()).toEqual(["Unassigned", "Tom's side", "James's side", "Both sides"]);

    await side.selectOption("both");
    await page.getByText("Ruth Abbott is now on both sides.", { exact: true }).waitFor();
    await expect.poll(() => count("Tom's side")).toBe("1");
    expect(await count("James's side")).toBe("1");
    expect(await page.getByText("including 1 on both sides").count()).toBe(2);
    await page.getByLabel("Side for Sam Okoye").selectOption("groom");
    await page.getByText("Sam Okoye is now on James's side.", { exact: true }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "responses-sides-360");

    // The couple prefers the specification's words: every label follows, on this screen and the guest list.
    await page.getByLabel("Name the sides").selectOption("bride-groom");
    await page.getByTestId("count-Bride's side").waitFor();
    expect(await count("Groom's side")).toBe("2");
    expect(await page.getByLabel("Side for Sam Okoye").locator("option:checked").textContent()).toBe("Groom's side");
    const stored = (await (await fetch(`${env.server.url}/api/weddings/${code}`)).json()) as { sideWords: string };
    expect(stored.sideWords).toBe("bride-groom");

    await page.goto(`${env.server.url}/guests/${code}`);
    await page.getByRole("heading", { name: "Guest list", exact: true }).waitFor();
    expect(await page.getByRole("combobox", { name: "Side" }).first().locator("option").allTextContents()).toContain("Bride's side");
    expect(await page.getByRole("article", { name: "Ada Okafor" }).textContent()).toContain("Both sides");
    await page.goto(`${env.server.url}/responses/${code}`);
    await page.getByLabel("Name the sides").selectOption("names");
    await page.getByTestId("count-Tom's side").waitFor();
    await page.goto(`${env.server.url}/guests/${code}`);
    await page.getByRole("heading", { name: "Guest list", exact: true }).waitFor();
    expect(await page.getByRole("combobox", { name: "Side" }).first().locator("option").allTextContents()).toEqual([
      "Any side",
      "Tom's side",
      "James's side",
      "Both sides",
      "No side yet",
    ]);
    await close();

    for (const [viewport, size, name] of [
      [DESKTOP, undefined, "responses-sides-1280"],
      [PHONE, "200%", "responses-sides-360-200"],
    ] as const) {
      const view = await coupleOf(wedding, viewport, size);
      await view.page.goto(`${env.server.url}/responses/${code}`);
      await view.page.getByTestId("count-Tom's side").waitFor();
      await view.page.evaluate(() => document.fonts.ready);
      const problems = await layoutProblems(view.page);
      await shot(view.page, name);
      expect({ name, overflow: problems.overflow, sticksOut: problems.sticksOut }).toEqual({ name, overflow: 0, sticksOut: [] });
      await view.close();
    }
  });
});
