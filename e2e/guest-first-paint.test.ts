import { describe, expect, it } from "vitest";
import { PHONE } from "./support/browser";
import { serverWithWedding } from "./support/setup";

const env = serverWithWedding();

describe("guest pages paint the invitation once", () => {
  it.each(["rsvp", "save-the-date"])("/%s never swaps the server-painted invitation for a loading spinner", async (route) => {
    const page = await env.browser.newPage({ viewport: PHONE });
    // Watch from the very first byte: any loading indicator inserted at any moment is recorded.
    await page.addInitScript(() => {
      (window as unknown as { spinnerSeen: boolean }).spinnerSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="status"]')) (window as unknown as { spinnerSeen: boolean }).spinnerSeen = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${env.server.url}/${route}/${env.guest.wedding.uniqueCode}`);
    await page.getByRole("heading", { level: 1, name: /Amelia\s*&\s*Jonah/ }).waitFor();
    // Every chunk loaded and React has taken the page over.
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen)).toBe(false);
    await page.close();
  });
});

describe("a tap before the app arrives", () => {
  it("is not lost: the painted hotels button waits, disabled, until the app can open the dialog", async () => {
    const page = await env.browser.newPage({ viewport: PHONE });
    // A slow phone: the invitation is painted long before the scripts arrive.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${env.server.url}/rsvp/${env.guest.wedding.uniqueCode}`, { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Find Hotels Near Venue" });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await button.click(); // waits for the app's own, enabled button
    await page.getByRole("dialog", { name: "Hotels near the venue" }).waitFor();
    await page.close();
  });
});
