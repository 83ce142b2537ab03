import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, seriousAxeViolations } from "./support/browser";
import { sharedServer, type SharedServer } from "./support/server";

let server: SharedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  // bypassCSP: axe-core is injected as an inline script, which the app's CSP (rightly) refuses.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(server.url + path);
  return page;
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/**
 * Records the text of every toast that appears from now on. One toast shows at a time (a new one
 * replaces it), so "no toast" can only be proved by a log read after a later toast has appeared.
 */
async function recordToasts(page: Page): Promise<{ since(): Promise<string[]> }> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { toastLog: string[] }).toastLog = log;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLLIElement && node.closest('[role="region"]')) log.push(node.textContent ?? "");
    }).observe(document.body, { childList: true, subtree: true });
  });
  return { since: () => page.evaluate(() => (window as unknown as { toastLog: string[] }).toastLog.splice(0)) };
}

describe("landing page", () => {
  it("shows every section of the spec, with CTAs to /admin and the plain-text footer", async () => {
    const page = await open("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/wedding RSVPs/i);
    for (const title of ["Perfect Details", "Love's Journey", "Eternal Promise"]) {
      await page.getByRole("heading", { name: title }).waitFor();
    }
    const features = page.locator("#features li");
    expect(await features.count()).toBe(6);
    for (const title of [
      "Mobile-Friendly RSVP Forms",
      "Guest Management",
      "Live Dashboard Updates",
      "Easy Sharing",
      "Photo Integration",
      "Custom Themes & Analytics",
    ]) {
      const card = features.filter({ has: page.getByRole("heading", { name: title }) });
      expect(await card.locator("svg").count()).toBeGreaterThan(0);
      expect((await card.textContent())!.length).toBeGreaterThan(title.length + 20);
    }
    const body = (await page.locator("body").textContent())!;
    for (const text of [
      "2,500+",
      "50,000+",
      "4.9",
      "Happy Couples",
      "RSVP Responses",
      "Average Rating",
      "100% free",
      "No credit card",
      "under 5 minutes",
      "Unlimited responses",
      "dietary restrictions",
      "special requests",
    ]) {
      expect(body).toContain(text);
    }
    // Three testimonials, each with five stars, a name and words.
    const ratings = page.getByRole("img", { name: "Rated 5 out of 5" });
    expect(await ratings.count()).toBe(3);
    expect(await page.locator("figure blockquote").count()).toBe(3);

    for (const name of ["Create Your RSVP Form", "Start For Free", "Create RSVP"]) {
      expect(await page.getByRole("link", { name }).getAttribute("href")).toBe("/admin");
    }
    expect(await page.getByRole("link", { name: "View Responses" }).getAttribute("href")).toBe("/responses");
    const footer = page.locator("footer");
    for (const item of [
      "Planning Checklist",
      "Budget Guide",
      "Timeline Templates",
      "Wedding Tips",
      "Help Center",
      "Contact Us",
      "Privacy Policy",
      "Terms of Service",
    ]) {
      await footer.getByText(item, { exact: true }).waitFor();
      expect(await footer.getByRole("link", { name: item }).count()).toBe(0);
    }
    await page.context().close();
  });

  it("ships real images with sizes, lazy below the fold, all loaded", async () => {
    const page = await open("/");
    await page.getByRole("img", { name: /wedding invitation/ }).waitFor();
    const images = await page.locator("main img").evaluateAll((nodes) =>
      (nodes as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute("src"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        alt: img.alt,
      })),
    );
    expect(images.length).toBe(4);
    for (const image of images) {
      expect(image.width && image.height && image.alt).toBeTruthy();
      const response = await fetch(server.url + image.src!);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\//);
    }
    expect(images.filter((image) => image.loading === "lazy").length).toBe(3);
    await page.locator("#gallery").scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll("main img")].every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
    await page.context().close();
  });

  it("signs up for each free guide with a toast and clears only that input; an empty input does nothing", async () => {
    const page = await open("/");
    const cards = [
      { title: "Ultimate Planning Checklist", button: "Get Free Guide", topic: "planning checklist" },
      { title: "Wedding Budget Masterclass", button: "Get Free Guide", topic: "budget guide" },
      { title: "6-Month Planning Rush", button: "Get Free Guide", topic: "timeline guide" },
      { title: "Weekly Planning Tips", button: "Subscribe Free", topic: "newsletter" },
    ];
    const newsletter = page.getByLabel("Email for Weekly Planning Tips");
    await newsletter.fill("keep@example.com");
    const shown = await recordToasts(page);
    for (const card of cards) {
      const input = page.getByLabel(`Email for ${card.title}`);
      const item = page.locator("li").filter({ has: page.getByRole("heading", { name: card.title }) });
      const success = `You've signed up for ${card.topic} tips! Check your email for your free guide.`;
      await shown.since();
      if (card.topic !== "newsletter") {
        // Empty: nothing happens (checked below, once the next click's toast has appeared).
        await item.getByRole("button", { name: card.button }).click();
        await input.fill("not-even-an-email");
      }
      await item.getByRole("button", { name: card.button }).click();
      await toasts(page).getByText(success).waitFor();
      // The only toast since the empty click is the one for the filled-in click.
      expect(await shown.since()).toEqual([`Success!${success}`]);
      expect(await toasts(page).getByText("Success!", { exact: true }).count()).toBe(1);
      expect(await input.inputValue()).toBe("");
      if (card.topic === "planning checklist") expect(await newsletter.inputValue()).toBe("keep@example.com");
    }
    await page.context().close();
  });

  it("View Demo scrolls to the gallery", async () => {
    const page = await open("/");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "View Demo" }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById("gallery")!.getBoundingClientRect().top;
      return top >= 0 && top < 120;
    });
    await page.context().close();
  });

  it("works on a 360 px phone: collapsible menu, no sideways scroll, no serious axe violations", async () => {
    const page = await open("/", PHONE);
    expect(await hasHorizontalScroll(page)).toBe(false);
    const menu = page.getByRole("button", { name: "Open menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("link", { name: "Manage my Wedding" }).isVisible()).toBe(false);
    await menu.click();
    await page.getByRole("link", { name: "Manage my Wedding" }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole("heading", { name: "Manage my Wedding", level: 1 }).waitFor();
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("link", { name: "Forever RSVP" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("has no serious axe violations on desktop, and the top bar links home and to /admin", async () => {
    const page = await open("/");
    expect(await page.getByRole("link", { name: "Forever RSVP" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Manage my Wedding" }).getAttribute("href")).toBe("/admin");
    // The first Tab offers a way past the top bar.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows a designed 404 for unknown paths, with the top bar", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open("/this/does-not-exist", viewport);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(await page.title()).toBe("Page not found · Forever RSVP");
      expect(await page.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.context().close();
    }
    // The status says it too (for crawlers and link checkers); the app's own paths answer 200.
    expect((await fetch(`${server.url}/this/does-not-exist`)).status).toBe(404);
    for (const path of ["/", "/admin", "/responses", "/dashboard/ABCD2345", "/responses/ABCD2345"]) {
      expect((await fetch(server.url + path)).status, path).toBe(200);
    }
  });
});
