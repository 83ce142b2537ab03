import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { FullWedding } from "../src/contract/full-wedding";
import { DEFAULT_QUESTIONS } from "../src/contract/question";
import type { RsvpResponse } from "../src/contract/response";
import { STARTER_TEXTS } from "../src/contract/starter-texts";
import { createGuestWedding } from "./guest-support";
import { hasHorizontalScroll, launchBrowser, PHONE, seriousAxeViolations } from "./support/browser";
import { layoutProblems, useRootFontSize } from "./support/layout";
import { sharedServer, type SharedServer } from "./support/server";

// The guest pages read `?lang=es` (src/contract/guest-locale.ts); the component-level proof is
// reply-form/translated-fields.test.tsx.
const GUEST_LANGUAGES = existsSync(new URL("../src/web/lib/i18n.ts", import.meta.url));

let server: SharedServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function full(code: string): Promise<FullWedding> {
  return (await fetch(`${server.url}/api/weddings/${code}/full`)).json() as Promise<FullWedding>;
}

/** The couple's wedding with Spanish offered, written on a 360 px phone; returns its code and key. */
async function createWithSpanish(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.getByRole("button", { name: "Create New Wedding" }).click();
  await page.getByLabel("Partner 1 name").fill("Amelia");
  await page.getByLabel("Partner 2 name").fill("Jonah");
  await page.getByLabel("Wedding date").fill("2027-06-12");
  await page.getByLabel("Ceremony time").fill("15:30");
  await page.getByRole("textbox", { name: "Venue" }).fill("Kew Gardens");
  await page.getByRole("textbox", { name: "Personal message", exact: true }).fill("Join us for a day of love!");

  await page.getByRole("checkbox", { name: "Español (Spanish)" }).check();
  const wedding = page.locator("details", { has: page.locator("summary", { hasText: /^Spanish translation/ }) }).first();
  // Every text but the message is already translated (the default questions come in Spanish); the message is not yet.
  await expect(wedding.locator("summary").textContent()).resolves.toMatch(/1 text still untranslated/);
  await wedding.locator("summary").click();
  await page.getByRole("textbox", { name: "Personal message in Spanish" }).fill("¡Acompáñanos en un día de amor!");
  await expect(wedding.locator("summary").textContent()).resolves.toMatch(/everything translated/);

  const meal = page.locator("li[data-draft]").nth(1);
  await meal.locator("summary", { hasText: "Spanish translation" }).click();
  await meal.getByRole("textbox", { name: "Question 2 in Spanish" }).fill("¿Qué te gustaría comer?");
  await meal.getByRole("textbox", { name: /^Option 1 in Spanish/ }).fill("Pollo asado");
  await meal.getByRole("textbox", { name: /^Option 2 in Spanish/ }).fill("Ternera");
  await meal.getByRole("textbox", { name: /^Option 3 in Spanish/ }).fill("Plato vegetariano");
  expect(await meal.getByRole("textbox", { name: /^Option 1 in Spanish/ }).getAttribute("placeholder")).toBe("Chicken");

  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
  await page.getByRole("heading", { name: "Your wedding is ready!" }).waitFor();
  const code = (await page.getByTestId("wedding-code").textContent())!.trim();
  const hostKey = await page.getByLabel("Host key", { exact: true }).inputValue();
  return { code, hostKey };
}

describe("the couple's texts in Spanish (issue 16)", () => {
  it("are typed on the admin form on a phone, saved, and a guest's reply stays the canonical option", async () => {
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    const { code, hostKey } = await createWithSpanish(page);

    const stored = await full(code);
    expect(stored).toMatchObject({ locale: "en", locales: ["en", "es"], translations: { es: { message: "¡Acompáñanos en un día de amor!" } } });
    const mealQuestion = stored.questions[1]!;
    expect(mealQuestion).toMatchObject({ question: "Meal preference", role: "meal", options: ["Chicken", "Beef", "Vegetarian"] });
    expect(mealQuestion.translations.es).toEqual({ question: "¿Qué te gustaría comer?", options: ["Pollo asado", "Ternera", "Plato vegetariano"] });
    expect(stored.questions[0]!.translations.es?.question).toBe("¿Nos acompañará en nuestra boda?");

    const guest = await (await browser.newContext({ viewport: PHONE })).newPage();
    await guest.goto(`${server.url}/rsvp/${code}?lang=es`);
    const spanish = GUEST_LANGUAGES && (await guest.locator("html").getAttribute("lang")) === "es";
    if (GUEST_LANGUAGES) expect(spanish).toBe(true);
    await guest.getByRole("textbox", { name: spanish ? /nombre/i : "Your name" }).fill("Carmen Ruiz");
    await guest.getByRole("textbox", { name: /^(Email|Correo)/ }).fill("carmen@example.com");
    if (spanish) {
      await guest.getByText("¡Acompáñanos en un día de amor!").waitFor();
      await guest.getByRole("radio", { name: "¡Sí, allí estaré!" }).check();
      await guest.getByRole("group", { name: "¿Qué te gustaría comer?" }).getByRole("radio", { name: "Pollo asado" }).check();
    } else {
      await guest.getByRole("radio", { name: "Yes, I'll be there!" }).check();
      await guest.getByRole("group", { name: "Meal preference" }).getByRole("radio", { name: "Chicken" }).check();
    }
    await guest.getByRole("button", { name: spanish ? "Confirmar asistencia" : "Submit RSVP" }).click();
    await guest
      .getByRole("heading", { level: 2 })
      .filter({ hasText: spanish ? /Gracias/ : "Thank You" })
      .waitFor();

    const replies = (await (await fetch(`${server.url}/api/responses/${code}`, { headers: { authorization: `Bearer ${hostKey}` } })).json()) as RsvpResponse[];
    expect(replies).toHaveLength(1);
    expect(replies[0]!.responses).toEqual({ [stored.questions[0]!.id]: "Yes, I'll be there!", [mealQuestion.id]: { primary: "Chicken" } });
    await context.close();
  });

  it("writes a Spanish invitation's questions in Spanish, and keeps the translation inputs readable at 200% text on a 360 px phone", async () => {
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    await useRootFontSize(page, "200%");
    await page.goto(`${server.url}/admin`);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    // A Spanish invitation: the default questions are written in Spanish, and English is not offered unless ticked.
    await page.getByRole("combobox", { name: "Invitation language" }).selectOption("es");
    expect(await page.getByRole("textbox", { name: "Question 1", exact: true }).inputValue()).toBe("¿Nos acompañará en nuestra boda?");
    expect(await page.getByRole("checkbox", { name: "English" }).isChecked()).toBe(false);
    await page.getByRole("checkbox", { name: "العربية (Arabic)" }).check();
    await page
      .locator("summary", { hasText: /^Arabic translation/ })
      .first()
      .click();
    await page.locator("li[data-draft]").nth(1).locator("summary", { hasText: "Arabic translation" }).click();
    await page.locator("li[data-draft]").nth(0).locator("summary", { hasText: "Arabic translation" }).click();
    expect(await page.getByRole("textbox", { name: "Question 1 in Arabic" }).inputValue()).toBe("هل ستحضرون حفل زفافنا؟");
    // The Arabic inputs are written right to left, beside left-to-right originals.
    expect(await page.getByRole("textbox", { name: "Personal message in Arabic" }).getAttribute("dir")).toBe("rtl");
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutProblems(page)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it("writes the Adults only chip's sentence in a Spanish invitation's Spanish and its French translation, and the guest reads it in Spanish", async () => {
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    await page.getByLabel("Partner 1 name").fill("Lucía");
    await page.getByLabel("Partner 2 name").fill("Mateo");
    await page.getByLabel("Wedding date").fill("2027-09-18");
    await page.getByLabel("Ceremony time").fill("18:00");
    await page.getByRole("textbox", { name: "Venue" }).fill("Finca El Olivar, Sevilla");
    // A chip chosen before the language: its untouched sentence follows the invitation into Spanish.
    await page.getByRole("radio", { name: "Honeymoon Fund" }).check();
    const gifts = page.getByRole("textbox", { name: "Gift preferences", exact: true });
    expect(await gifts.inputValue()).toMatch(/honeymoon fund/);
    await page.getByRole("combobox", { name: "Invitation language" }).selectOption("es");
    await page.getByRole("checkbox", { name: "Français (French)" }).check();
    await expect.poll(() => gifts.inputValue()).toBe(STARTER_TEXTS.es.giftPreferences.honeymoon);

    // The chip's label stays the host's English; the sentence is the invitation's language's.
    await page.getByRole("radio", { name: "Adults Only" }).check();
    const policy = await page.getByRole("textbox", { name: "Children policy", exact: true }).inputValue();
    expect(policy).toMatch(/solo para adultos/);
    expect(policy).toBe(STARTER_TEXTS.es.childrenPolicy.adults);
    await page
      .locator("summary", { hasText: /^French translation/ })
      .first()
      .click();
    const french = page.getByRole("textbox", { name: "Children policy in French" });
    expect(await french.inputValue()).toMatch(/réservée aux adultes/);
    expect(await french.inputValue()).toBe(STARTER_TEXTS.fr.childrenPolicy.adults);
    expect(await page.getByRole("textbox", { name: "Gift preferences in French" }).inputValue()).toMatch(/voyage de noces/);

    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await page.getByRole("heading", { name: "Your wedding is ready!" }).waitFor();
    const code = (await page.getByTestId("wedding-code").textContent())!.trim();
    const stored = await full(code);
    expect(stored).toMatchObject({
      locale: "es",
      locales: ["es", "fr"],
      childrenPolicy: STARTER_TEXTS.es.childrenPolicy.adults,
      giftPreferences: STARTER_TEXTS.es.giftPreferences.honeymoon,
      translations: { fr: { childrenPolicy: STARTER_TEXTS.fr.childrenPolicy.adults, giftPreferences: STARTER_TEXTS.fr.giftPreferences.honeymoon } },
      adultsOnly: true,
    });

    // A guest reads the Spanish sentence, and the Spanish form says adults only where a guest is added.
    const guestContext = await browser.newContext({ viewport: PHONE });
    const guest = await guestContext.newPage();
    await guest.goto(`${server.url}/rsvp/${code}`);
    await guest.getByText(STARTER_TEXTS.es.childrenPolicy.adults).waitFor();
    expect(await guest.locator("html").getAttribute("lang")).toBe("es");
    await guest.getByRole("radio", { name: "¡Sí, allí estaré!" }).check();
    await guest.getByText("Esta boda es solo para adultos", { exact: false }).waitFor();
    await guestContext.close();
    await context.close();
  });
});

/**
 * Ana and Tom's weekend (issue 29): an English invitation offered in Spanish and Arabic, a question
 * of their own, a welcome drink and a Sunday brunch with its menu ("Kids menu"), and a website
 * section on getting there (its title and text); nothing translated.
 */
async function weekendInSpanishAndArabic() {
  const song = {
    question: "A song that gets you dancing",
    type: "text" as const,
    options: [],
    required: false,
    answerScope: "party" as const,
    audience: "everyone" as const,
    role: null,
    translations: {},
  };
  const guest = await createGuestWedding(server.url, { partner1: "Ana García", partner2: "Tom Becker", locale: "en", locales: ["en", "es", "ar"] }, [
    ...DEFAULT_QUESTIONS,
    song,
  ]);
  const call = async <T>(path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { ...guest.auth, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const events = `/api/weddings/${guest.wedding.id}/events`;
  await call(events, { name: "Welcome drinks", date: "2027-06-11", startTime: "19:00", venue: "The Terrace Bar", dressCode: "Smart casual" });
  const brunch = await call<{ id: string }>(events, {
    name: "Sunday brunch",
    date: "2027-06-13",
    startTime: "11:00",
    endTime: "13:00",
    description: "By the pool.",
  });
  await call("/api/questions", {
    weddingId: guest.wedding.id,
    order: "1",
    question: "Brunch menu",
    type: "radio",
    options: ["Full menu", "Kids menu"],
    answerScope: "individual",
    required: false,
    eventId: brunch.id,
  });
  await call(`/api/weddings/${guest.wedding.id}/website/sections`, { kind: "travel", title: "Getting here", body: "Trains every hour from Victoria." });
  return guest.wedding;
}

describe("what is left to translate (issue 29, item 9)", () => {
  it("is told per language on the dashboard and the Complete step, each missing text is one tap from its input, and guests then read it", async () => {
    const { uniqueCode: code, hostKey } = await weekendInSpanishAndArabic();
    const couple = async (fontSize?: string) => {
      const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
      await context.request.post(`${server.url}/api/host/session`, { data: { code, hostKey } });
      const page = await context.newPage();
      if (fontSize) await useRootFontSize(page, fontSize);
      return { page, close: () => context.close() };
    };
    const { page, close } = await couple();

    // The dashboard says it per language, in the couple's words.
    await page.goto(`${server.url}/dashboard/${code}`);
    const languages = page.getByRole("region", { name: "Languages" });
    await languages.getByText("Spanish: 22 texts not translated yet — guests reading Spanish see them in English.").waitFor();
    await languages.getByText("Arabic: 22 texts not translated yet — guests reading Arabic see them in English.").waitFor();
    expect(await layoutProblems(page)).toMatchObject({ overflow: 0, overlaps: [] });

    // The translations screen lists each one under its place; a tap moves to its input.
    await languages.getByRole("link", { name: "Translate into Spanish" }).click();
    await page.getByRole("heading", { name: "22 texts not translated yet" }).waitFor();
    expect(page.url()).toContain(`/translations/${code}?lang=es`);
    await page.getByRole("link", { name: /^Sunday brunch: question 1, option 2/ }).click();
    const kidsMenu = page.getByRole("textbox", { name: "Sunday brunch: question 1, option 2 in Spanish" });
    await expect.poll(() => kidsMenu.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByText("In English: Kids menu").count()).toBe(1);
    await kidsMenu.fill("Menú infantil");
    await page.getByRole("link", { name: /^Sunday brunch: event name/ }).click();
    await page.getByRole("textbox", { name: "Sunday brunch: event name in Spanish" }).fill("Brunch del domingo");
    // The website's sections are listed too (decision 0045), under their own heading.
    await page.getByRole("link", { name: /^Getting here: section title/ }).click();
    await page
      .getByRole("region", { name: "Website: Getting here" })
      .getByRole("textbox", { name: "Getting here: section title in Spanish" })
      .fill("Cómo llegar");
    await page.getByRole("button", { name: "Save Spanish translations" }).click();
    await page.getByRole("heading", { name: "19 texts not translated yet" }).waitFor();
    expect(await page.getByRole("link", { name: /^Getting here: section title/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /^Sunday brunch: event name/ }).count()).toBe(0);
    expect(await layoutProblems(page)).toMatchObject({ overflow: 0 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Arabic is untouched.
    await page.getByRole("link", { name: "Arabic · 22 left" }).waitFor();

    // The Complete step says what comes next: the guest list, the events, and what is left to translate.
    await page.goto(`${server.url}/admin?edit=${code}`);
    await page.getByRole("button", { name: "Complete Setup" }).click();
    const next = page.getByRole("region", { name: "What comes next" });
    // Saving the form filled in the default questions' Spanish and Arabic wording (decision 0018): 11 texts fewer.
    await next.getByText("Spanish: 8 texts not translated yet — guests reading Spanish see them in English.").waitFor();
    await next.getByText("Arabic: 11 texts not translated yet — guests reading Arabic see them in English.").waitFor();
    for (const link of ["Open the guest list", "Plan your events", "Translate into Spanish", "Translate into Arabic"])
      await next.getByRole("link", { name: link }).waitFor();
    await close();

    // A guest reading Spanish meets the brunch by its Spanish name.
    const guest = await (await browser.newContext({ viewport: PHONE })).newPage();
    await guest.goto(`${server.url}/save-the-date/${code}?lang=es`);
    await guest.getByRole("heading", { name: "Brunch del domingo" }).waitFor();
    // And the website's section by its Spanish title, painted by the server and in the page once scrolled to.
    const painted = await (await fetch(`${server.url}/rsvp/${code}?lang=es`)).text();
    expect(painted).toContain("<bdi>Cómo llegar</bdi>");
    await guest.goto(`${server.url}/rsvp/${code}?lang=es`);
    await guest.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await guest.getByRole("region", { name: "Cómo llegar" }).waitFor();
    await guest.context().close();

    // The new screen and the Complete step with 200% text on a phone.
    const large = await couple("200%");
    await large.page.goto(`${server.url}/translations/${code}?lang=es`);
    await large.page.getByRole("heading", { name: /texts not translated yet$/ }).waitFor();
    expect(await layoutProblems(large.page)).toMatchObject({ overflow: 0, sticksOut: [] });
    await large.page.goto(`${server.url}/admin?edit=${code}`);
    await large.page.getByRole("button", { name: "Complete Setup" }).click();
    await large.page.getByRole("region", { name: "What comes next" }).getByRole("link", { name: "Translate into Arabic" }).waitFor();
    await large.page.getByRole("button", { name: "Dismiss notification" }).click();
    expect(await layoutProblems(large.page)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    await large.close();
  });
});
