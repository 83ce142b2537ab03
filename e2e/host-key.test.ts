import { describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { createGuestWedding } from "./guest-support";
import { serverWithWedding } from "./support/setup";

const env = serverWithWedding();

/** A browser signed in as the couple with a given key (bypassCSP: axe is injected inline). */
async function signedIn(hostKey: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport, bypassCSP: true });
  const session = await context.request.post(`${env.server.url}/api/host/session`, { data: { code: env.guest.wedding.uniqueCode, hostKey } });
  expect(session.status()).toBe(204);
  return context;
}

describe("a leaked host key", () => {
  it("is replaced from the dashboard: this phone stays in, the laptop and the old private link are shut out", async () => {
    const code = env.guest.wedding.uniqueCode;
    const laptop = await signedIn(env.guest.wedding.hostKey);
    const laptopPage = await laptop.newPage();
    await laptopPage.goto(`${env.server.url}/dashboard/${code}`);
    await laptopPage.getByRole("heading", { name: /Amelia\s*&\s*Jonah/ }).waitFor();
    await laptopPage.getByRole("button", { name: "Replace host key" }).click();
    await laptopPage.getByRole("dialog", { name: "Replace the host key?" }).waitFor();
    await screenshot(laptopPage, "e2e-replace-host-key-confirm-1280.png");
    await laptopPage.keyboard.press("Escape");
    // The laptop then watches the guest list, live.
    await laptopPage.goto(`${env.server.url}/responses/${code}`);
    await laptopPage.getByText("Live: new replies appear automatically").waitFor();

    const phone = await signedIn(env.guest.wedding.hostKey, PHONE);
    const page = await phone.newPage();
    await page.goto(`${env.server.url}/dashboard/${code}`);
    await page.getByRole("button", { name: "Replace host key" }).click();
    const dialog = page.getByRole("dialog", { name: "Replace the host key?" });
    await dialog.getByRole("button", { name: "Keep the current key" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Replace host key" }).click();
    await page.getByRole("dialog", { name: "Replace the host key?" }).getByRole("button", { name: "Replace key" }).click();
    const done = page.getByRole("dialog", { name: "Your host key is replaced" });
    await done.getByRole("heading", { name: "Save your new host key now" }).waitFor();
    const newKey = await done.getByRole("textbox", { name: "Host key" }).inputValue();
    const privateLink = await done.getByRole("textbox", { name: "Private host link" }).inputValue();
    expect(newKey).not.toBe(env.guest.wedding.hostKey);
    expect(privateLink).toBe(`${env.server.url}/dashboard/${code}#key=${encodeURIComponent(newKey)}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "e2e-replace-host-key-360.png");
    await done.getByRole("button", { name: "I've saved it" }).click();

    // This phone is still in: its cookie now holds the new key.
    await page.goto(`${env.server.url}/responses/${code}`);
    await page.getByRole("heading", { name: "Guest Responses" }).waitFor();

    // The laptop's open page, still holding the old key, loses the list at once (its live stream is
    // closed) and asks for the new key, without anyone reloading it.
    await laptopPage.getByText("The key this browser has doesn't open this wedding").waitFor({ timeout: 10_000 });
    expect(await laptopPage.getByRole("heading", { name: "Guest Responses" }).count()).toBe(0);
    await laptopPage.getByLabel("Host key").fill(newKey);
    await laptopPage.getByRole("button", { name: "Unlock" }).click();
    await laptopPage.getByRole("heading", { name: "Guest Responses" }).waitFor();

    // The old private link opens nothing; the new one opens the dashboard on a new device.
    const stranger = await env.browser.newContext({ viewport: DESKTOP });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`${env.server.url}/dashboard/${code}#key=${encodeURIComponent(env.guest.wedding.hostKey)}`);
    await strangerPage.getByText("doesn't open this wedding").waitFor();
    expect(await strangerPage.getByText("The Orangery").count()).toBe(0);
    const friend = await env.browser.newContext({ viewport: DESKTOP });
    const friendPage = await friend.newPage();
    await friendPage.goto(privateLink);
    await friendPage.getByRole("heading", { name: /Amelia\s*&\s*Jonah/ }).waitFor();
    await Promise.all([laptop.close(), phone.close(), stranger.close(), friend.close()]);
  });

  it("erases a wedding from the dashboard once the couple's names are typed, then goes home; the dashboard finds nothing", async () => {
    const own = await createGuestWedding(env.server.url, { partner1: "Rosalind", partner2: "Ezra" });
    const code = own.wedding.uniqueCode;
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [PHONE, 360],
    ] as const) {
      const context = await env.browser.newContext({ viewport, bypassCSP: true });
      const session = await context.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: own.wedding.hostKey } });
      expect(session.status()).toBe(204);
      const page = await context.newPage();
      await page.goto(`${env.server.url}/dashboard/${code}`);
      await page.getByRole("button", { name: "Erase this wedding" }).click();
      const dialog = page.getByRole("dialog", { name: "Erase this wedding?" });
      const confirm = dialog.getByRole("button", { name: "Erase the wedding" });
      const names = dialog.getByRole("textbox", { name: "Type Rosalind & Ezra to confirm" });
      await names.fill("rosalind & ezra");
      expect(await confirm.isDisabled()).toBe(true);
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `e2e-erase-wedding-${width}.png`);
      if (width === 1280) {
        await dialog.getByRole("button", { name: "Keep the wedding" }).click();
        await dialog.waitFor({ state: "hidden" });
        await context.close();
        continue;
      }
      await names.fill("Rosalind & Ezra");
      await confirm.click();
      await page.waitForURL(`${env.server.url}/`);
      await page.getByText("Wedding erased").first().waitFor();
      await page.goto(`${env.server.url}/dashboard/${code}`);
      await page.getByRole("heading", { name: "Wedding Not Found" }).waitFor();
      await context.close();
    }
  });
});
