import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startUpstream } from "../src/server/features/suggestions/test-upstream";
import type { CreatedWedding } from "../src/contract/wedding";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { sharedServer, startServer, type RunningServer, type SharedServer, type TestServer } from "./support/server";

// The AI helpers as a couple and a guest meet them: offline writer and search links by
// default, real OpenStreetMap places (from recorded-format answers on loopback) with osm.

const FIXTURES = path.resolve(import.meta.dirname, "../src/server/features/suggestions/fixtures");
let offline: SharedServer;
let osm: RunningServer;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let browser: Browser;

beforeAll(async () => {
  upstream = await startUpstream((req, res) => {
    if (req.url.startsWith("/search?")) return sendJson(res, 200, fs.readFileSync(path.join(FIXTURES, "nominatim-search.json"), "utf8"));
    if (req.url === "/interpreter") return sendJson(res, 200, fs.readFileSync(path.join(FIXTURES, "overpass-hotels.json"), "utf8"));
    sendJson(res, 404, {});
  });
  [offline, osm, browser] = await Promise.all([
    sharedServer(),
    startServer({ HOTELS_PROVIDER: "osm", NOMINATIM_URL: upstream.url, OVERPASS_URL: `${upstream.url}/interpreter` }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([offline?.stop(), osm?.stop(), upstream?.close()]);
});

async function open(server: TestServer, url: string, viewport = DESKTOP): Promise<Page> {
  // bypassCSP: axe-core is injected as an inline script, which the app's CSP refuses.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(server.url + url);
  return page;
}

/** A wedding made through the public API, as the couple's browser would. */
async function createWedding(server: TestServer): Promise<CreatedWedding> {
  const response = await fetch(`${server.url}/api/weddings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      partner1: "Amelia",
      partner2: "Jonah",
      date: "2027-06-12",
      time: "15:30",
      venue: "The Orangery, Kew Gardens, London",
      timeZone: "Europe/London",
    }),
  });
  if (response.status !== 201) throw new Error(`create wedding: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreatedWedding;
}

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function startNewWedding(page: Page) {
  await page.getByRole("button", { name: "Create New Wedding" }).click();
  await page.getByLabel("Partner 1 name").fill("Zoë");
  await page.getByLabel("Partner 2 name").fill("Ángel");
  await page.getByLabel("Wedding date").fill("2027-06-12");
  await page.getByRole("textbox", { name: /^Venue/ }).fill("The Orangery, Kew Gardens, Richmond TW9 3AE");
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("wedding form suggestions on a %s", (name, viewport) => {
  it("picks a suggested message, children policy and gift wording into the form", async () => {
    const page = await open(offline, "/admin", viewport);
    await startNewWedding(page);

    await page.getByRole("button", { name: "Suggest a message" }).click();
    const messages = page.getByRole("dialog", { name: "Suggested messages" });
    await messages.waitFor();
    const options = messages.getByRole("list", { name: "Suggestions" }).getByRole("button");
    expect(await options.count()).toBeGreaterThanOrEqual(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, `e2e-admin-message-dialog-${name}.png`);
    const chosen = ((await options.nth(1).textContent()) ?? "").replace(/Use$/, "").trim();
    await options.nth(1).click();
    await messages.waitFor({ state: "detached" });
    const message = await page.getByLabel("Personal message").inputValue();
    expect(message).toBe(chosen);
    expect(message).toContain("Zoë");
    expect(message).toContain("Ángel");

    // docs/spec.md 5: the children suggestion needs a choice first.
    const childrenButton = page.getByRole("button", { name: "Suggest wording" }).first();
    expect(await childrenButton.isDisabled()).toBe(true);
    await page.getByText("Choose Adults Only or Kids Welcome first.").waitFor();
    await page.getByRole("radio", { name: "Adults Only" }).check();
    // Keyboard only: Enter opens the list, Tab reaches a suggestion, Enter picks it.
    await childrenButton.focus();
    await page.keyboard.press("Enter");
    const policies = page.getByRole("dialog", { name: "Suggested wording: Adults Only" });
    await policies.waitFor();
    await page.keyboard.press("Tab");
    const focused = (await page.evaluate(() => document.activeElement?.textContent ?? "")).replace(/Use$/, "").trim();
    await page.keyboard.press("Enter");
    await policies.waitFor({ state: "detached" });
    expect(await page.getByLabel("Children policy").inputValue()).toBe(focused);
    expect(focused).toMatch(/adult/i);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Suggest wording");

    const giftButton = page.getByRole("button", { name: "Suggest wording" }).nth(1);
    expect(await giftButton.isDisabled()).toBe(true);
    await page.getByRole("radio", { name: "Experience Gifts" }).check();
    await giftButton.click();
    const gifts = page.getByRole("dialog", { name: "Suggested wording: Experience Gifts" });
    await gifts.waitFor();
    await gifts
      .getByRole("button", { name: /experience/i })
      .first()
      .click();
    expect(await page.getByLabel("Gift preferences").inputValue()).toMatch(/experience/i);
    await screenshot(page, `e2e-admin-form-${name}.png`, { fullPage: true });
  });
});

describe("wedding form suggestions in the invitation's language", () => {
  it("offers Spanish messages for a Spanish invitation, picks one into the form, and Arabic wording right to left", async () => {
    const page = await open(offline, "/admin", PHONE);
    await startNewWedding(page);
    await page.getByRole("combobox", { name: "Invitation language" }).selectOption("es");

    await page.getByRole("button", { name: "Suggest a message" }).click();
    const messages = page.getByRole("dialog", { name: "Suggested messages" });
    await messages.waitFor();
    const options = messages.getByRole("list", { name: "Suggestions" }).getByRole("button");
    const texts = (await options.allTextContents()).map((text) => text.replace(/Use$/, "").trim());
    expect(texts.length).toBe(4);
    for (const text of texts) {
      expect(text).toContain("Zoë y Ángel");
      expect(text).not.toMatch(/\b(?:and|with|love|join|Saturday|June)\b/);
    }
    expect(texts.join(" ")).toMatch(/sábado, 12 de junio de 2027|boda|casamos/);
    expect(await messages.locator('span[lang="es"]').count()).toBe(4);
    await screenshot(page, "e2e-admin-message-dialog-es.png");
    await options.nth(2).click();
    await messages.waitFor({ state: "detached" });
    expect(await page.getByLabel("Personal message").inputValue()).toBe(texts[2]);

    await page.getByRole("combobox", { name: "Invitation language" }).selectOption("ar");
    await page.getByRole("radio", { name: "Adults Only" }).check();
    await page.getByRole("button", { name: "Suggest wording" }).first().click();
    const policies = page.getByRole("dialog", { name: "Suggested wording: Adults Only" });
    await policies.waitFor();
    const arabic = policies.locator('span[lang="ar"][dir="rtl"]');
    expect(await arabic.count()).toBe(4);
    for (const text of await arabic.allTextContents()) expect(text).toMatch(/للبالغين فقط|للكبار فقط|دون أطفال/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, "e2e-admin-policy-dialog-ar.png");
    // Picked, the Arabic wording reads right to left in the couple's own box too.
    await policies
      .getByRole("button")
      .filter({ hasText: /\p{Script=Arabic}/u })
      .first()
      .click();
    await policies.waitFor({ state: "detached" });
    const policy = page.getByLabel("Children policy");
    expect(await policy.inputValue()).toMatch(/\p{Script=Arabic}/u);
    expect(await policy.evaluate((box) => getComputedStyle(box).direction)).toBe("rtl");
  });
});

describe("wedding form suggestion failures", () => {
  it("shows docs/spec.md's toasts when the helper fails or has nothing to offer", async () => {
    const page = await open(offline, "/admin", PHONE);
    await startNewWedding(page);
    await page.route("**/api/ai/wedding-message-suggestions", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "x" } }) }),
    );
    await page.getByRole("button", { name: "Suggest a message" }).click();
    await toast(page).getByText("Failed to generate AI suggestions. Please try again.").waitFor();
    expect(await toast(page).getByText("Error", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("dialog").count()).toBe(0);

    await page.unroute("**/api/ai/wedding-message-suggestions");
    await page.route("**/api/ai/wedding-message-suggestions", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"suggestions":[]}' }),
    );
    await page.getByRole("button", { name: "Suggest a message" }).click();
    await toast(page).getByText("No suggestions available. Please check your input and try again.").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});

describe("hotels on the RSVP page", () => {
  it("offers labelled search links, never invented hotels, when no hotel data source is set", async () => {
    const wedding = await createWedding(offline);
    const page = await open(offline, `/rsvp/${wedding.uniqueCode}`, PHONE);
    await page.getByRole("button", { name: "Find Hotels Near Venue" }).click();
    const dialog = page.getByRole("dialog");
    const google = dialog.getByRole("link", { name: /Search Google Maps for hotels near the venue/ });
    await google.waitFor();
    const href = (await google.getAttribute("href")) ?? "";
    expect(new URL(href).searchParams.get("query")).toBe("hotels near The Orangery, Kew Gardens, London");
    expect(await dialog.getByRole("link", { name: /^Search / }).count()).toBe(4);
    expect(await dialog.getByRole("heading", { name: /Within 3 km/ }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "e2e-rsvp-hotels-offline-360.png");
  });

  it("says so when the lookup fails, and Try again asks again", async () => {
    const wedding = await createWedding(offline);
    const page = await open(offline, `/rsvp/${wedding.uniqueCode}`, PHONE);
    await page.route("**/api/ai/nearby-hotels", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: { code: "upstream_failed", message: "down" } }) }),
    );
    await page.getByRole("button", { name: "Find Hotels Near Venue" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("alert").getByText("Failed to generate AI suggestions. Please try again.").waitFor();
    await screenshot(page, "e2e-rsvp-hotels-failed-360.png");
    await page.unroute("**/api/ai/nearby-hotels");
    await dialog.getByRole("button", { name: "Try again" }).click();
    await dialog.getByRole("link", { name: /Search Booking\.com near the venue/ }).waitFor();
    expect(await dialog.getByRole("alert").count()).toBe(0);
  });

  it.each([
    ["360", PHONE],
    ["1280", DESKTOP],
  ] as const)("lists real OpenStreetMap places nearest first at %s px, with their websites", async (name, viewport) => {
    const wedding = await createWedding(osm);
    const page = await open(osm, `/rsvp/${wedding.uniqueCode}`, viewport);
    await page.getByRole("button", { name: "Find Hotels Near Venue" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Mortlake Lodge" }).waitFor();
    const names = await dialog.getByRole("heading", { level: 4 }).allTextContents();
    expect(names.slice(0, 3)).toEqual(["Mortlake Lodge", "Kew Riverside Hotel", "Old Deer Park Hotel"]);
    const text = (await dialog.textContent()) ?? "";
    for (const fact of [
      "690 m away",
      "860 m away",
      "1.2 km away",
      "Listed: 95 GBP",
      "Upscale (4-star)",
      "Price not listed",
      "Free Wi-Fi",
      "© OpenStreetMap contributors",
    ]) {
      expect(text).toContain(fact);
    }
    const site = dialog.getByRole("link", { name: /Website of Kew Riverside Hotel/ });
    expect(await site.getAttribute("href")).toBe("https://kew-riverside.example.org/");
    expect(await site.getAttribute("rel")).toContain("noopener");
    expect(await dialog.getByRole("link", { name: /^Search / }).count()).toBe(4);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, `e2e-rsvp-hotels-osm-${name}.png`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });
});
