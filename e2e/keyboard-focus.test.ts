import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE } from "./support/browser";
import { serverWithWedding } from "./support/setup";

// Issue 15 item 2: after each of these keyboard steps, focus lands where the person is working,
// never on the page body.

const env = serverWithWedding();

async function phonePage(): Promise<Page> {
  return (await env.browser.newContext({ viewport: PHONE })).newPage();
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40)}`
      : "none";
  });

describe("keyboard focus", () => {
  it("returns to the AI suggestion button after a pick and after a dismissal, and stays on it while it loads", async () => {
    const page = await phonePage();
    await page.goto(`${env.server.url}/admin`);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    await page.getByLabel("Partner 1 name").fill("Amelia");
    await page.getByLabel("Partner 2 name").fill("Jonah");
    const suggest = page.getByRole("button", { name: "Suggest a message" });

    // Hold the first answer, to see the button while it waits.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/ai/wedding-message-suggestions", async (route) => {
      await held;
      await route.continue();
    });
    await suggest.focus();
    await page.keyboard.press("Enter");
    const busy = page.getByRole("button", { name: "Writing…" });
    await busy.waitFor();
    expect(await busy.getAttribute("aria-busy")).toBe("true");
    expect(await busy.getAttribute("aria-disabled")).toBe("true");
    expect(await isFocused(busy)).toBe(true);
    release();

    const dialog = page.getByRole("dialog", { name: "Suggested messages" });
    await dialog.waitFor();
    await page.unroute("**/api/ai/wedding-message-suggestions");
    // Tab from the dialog's first control (Close) to the first suggestion, and pick it.
    await page.keyboard.press("Tab");
    const picked = (await page.evaluate(() => document.activeElement?.textContent ?? "")).replace(/Use$/, "").trim();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByLabel("Personal message").inputValue()).toBe(picked);
    expect(await activeElement(page)).toContain("Suggest a message");
    expect(await isFocused(suggest)).toBe(true);

    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await isFocused(suggest)).toBe(true);
    await page.context().close();
  });

  it("moves to the new member's name after Add Party Member, and to the Thank You heading, in view, after a submit", async () => {
    const page = await phonePage();
    await page.goto(`${env.server.url}/rsvp/${env.guest.wedding.uniqueCode}`);
    await page.getByRole("textbox", { name: "Your name" }).fill("Olivia Hart");
    await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();

    await page.getByRole("button", { name: "Add Party Member" }).focus();
    await page.keyboard.press("Enter");
    expect(await isFocused(page.getByRole("textbox", { name: "Name of guest 2" }))).toBe(true);
    await page.keyboard.type("Tom Hart");
    await page.getByRole("button", { name: "Add Party Member" }).focus();
    await page.keyboard.press("Enter");
    expect(await isFocused(page.getByRole("textbox", { name: "Name of guest 3" }))).toBe(true);

    await page.getByRole("button", { name: "Submit RSVP" }).focus();
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { name: "Thank You" });
    await heading.waitFor();
    await expect.poll(() => isFocused(heading)).toBe(true);
    const box = (await heading.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await page.context().close();
  });

  it("closes the phone menu with Escape and gives focus back to its button", async () => {
    const page = await phonePage();
    await page.goto(`${env.server.url}/admin`);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menuLink = page.getByRole("banner").getByRole("link", { name: "Manage my Wedding" });
    await menuLink.waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await menuLink.waitFor({ state: "hidden" });
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(await isFocused(page.getByRole("button", { name: "Open menu" }))).toBe(true);
    await page.context().close();
  });
});
