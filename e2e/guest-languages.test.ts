import fs from "node:fs";
import path from "node:path";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_CODES, type Locale } from "../src/contract/locales";
import { DEFAULT_QUESTIONS } from "../src/contract/question";
import { createGuestWedding, type GuestWedding } from "./guest-support";
import { launchBrowser, PHONE } from "./support/browser";
import { useRootFontSize } from "./support/layout";
import { sharedServer, type SharedServer } from "./support/server";

// Issue 16: the RSVP journey in each of the eight languages on a 360 px phone (answer, a party
// member, the thank-you), with no English left on any screen: every English guest message that
// reads differently in that language must not appear in the visible text or in aria-label,
// placeholder, title and alt. The couple's own words, names and the proper nouns below are theirs.
// SCREENSHOT_DIR=/some/dir also saves the Spanish and Arabic screens (and Arabic at 200% text).

const COUPLE_TEXTS = ["Amelia", "Jonah", "Will you attend our wedding?", "Yes, I'll be there!", "Sorry, can't make it", "Meal preference"];
const PROPER_NOUNS = ["Forever RSVP", "Google Calendar", "Outlook", "Google Maps", "Booking.com"];
const GUEST = "Olivia Hart";
const MEMBER = "Tom Hart";
const shots = process.env.SCREENSHOT_DIR;

const catalogues = new Map<Locale, I18n>();
async function catalogue(locale: Locale): Promise<I18n> {
  let i18n = catalogues.get(locale);
  if (!i18n) {
    const { messages } = (await import(`../src/locales/guest/${locale}.ts`)) as { messages: Messages };
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    catalogues.set(locale, i18n);
  }
  return i18n;
}

/** The literal words of each English message that reads differently in `locale` (placeholders and tags cut out). */
async function englishLeftovers(locale: Locale): Promise<string[]> {
  const english = await catalogue("en");
  const local = await catalogue(locale);
  const ids = Object.keys(english.messages);
  const translations = ids.map((id) => local._(id, SAMPLE));
  const words = new Set<string>();
  for (const id of ids) {
    const raw = (english.messages[id] as unknown[]).filter((part): part is string => typeof part === "string").join("\u0000");
    if (english._(id, SAMPLE) === local._(id, SAMPLE)) continue;
    for (const piece of raw.split(/\u0000|<\/?\d+>/)) {
      const text = piece.trim().replace(/^[\s(·:,.]+|[\s)·:,]+$/g, "");
      // Short fragments ("of", "at") are not words a guest would notice; an English word the
      // translation itself uses ("Optional" in German) is that language's word too.
      if (text.length >= 4 && !translations.some((translation) => translation.includes(text))) words.add(text);
    }
  }
  return [...words];
}
const SAMPLE = {
  names: "N",
  name: "N",
  date: "D",
  time: "T",
  when: "W",
  venue: "V",
  max: 5,
  left: 2,
  count: 3,
  n: 1,
  number: 2,
  link: "L",
  message: "M",
  distance: "1 km",
};

/** What a guest sees and hears on the page: its visible text and the labels a screen reader reads. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [placeholder], [title], [alt]")]
      .filter((element) => !element.closest("[aria-hidden='true']"))
      .flatMap((element) => ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""));
    // Text node by text node (so words of neighbouring elements never run together), skipping
    // what no one sees or hears: aria-hidden parts (the honeypot, ornaments), scripts, styles.
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest("[aria-hidden='true'], script, style")) texts.push(node.nodeValue ?? "");
    }
    return [document.title, ...texts, ...attributes].join("\n");
  });
}

async function expectNoEnglish(page: Page, locale: Locale, screen: string) {
  if (locale === "en") return;
  let text = await pageWords(page);
  for (const allowed of [...COUPLE_TEXTS, ...PROPER_NOUNS, GUEST, MEMBER]) text = text.split(allowed).join(" ");
  const found = (await englishLeftovers(locale)).filter((word) =>
    new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text),
  );
  expect(found, `${locale} ${screen}: English left on the page`).toEqual([]);
}

async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Records what the page's live regions say (Radix's toast announces for a second, then removes its region). */
async function listenForAnnouncements(page: Page) {
  await page.evaluate(() => {
    const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
    new MutationObserver(() => {
      for (const region of document.querySelectorAll("[role=status][aria-live]")) if (region.textContent?.trim()) heard.push(region.textContent.trim());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The "RSVP Submitted!" toast on a phone: visible, announced, and clear of the language switch at
 * the top of the page, which stays clickable while the toast shows (it once covered the switch,
 * on the other side in Arabic).
 */
async function expectToastClearOfSwitch(page: Page, t: I18n, locale: Locale) {
  const toast = page.locator(".toast", { hasText: t._("toast.submitted") });
  const switcher = page.getByRole("combobox", { name: t._("language.label") });
  await page.evaluate(() => window.scrollTo(0, 0));
  await toast.waitFor();
  if (shots) await page.screenshot({ path: path.join(shots, `toast-${locale}-360.png`) });
  type Box = NonNullable<Awaited<ReturnType<typeof toast.boundingBox>>>;
  const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  // The toast follows the switch as the page scrolls (a scroll event, then a render), so it is read
  // once that has happened: polled, and still refused if the toast stays over the switch.
  let [toastBox, switchBox] = [await toast.boundingBox(), await switcher.boundingBox()];
  await expect
    .poll(async () => {
      [toastBox, switchBox] = [await toast.boundingBox(), await switcher.boundingBox()];
      return toastBox !== null && switchBox !== null && apart(toastBox, switchBox);
    })
    .toBe(true)
    .catch(() => expect.fail(`toast ${JSON.stringify(toastBox)} over the switch ${JSON.stringify(switchBox)}`));
  // Inside the screen, and the switch takes a tap while the toast is still up.
  expect(toastBox!.y).toBeGreaterThanOrEqual(0);
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(PHONE.height);
  await switcher.click({ timeout: 2000 });
  expect(await switcher.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press("Escape");
  expect(await toast.isVisible()).toBe(true);
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  expect(
    heard.some((text) => text.includes(t._("toast.submitted"))),
    JSON.stringify(heard),
  ).toBe(true);
}

let server: SharedServer;
let browser: Browser;
let guest: GuestWedding;

beforeAll(async () => {
  server = await sharedServer();
  browser = await launchBrowser();
  // The couple offers all eight languages and wrote their attendance question in Spanish too.
  const [attendance, meal] = DEFAULT_QUESTIONS;
  guest = await createGuestWedding(server.url, { locale: "en", locales: [...LOCALE_CODES], rsvpDeadline: "2099-12-31" }, [
    { ...attendance!, translations: { es: { question: "¿Nos acompañará en nuestra boda?", options: ["¡Sí, allí estaré!", "Lo siento, no podré ir"] } } },
    meal!,
  ]);
  if (shots) fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const longDate = (locale: Locale) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date("2027-06-12T00:00:00Z"),
  );

describe("the RSVP journey in every language, on a phone", () => {
  it.each(LOCALE_CODES)("%s: answer, add a party member, reach the thank-you, with no English left", async (locale) => {
    const t = await catalogue(locale);
    const context = await browser.newContext({ viewport: PHONE, locale, extraHTTPHeaders: { "accept-language": `${locale};q=1, en;q=0.5` } });
    const page = await context.newPage();
    // Arabic arrives through the switch's address (?lang=), the others through Accept-Language.
    const query = locale === "ar" ? "?lang=ar" : "";
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}${query}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    expect(await page.evaluate(() => document.documentElement.dir || "ltr")).toBe(locale === "ar" ? "rtl" : "ltr");
    // The date line is Intl's for the language (English keeps the spec's "June 12th").
    await page
      .getByText(locale === "en" ? "Saturday, June 12th, 2027" : longDate(locale), { exact: true })
      .first()
      .waitFor();
    const switcher = page.getByRole("combobox", { name: t._("language.label") });
    expect(await switcher.inputValue()).toBe(locale);
    await page
      .getByRole("button", { name: t._("hotels.button") })
      .and(page.locator(":enabled"))
      .click();
    // The hotels dialog, with the searches the server names in English said in the guest's words.
    await page.locator("#hotels-search").waitFor();
    await expectNoEnglish(page, locale, "hotels");
    await page.getByRole("button", { name: t._("common.close") }).click();

    await page.getByRole("textbox", { name: t._("form.yourName") }).fill(GUEST);
    await page.getByRole("textbox", { name: t._("form.email"), exact: true }).fill("olivia@example.com");
    await page.getByRole("radio", { name: locale === "es" ? "¡Sí, allí estaré!" : "Yes, I'll be there!" }).check();
    await page.getByRole("button", { name: t._("party.add"), exact: true }).click();
    await page.getByRole("textbox", { name: `${t._("party.name")} ${t._("party.ofGuest", { number: 2 })}` }).fill(MEMBER);
    await expectNoEnglish(page, locale, "form");
    if (locale === "ar") await expectFitsPhone(page);
    if (shots && (locale === "es" || locale === "ar")) await page.screenshot({ path: path.join(shots, `rsvp-${locale}.png`), fullPage: true });

    await listenForAnnouncements(page);
    await page.getByRole("button", { name: t._("form.submit") }).click();
    await page.getByRole("heading", { name: t._("thanks.heading") }).waitFor();
    await page.getByText(t._("toast.submitted"), { exact: true }).waitFor();
    if (locale === "en" || locale === "ar") await expectToastClearOfSwitch(page, t, locale);
    await page
      .getByText(locale === "en" ? "Saturday, June 12th, 2027" : longDate(locale), { exact: true })
      .last()
      .waitFor();
    await expectNoEnglish(page, locale, "thank-you");
    if (locale === "ar") await expectFitsPhone(page);
    if (shots && (locale === "es" || locale === "ar")) await page.screenshot({ path: path.join(shots, `thank-you-${locale}.png`), fullPage: true });
    await context.close();
  });

  it("stored the reply with its canonical answer whatever language it was read in", async () => {
    const response = await fetch(`${server.url}/api/responses/${guest.wedding.uniqueCode}`, { headers: guest.auth });
    const stored = (await response.json()) as { responses: Record<string, unknown>; partyMembers: { name: string }[] }[];
    expect(stored).toHaveLength(LOCALE_CODES.length);
    for (const reply of stored) {
      expect(Object.values(reply.responses)).toContain("Yes, I'll be there!");
      expect(reply.partyMembers.map((member) => member.name)).toEqual([GUEST, MEMBER]);
    }
  });

  it("switches language in place without losing what the guest typed, and keeps it in the address", async () => {
    const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "accept-language": "es" } });
    const page = await context.newPage();
    if (shots) await useRootFontSize(page, "200%");
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    const es = await catalogue("es");
    const ar = await catalogue("ar");
    await page.getByRole("textbox", { name: es._("form.yourName") }).fill("Abuela Carmen");
    await page.getByRole("combobox", { name: es._("language.label") }).selectOption("ar");
    await page.getByRole("heading", { name: ar._("rsvp.heading") }).waitFor();
    expect(await page.getByRole("textbox", { name: ar._("form.yourName") }).inputValue()).toBe("Abuela Carmen");
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, location.search])).toEqual(["ar", "rtl", "?lang=ar"]);
    // The title joins the names with the language's own "and", as the hero does (issue 29 item 10).
    expect(await page.title()).toBe("Amelia و Jonah · تأكيد الحضور");
    if (shots) {
      await expectFitsPhone(page);
      await page.screenshot({ path: path.join(shots, "rsvp-ar-200.png"), fullPage: true });
    }
    await context.close();
  });
});
