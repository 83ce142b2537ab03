import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createGuestWedding } from "./guest-support";
import { PHONE } from "./support/browser";
import { useRootFontSize } from "./support/layout";
import { serverWithWedding } from "./support/setup";

// Issue 15 item 6, as a guest and a couple meet it: chips restored on edit, 44 px tap targets,
// the browser's email check, and an error toast that leaves the submit button uncovered.

const env = serverWithWedding();

async function phonePage(): Promise<Page> {
  return (await env.browser.newContext({ viewport: PHONE })).newPage();
}

async function size(target: Locator): Promise<{ width: number; height: number }> {
  const box = (await target.boundingBox())!;
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

describe("the walkthrough's small things", () => {
  it("brings back the children-policy and gift chips when a wedding is edited, so their suggestion buttons work", async () => {
    const guest = await createGuestWedding(env.server.url, {
      // Wording from the AI helpers, not the chips' own sentences.
      childrenPolicy: "While we adore your children, our wedding will be an adults-only affair. Thank you for understanding.",
      giftPreferences: "Rather than a traditional registry, we've created a honeymoon fund.",
    });
    const page = await phonePage();
    await page.context().request.post(`${env.server.url}/api/host/session`, { data: { code: guest.wedding.uniqueCode, hostKey: guest.wedding.hostKey } });
    await page.goto(`${env.server.url}/admin?edit=${guest.wedding.uniqueCode}`);
    await page.getByRole("heading", { name: "Edit wedding details" }).waitFor();
    expect(await page.getByRole("radio", { name: "Adults Only" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Honeymoon Fund" }).isChecked()).toBe(true);
    const suggestWording = page.getByRole("button", { name: "Suggest wording" });
    expect(await suggestWording.count()).toBe(2);
    for (const button of await suggestWording.all()) expect(await button.isEnabled()).toBe(true);
    await page.context().close();
  });

  it("refuses joan@example in the browser, as the server does, without sending anything", async () => {
    const page = await phonePage();
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && request.url().includes("/api/responses") && posts.push(request.url()));
    await page.goto(`${env.server.url}/rsvp/${env.guest.wedding.uniqueCode}`);
    await page.getByRole("textbox", { name: "Your name" }).fill("Joan");
    const email = page.getByRole("textbox", { name: "Email" });
    await email.fill("joan@example");
    await page.getByRole("radio", { name: "Sorry, can't make it" }).check();
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    await email.fill("joan@example.com");
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
    expect(posts).toEqual([]);
    await page.context().close();
  });

  it("keeps an error toast off the submit button on a phone", async () => {
    for (const fontSize of ["100%", "200%"]) {
      const page = await phonePage();
      await useRootFontSize(page, fontSize);
      await page.route("**/api/responses", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }));
      await page.goto(`${env.server.url}/rsvp/${env.guest.wedding.uniqueCode}`);
      await page.getByRole("textbox", { name: "Your name" }).fill("Olivia Hart");
      await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
      await page.getByRole("radio", { name: "Sorry, can't make it" }).check();
      // A guest reaches the button at the end of the form: the page is scrolled to its bottom.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const submit = page.getByRole("button", { name: "Submit RSVP" });
      await submit.click();
      const toast = toasts(page).locator("li").first();
      await toasts(page).getByText("Submission Failed", { exact: true }).waitFor();
      const [button, shown] = [(await submit.boundingBox())!, (await toast.boundingBox())!];
      const overlapX = Math.min(button.x + button.width, shown.x + shown.width) - Math.max(button.x, shown.x);
      const overlapY = Math.min(button.y + button.height, shown.y + shown.height) - Math.max(button.y, shown.y);
      expect({ fontSize, covered: overlapX > 0 && overlapY > 0 }).toEqual({ fontSize, covered: false });
      await page.context().close();
    }
  });

  it("gives the toast's dismiss button, the footer links and a response's email and phone links 44 px to tap", async () => {
    const page = await phonePage();
    await page.goto(`${env.server.url}/rsvp/${env.guest.wedding.uniqueCode}`);
    await page.getByRole("textbox", { name: "Your name" }).fill("Olivia Hart");
    await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
    await page.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0000");
    await page.getByRole("radio", { name: "Sorry, can't make it" }).check();
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
    expect(await size(dismiss)).toMatchObject({ width: 44, height: 44 });

    await page.goto(`${env.server.url}/`);
    for (const name of ["Create RSVP", "View Responses"]) {
      expect((await size(page.getByRole("contentinfo").getByRole("link", { name }))).height).toBeGreaterThanOrEqual(44);
    }

    const { uniqueCode, hostKey } = env.guest.wedding;
    await page.context().request.post(`${env.server.url}/api/host/session`, { data: { code: uniqueCode, hostKey } });
    await page.goto(`${env.server.url}/responses/${uniqueCode}`);
    const mail = page.getByRole("link", { name: "olivia@example.com" });
    await mail.waitFor();
    expect((await size(mail)).height).toBeGreaterThanOrEqual(44);
    expect((await size(page.getByRole("link", { name: "+44 20 7946 0000" }))).height).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });
});
