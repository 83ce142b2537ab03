import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { serverWithWedding } from "./support/setup";

/** A person's meal choice, in that person's card (issue 15). */
const mealChoice = (scope: Page | Locator, name: string, option: string) =>
  scope.getByRole("group", { name, exact: true }).getByRole("group", { name: "Meal preference" }).getByRole("radio", { name: option });

const env = serverWithWedding();

/** The caterer's table for a meal question: choice -> [bride, groom, unassigned, total]. */
async function mealTable(page: Page): Promise<Record<string, string[]>> {
  const table = page.getByRole("table", { name: "Meal preference: totals for the caterer" });
  const rows: Record<string, string[]> = {};
  for (const row of await table.locator("tbody tr").all()) {
    const label = (await row.locator("th").textContent())!.trim();
    rows[label] = (await row.locator("td").allTextContents()).map((text) => text.trim());
  }
  return rows;
}

describe("the host watches replies arrive live", () => {
  it("a guest's RSVP and later edit appear on the open responses page without a reload, with meal totals by side", async () => {
    const host = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    await host.request.post(`${env.server.url}/api/host/session`, { data: { code: env.guest.wedding.uniqueCode, hostKey: env.guest.wedding.hostKey } });
    const hostPage = await host.newPage();
    await hostPage.goto(`${env.server.url}/responses/${env.guest.wedding.uniqueCode}`);
    await hostPage.getByText("Live: new replies appear automatically").waitFor();
    const navigations: string[] = [];
    hostPage.on("framenavigated", (frame) => frame === hostPage.mainFrame() && navigations.push(frame.url()));

    // The guest answers on a phone, in another env.browser.
    const phone = await env.browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    await page.goto(`${env.server.url}/rsvp/${env.guest.wedding.uniqueCode}`);
    await page.getByRole("textbox", { name: "Your name" }).fill("Olivia Hart");
    await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    await page.getByRole("button", { name: "Add Party Member" }).click();
    await page.getByRole("textbox", { name: "Name of guest 2" }).fill("Tom Hart");
    await mealChoice(page, "Olivia Hart", "Beef").check();
    await mealChoice(page, "Tom Hart", "Chicken").check();
    await page.getByRole("group", { name: "Tom Hart", exact: true }).getByRole("textbox", { name: "Dietary restrictions or allergies" }).fill("Gluten free");
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();

    const card = hostPage.getByRole("article", { name: "Olivia Hart" });
    await card.waitFor({ timeout: 5_000 });
    await expect.poll(() => hostPage.getByTestId("count-Attending guests").textContent()).toBe("2");
    expect(await mealTable(hostPage)).toMatchObject({ Beef: ["0", "0", "1", "1"], Chicken: ["0", "0", "1", "1"] });
    await hostPage.getByRole("region", { name: "Guests at a glance" }).getByText("Gluten free", { exact: true }).waitFor();

    // The host puts the party on the bride's side; the caterer's table follows.
    await card.getByRole("combobox", { name: "Side for Olivia Hart" }).selectOption("bride");
    await expect.poll(async () => (await mealTable(hostPage)).Beef).toEqual(["1", "0", "0", "1"]);

    // The guest changes Tom's meal through the private link; the host sees it without reloading.
    const link = await page.getByRole("textbox", { name: "Your private link to change your answer" }).inputValue();
    const edit = await phone.newPage();
    await edit.goto(link);
    await edit.getByRole("heading", { name: "Change Your RSVP" }).waitFor();
    await edit.getByRole("button", { name: "Edit Tom Hart" }).click();
    await mealChoice(edit, "Tom Hart", "Beef").check();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.getByRole("heading", { name: "Thank You" }).waitFor();
    await expect.poll(async () => (await mealTable(hostPage)).Beef, { timeout: 5_000 }).toEqual(["2", "0", "0", "2"]);
    expect((await mealTable(hostPage)).Chicken).toEqual(["0", "0", "0", "0"]);

    expect(navigations).toEqual([]);
    expect(await seriousAxeViolations(hostPage)).toEqual([]);
    await host.close();
    await phone.close();
  });

  it("the couple adds an answer received by phone and corrects another; the caterer's table follows", async () => {
    const host = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await host.request.post(`${env.server.url}/api/host/session`, { data: { code: env.guest.wedding.uniqueCode, hostKey: env.guest.wedding.hostKey } });
    const hostPage = await host.newPage();
    await hostPage.goto(`${env.server.url}/responses/${env.guest.wedding.uniqueCode}`);
    await hostPage.getByText("Live: new replies appear automatically").waitFor();
    const before = await mealTable(hostPage);

    const entryKeys: string[] = [];
    hostPage.on("request", (request) => {
      if (request.method() === "POST" && /\/api\/weddings\/[^/]+\/responses$/.test(request.url())) entryKeys.push(request.headers()["idempotency-key"] ?? "");
    });
    // Grandma rang: she is coming with Grandpa, both vegetarian; nobody knows her email.
    await hostPage.getByRole("button", { name: "Add a response" }).click();
    const dialog = hostPage.getByRole("dialog", { name: "Add a response" });
    await dialog.getByRole("button", { name: "Add response" }).click();
    await dialog.getByText("The guest's name is required").waitFor();
    expect(await countStored()).toBe(1);
    await dialog.getByRole("textbox", { name: "Guest name" }).fill("Grandma Rose");
    await dialog.getByRole("combobox", { name: "Side for Grandma Rose" }).selectOption("groom");
    await dialog.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    await dialog.getByRole("button", { name: "Add Party Member" }).click();
    await dialog.getByRole("textbox", { name: "Name of guest 2" }).fill("Grandpa Joe");
    await mealChoice(dialog, "Grandma Rose", "Vegetarian").check();
    await mealChoice(dialog, "Grandpa Joe", "Vegetarian").check();
    expect(await hasHorizontalScroll(hostPage)).toBe(false);
    expect(await seriousAxeViolations(hostPage)).toEqual([]);
    await screenshot(hostPage, "e2e-host-add-response-360.png");
    await dialog.getByRole("button", { name: "Add response" }).click();
    await toast(hostPage).getByText("Response Added").waitFor();
    expect(entryKeys).toHaveLength(1);
    expect(entryKeys[0]!.length).toBeGreaterThanOrEqual(8);
    await dialog.waitFor({ state: "hidden" });

    const rose = hostPage.getByRole("article", { name: "Grandma Rose" });
    await rose.waitFor();
    expect(await rose.getByRole("link", { name: /@/ }).count()).toBe(0); // no email, no empty mailto link
    expect(await rose.getByRole("combobox", { name: "Side for Grandma Rose" }).inputValue()).toBe("groom");
    await expect
      .poll(async () => (await mealTable(hostPage)).Vegetarian)
      .toEqual([before.Vegetarian![0], String(Number(before.Vegetarian![1]) + 2), before.Vegetarian![2], String(Number(before.Vegetarian![3]) + 2)]);

    // Olivia phoned too: Tom would rather eat vegetarian. The correction keeps her side.
    const olivia = hostPage.getByRole("article", { name: "Olivia Hart" });
    await olivia.getByRole("button", { name: "Correct response from Olivia Hart" }).click();
    const correct = hostPage.getByRole("dialog", { name: "Correct a response" });
    expect(await correct.getByRole("textbox", { name: "Guest name" }).inputValue()).toBe("Olivia Hart");
    expect(await correct.getByRole("textbox", { name: "Email" }).inputValue()).toBe("olivia@example.com");
    await correct.getByRole("button", { name: "Edit Tom Hart" }).click();
    await mealChoice(correct, "Tom Hart", "Vegetarian").check();
    await correct.getByRole("button", { name: "Save changes" }).click();
    await toast(hostPage).getByText("Response Updated").waitFor();
    await expect.poll(async () => (await mealTable(hostPage)).Vegetarian).toEqual(["1", "2", "0", "3"]);
    expect((await mealTable(hostPage)).Beef).toEqual(["1", "0", "0", "1"]);
    expect(await olivia.getByRole("combobox", { name: "Side for Olivia Hart" }).inputValue()).toBe("bride");
    await host.close();
  });
});

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function countStored(): Promise<number> {
  const response = await fetch(`${env.server.url}/api/responses/${env.guest.wedding.uniqueCode}`, { headers: env.guest.auth });
  return ((await response.json()) as unknown[]).length;
}
