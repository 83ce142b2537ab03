import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationPath, type Party } from "../src/contract/guest-list";
import type { RsvpResponse } from "../src/contract/response";
import { createGuestWedding, type GuestWedding } from "./guest-support";
import { createParty } from "./invitation-support";
import { hasHorizontalScroll, launchBrowser, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { sharedServer, type SharedServer } from "./support/server";
import type { Browser } from "playwright-core";

// Issue 15, "a shorter family reply": each person's questions in their own card, "same for
// everyone", finished people folded to a line, attending-only questions, the adults-only note.

const ADULTS_ONLY = "We love your little ones, but our celebration will be adults only. We hope this gives you a night off to relax and celebrate with us!";
const ADULTS_NOTE = "This wedding is for adults only: the couple has asked guests not to bring children.";

let server: SharedServer;
let browser: Browser;

beforeAll(async () => {
  server = await sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phonePage(): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
}

const person = (scope: Page | Locator, name: string) => scope.getByRole("group", { name, exact: true });
const meal = (scope: Page | Locator, name: string, option: string) =>
  person(scope, name).getByRole("group", { name: "Meal preference" }).getByRole("radio", { name: option, exact: true });
const line = (page: Page, text: string) => page.getByText(text, { exact: true });
const hotelQuestion = (page: Page) => page.getByRole("group", { name: /accommodation/ });

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

async function storedResponses(guest: GuestWedding): Promise<RsvpResponse[]> {
  const res = await fetch(`${server.url}/api/responses/${guest.wedding.uniqueCode}`, { headers: guest.auth });
  return (await res.json()) as RsvpResponse[];
}

const OKAFORS = {
  name: "The Okafor family",
  guests: [
    { firstName: "Ngozi", lastName: "Okafor" },
    { firstName: "Emeka", lastName: "Okafor" },
    { firstName: "Ada", lastName: "Okafor", isChild: true, age: 9 },
    { firstName: "Ben", lastName: "Okafor", isChild: true, age: 6 },
    { firstName: "Chidi", lastName: "Okafor", isChild: true, age: 3 },
  ],
  extraSeats: 1,
};

const linkOf = (guest: GuestWedding, party: Party) => `${server.url}${invitationPath(guest.wedding.uniqueCode, party.invitationToken)}`;

describe("a family of six replies in a short page", () => {
  it("from its invitation link: same for everyone, folded guests, no attending-only question for the one declining, the adults-only note", async () => {
    const guest = await createGuestWedding(server.url, { childrenPolicy: ADULTS_ONLY });
    const party = await createParty(server.url, guest, OKAFORS);
    const page = await phonePage();
    await page.goto(linkOf(guest, party));
    await page.getByRole("heading", { name: "Welcome, the Okafor family" }).waitFor();

    // Chidi is not coming: his card folds when the family moves on, and asks him nothing.
    await person(page, "Chidi Okafor").getByRole("radio", { name: "Not attending", exact: true }).check();
    expect(await person(page, "Chidi Okafor").getByRole("group", { name: "Meal preference" }).count()).toBe(0);
    for (const name of ["Ngozi Okafor", "Emeka Okafor", "Ada Okafor", "Ben Okafor"]) {
      await person(page, name).getByRole("radio", { name: "Attending", exact: true }).check();
    }
    await line(page, "Chidi Okafor · Not attending").waitFor();
    expect(await page.getByRole("group", { name: /accommodation/ }).count()).toBe(1);

    // The open seat is named; the note says adults only, and stops nobody.
    await page.getByRole("button", { name: "Add a guest (1 seat left)" }).click();
    await page.getByText(ADULTS_NOTE).waitFor();
    await page.getByRole("textbox", { name: "Name of added guest 1" }).fill("Ifeoma Okafor");

    // Ngozi chooses; one tap gives everyone else coming the same, and each can still change.
    await meal(page, "Ngozi Okafor", "Chicken").check();
    await page.getByRole("button", { name: /^Same for everyone/ }).click();
    for (const name of ["Ngozi Okafor", "Emeka Okafor", "Ada Okafor", "Ben Okafor"]) await line(page, `${name} · Attending · Chicken`).waitFor();
    await line(page, "Ifeoma Okafor · Attending · Chicken").waitFor();
    await page.getByRole("button", { name: "Edit Ben Okafor" }).click();
    await meal(page, "Ben Okafor", "Vegetarian").check();
    await page.getByRole("radio", { name: "No, we have our own arrangements" }).check();
    await line(page, "Ben Okafor · Attending · Vegetarian").waitFor();
    await expectAccessible(page);
    await screenshot(page, "e2e-family-invitation-folded-360.png", { fullPage: true });

    await page.getByRole("button", { name: "Send Our Reply" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    const [stored] = await storedResponses(guest);
    const mealId = guest.questions.find((q) => q.question === "Meal preference")!.id;
    expect(Object.values(stored!.responses[mealId] as Record<string, string>).sort()).toEqual(["Chicken", "Chicken", "Chicken", "Chicken", "Vegetarian"]);
    await page.context().close();
  });

  it("a party that declines is not asked the accommodation question", async () => {
    const guest = await createGuestWedding(server.url);
    const party = await createParty(server.url, guest, {
      name: "The Hart family",
      guests: [
        { firstName: "Olivia", lastName: "Hart" },
        { firstName: "Tom", lastName: "Hart" },
      ],
    });
    const page = await phonePage();
    await page.goto(linkOf(guest, party));
    await person(page, "Olivia Hart").getByRole("radio", { name: "Attending", exact: true }).check();
    await person(page, "Tom Hart").getByRole("radio", { name: "Attending", exact: true }).check();
    await hotelQuestion(page).waitFor();
    await person(page, "Tom Hart").getByRole("radio", { name: "Not attending", exact: true }).check();
    await person(page, "Olivia Hart").getByRole("radio", { name: "Not attending", exact: true }).check();
    await page.getByRole("button", { name: "Send Our Reply" }).waitFor();
    expect(await hotelQuestion(page).count()).toBe(0);
    await page.getByRole("button", { name: "Send Our Reply" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    await page.context().close();
  });

  it("on the open form: same for everyone, folded members, the adults-only note; a guest who declines sees no accommodation question", async () => {
    const guest = await createGuestWedding(server.url, { childrenPolicy: ADULTS_ONLY });
    const page = await phonePage();
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    await page.getByRole("textbox", { name: "Your name" }).fill("Ngozi Okafor");
    await page.getByRole("textbox", { name: "Email" }).fill("ngozi@example.com");
    await page.getByRole("radio", { name: "Sorry, can't make it" }).check();
    expect(await hotelQuestion(page).count()).toBe(0);
    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    await hotelQuestion(page).waitFor();
    await page.getByText(ADULTS_NOTE).waitFor();

    const members = ["Emeka Okafor", "Ada Okafor", "Ben Okafor", "Chidi Okafor", "Ifeoma Okafor"];
    for (const [index, name] of members.entries()) {
      await page.getByRole("button", { name: "Add Party Member" }).click();
      await page.getByRole("textbox", { name: `Name of guest ${index + 2}` }).fill(name);
    }
    await meal(page, "Ngozi Okafor", "Beef").check();
    await page.getByRole("button", { name: /^Same for everyone/ }).click();
    await line(page, "Ngozi Okafor · Beef").waitFor();
    for (const name of members) await line(page, `${name} · Beef`).waitFor();
    // Ada eats chicken: open her card, choose, move on.
    await page.getByRole("button", { name: "Edit Ada Okafor" }).click();
    await meal(page, "Ada Okafor", "Chicken").check();
    await person(page, "Ada Okafor").getByRole("textbox", { name: "Dietary restrictions or allergies" }).fill("No nuts");
    await page.getByRole("radio", { name: "No, we have our own arrangements" }).check();
    await line(page, "Ada Okafor · Chicken · No nuts").waitFor();
    await expectAccessible(page);
    await screenshot(page, "e2e-family-open-folded-360.png", { fullPage: true });

    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    const [stored] = await storedResponses(guest);
    const mealId = guest.questions.find((q) => q.question === "Meal preference")!.id;
    const ada = stored!.partyMembers.find((member) => member.name === "Ada Okafor")!;
    const meals = stored!.responses[mealId] as Record<string, string>;
    expect(meals[ada.id]).toBe("Chicken");
    expect(Object.values(meals).filter((value) => value === "Beef")).toHaveLength(5);
    await page.context().close();
  });
});
