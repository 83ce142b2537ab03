import fs from "node:fs";
import ICAL from "ical.js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RsvpResponse } from "../src/contract/response";
import { createGuestWedding, dateIn, type GuestWedding } from "./guest-support";
import { launchBrowser, PHONE } from "./support/browser";
import { sharedServer, type SharedServer } from "./support/server";

/** A person's meal choice, in that person's card (issue 15). */
const mealChoice = (page: Page, name: string, option: string) =>
  page.getByRole("group", { name, exact: true }).getByRole("group", { name: "Meal preference" }).getByRole("radio", { name: option });

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
  const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  return context.newPage();
}

async function storedResponses(guest: GuestWedding): Promise<RsvpResponse[]> {
  const response = await fetch(`${server.url}/api/responses/${guest.wedding.uniqueCode}`, { headers: guest.auth });
  expect(response.status).toBe(200);
  return (await response.json()) as RsvpResponse[];
}

const q = (guest: GuestWedding, text: string) => guest.questions.find((question) => question.question.includes(text))!.id;

describe("guest RSVP on a phone", () => {
  it("answers for a party with per-person meals, gets a calendar file and a private link that edits the answer", async () => {
    const guest = await createGuestWedding(server.url, { venue: "Château de Vaux; Salon d'Honneur, Maincy", timeZone: "Europe/Paris" });
    const page = await phonePage();
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Amelia & Jonah");
    expect(await page.getByText("Saturday, June 12th, 2027").first().isVisible()).toBe(true);
    expect(await page.getByText("3:30 PM").first().isVisible()).toBe(true);

    await page.getByRole("textbox", { name: "Your name" }).fill("Olivia Hart");
    await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();

    await page.getByRole("button", { name: "Add Party Member" }).click();
    await page.getByRole("textbox", { name: "Name of guest 2" }).fill("Tom Hart");
    await page.getByRole("combobox", { name: "Relationship of guest 2" }).selectOption("child");
    await page.getByRole("textbox", { name: "Age of guest 2" }).fill("7");
    await page.getByRole("button", { name: "Add Party Member" }).click();
    await page.getByRole("textbox", { name: "Name of guest 3" }).fill("Sam Lee");
    await page.getByRole("combobox", { name: "Relationship of guest 3" }).selectOption("partner");
    // A member left without a name is dropped on submit.
    await page.getByRole("button", { name: "Add Party Member" }).click();

    await mealChoice(page, "Olivia Hart", "Beef").check();
    await mealChoice(page, "Tom Hart", "Chicken").check();
    await page
      .getByRole("group", { name: "Tom Hart", exact: true })
      .getByRole("textbox", { name: "Dietary restrictions or allergies" })
      .fill("No nuts, please");
    await mealChoice(page, "Sam Lee", "Vegetarian").check();

    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    await page.getByText("RSVP Submitted!", { exact: true }).waitFor();

    const [stored] = await storedResponses(guest);
    expect(stored).toBeDefined();
    expect(stored!.guestName).toBe("Olivia Hart");
    expect(stored!.partyMembers.map((member) => [member.name, member.relationship, member.age])).toEqual([
      ["Olivia Hart", "self", undefined],
      ["Tom Hart", "child", 7],
      ["Sam Lee", "partner", undefined],
    ]);
    const [, tom, sam] = stored!.partyMembers;
    expect(stored!.responses[q(guest, "Will you attend")]).toBe("Yes, I'll be there!");
    expect(stored!.responses[q(guest, "Meal")]).toEqual({ primary: "Beef", [tom!.id]: "Chicken", [sam!.id]: "Vegetarian" });
    expect(stored!.responses[q(guest, "Dietary")]).toEqual({ [tom!.id]: "No nuts, please" });

    // Add to Calendar: an .ics that ical.js reads back as the wedding, 15:30 Paris time for four hours.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download .ics" }).click()]);
    const ics = fs.readFileSync((await download.path())!, "utf8");
    expect(ics).toContain("\r\n");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Amelia & Jonah Wedding");
    expect(event.location).toBe("Château de Vaux; Salon d'Honneur, Maincy");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-06-12T13:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-06-12T17:30:00.000Z");
    const google = new URL((await page.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
    expect(google.searchParams.get("dates")).toBe("20270612T133000Z/20270612T173000Z");

    // The private link carries the token in the fragment only.
    const link = await page.getByRole("textbox", { name: "Your private link to change your answer" }).inputValue();
    expect(link).toMatch(new RegExp(`/rsvp/${guest.wedding.uniqueCode}\\?response=${stored!.id}#token=.+`));

    // The same phone, coming back later without the link, is offered the change.
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    await page.getByRole("button", { name: "You already replied — change your answer" }).waitFor();

    // Opening the private link shows the earlier answers and saves over them.
    const other = await phonePage();
    await other.goto(link);
    await other.getByRole("heading", { name: "Change Your RSVP" }).waitFor();
    const name = other.getByRole("textbox", { name: "Your name" });
    await expect.poll(() => name.inputValue()).toBe("Olivia Hart");
    // Each person is one line of their answers; Edit opens their card (issue 15).
    await other.getByText("Tom Hart · Child, 7 · Chicken · No nuts, please", { exact: true }).waitFor();
    await other.getByRole("button", { name: "Edit Tom Hart" }).click();
    expect(await mealChoice(other, "Tom Hart", "Chicken").isChecked()).toBe(true);
    await mealChoice(other, "Tom Hart", "Beef").check();
    await other.getByRole("button", { name: "Save Changes" }).click();
    await other.getByRole("heading", { name: "Thank You" }).waitFor();

    const after = await storedResponses(guest);
    expect(after).toHaveLength(1);
    expect(after[0]!.responses[q(guest, "Meal")]).toEqual({ primary: "Beef", [tom!.id]: "Beef", [sam!.id]: "Vegetarian" });

    // Issue 31 item 4: the open form's reply taken back from its thank-you; the couple's list is empty and the link opens nothing.
    await other.getByRole("button", { name: "Delete my reply" }).click();
    await other.getByText("Your reply and the names in it are removed. The couple will no longer see it.", { exact: true }).waitFor();
    await other.getByRole("button", { name: "Delete reply", exact: true }).click();
    await other.getByRole("heading", { name: "Reply deleted" }).waitFor();
    expect(await storedResponses(guest)).toHaveLength(0);
    expect(new URL(other.url()).search).toBe("");
    await other.goto(link);
    await other.getByText("This private link doesn't open an RSVP any more.").waitFor();
    await page.context().close();
    await other.context().close();
  });

  it("hides meal questions and the party until a yes, and stops at five party members; a decliner sends without the song", async () => {
    const guest = await createGuestWedding(server.url);
    // The couple's own required question, added without saying whom to ask: for guests who are coming (issue 29 item 4).
    const added = await fetch(`${server.url}/api/questions`, {
      method: "POST",
      headers: { ...guest.auth, "content-type": "application/json" },
      body: JSON.stringify({ weddingId: guest.wedding.id, question: "A song that will get you dancing?", type: "text", required: true, order: "5" }),
    });
    expect(added.status).toBe(201);
    const page = await phonePage();
    const song = page.getByRole("textbox", { name: /A song that will get you dancing/ });
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    const meal = page.getByRole("group", { name: "Meal preference" });
    const addMember = page.getByRole("button", { name: /Add Party Member/ });
    expect(await meal.count()).toBe(0);
    expect(await page.getByRole("group", { name: /accommodation/ }).count()).toBe(0);

    await page.getByRole("radio", { name: "Sorry, can't make it" }).check();
    await page.getByRole("radio", { name: "Sorry, can't make it", checked: true }).waitFor();
    expect(await meal.count()).toBe(0);
    expect(await addMember.count()).toBe(0);
    // The accommodation question is for attending guests only (issue 15), and so is the couple's song.
    expect(await page.getByRole("group", { name: /accommodation/ }).count()).toBe(0);
    expect(await song.count()).toBe(0);

    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    await meal.waitFor();
    await page.getByRole("group", { name: /accommodation/ }).waitFor();
    await song.waitFor();
    for (let added = 0; added < 5; added++) {
      expect(await addMember.isDisabled()).toBe(false);
      await addMember.click();
    }
    expect(await page.getByRole("textbox", { name: /^Name of guest/ }).count()).toBe(5);
    expect(await addMember.textContent()).toContain("(Maximum 5)");
    expect(await addMember.isDisabled()).toBe(true);

    // Changing their mind, the guest declines: the song goes away and the reply sends without it.
    await page.getByRole("radio", { name: "Sorry, can't make it" }).check();
    await song.waitFor({ state: "detached" });
    // Nothing more to answer, and no hint that there is.
    expect(await page.getByText("Choose an answer above to see the rest of the questions.").count()).toBe(0);
    await page.getByRole("textbox", { name: "Your name" }).fill("Ana Ruiz");
    await page.getByRole("textbox", { name: "Email" }).fill("ana@example.com");
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByText("You'll be missed", { exact: false }).waitFor();
    const [stored] = await storedResponses(guest);
    expect(stored?.responses).toEqual({ [q(guest, "Will you attend")]: "Sorry, can't make it" });
    await page.context().close();
  });

  it("shows the RSVP closed, with everything disabled, after the deadline in the wedding's time zone", async () => {
    const zone = "Pacific/Auckland";
    const guest = await createGuestWedding(server.url, { timeZone: zone, rsvpDeadline: dateIn(zone, -1) });
    const page = await phonePage();
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    const submit = page.getByRole("button", { name: "RSVP Closed" });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole("textbox", { name: "Your name" }).isDisabled()).toBe(true);
    expect(await page.getByRole("textbox", { name: "Email" }).isDisabled()).toBe(true);
    expect(await page.getByRole("radio", { name: "Yes, I'll be there!" }).isDisabled()).toBe(true);
    const notice = page.getByRole("alert").filter({ hasText: "RSVPs are closed" });
    expect(await notice.isVisible()).toBe(true);

    // A deadline of today (in the wedding's zone) is still open.
    const open = await createGuestWedding(server.url, { timeZone: zone, rsvpDeadline: dateIn(zone, 0) });
    await page.goto(`${server.url}/rsvp/${open.wedding.uniqueCode}`);
    await page.getByRole("button", { name: "Submit RSVP" }).waitFor();
    await page.context().close();
  });

  it("blocks a submit tapped after midnight on the deadline day (in the wedding's zone) with the deadline toast", async () => {
    const guest = await createGuestWedding(server.url, { timeZone: "America/Los_Angeles", rsvpDeadline: "2027-05-14" });
    const page = await phonePage();
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && request.url().endsWith("/api/responses") && posts.push(request.url()));
    // 23:58 on the deadline day in Los Angeles (06:58 UTC the next day): still open.
    await page.clock.install({ time: new Date("2027-05-15T06:58:00Z") });
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    await page.getByRole("textbox", { name: "Your name" }).fill("Late Guest");
    await page.getByRole("textbox", { name: "Email" }).fill("late@example.com");
    await page.getByRole("radio", { name: "Sorry, can't make it" }).check();
    const submit = page.getByRole("button", { name: "Submit RSVP" });
    expect(await submit.isEnabled()).toBe(true);
    // The guest hesitates past midnight, then taps.
    await page.clock.fastForward("05:00");
    await submit.click();
    await page.getByText("RSVP Deadline Passed", { exact: true }).waitFor();
    await page.getByText("The deadline for RSVPs has passed. Please contact the couple directly.", { exact: true }).first().waitFor();
    expect(posts).toEqual([]);
    expect(await storedResponses(guest)).toEqual([]);
    await page.context().close();
  });

  it("shows the server's field errors inline and keeps one idempotency key across retries", async () => {
    const guest = await createGuestWedding(server.url);
    const page = await phonePage();
    const keys: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/responses") && request.method() === "POST") keys.push(request.headers()["idempotency-key"] ?? "");
    });
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    await page.getByRole("textbox", { name: "Your name" }).fill("Olivia");
    await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    // The couple removes a choice while the guest is answering: the server refuses it by field.
    await fetch(`${server.url}/api/weddings/${guest.wedding.id}/questions`, {
      method: "PUT",
      headers: { ...guest.auth, "content-type": "application/json" },
      body: JSON.stringify({
        questions: guest.questions.map((question) => ({
          id: question.id,
          question: question.question,
          type: question.type,
          options: question.question.startsWith("Will you attend") ? ["Yes, joyfully", "Sorry, can't make it"] : question.options,
          required: question.required,
          answerScope: question.answerScope,
        })),
      }),
    });
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByText("Submission Failed", { exact: true }).waitFor();
    await page.getByRole("group", { name: "Will you attend our wedding?" }).getByText("Choose one of the options").waitFor();
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(8);
    await page.context().close();
  });

  it("saves the answer the guest last sent when the first was stored but its reply never arrived", async () => {
    const guest = await createGuestWedding(server.url);
    const page = await phonePage();
    let lost = 0;
    // The first submit reaches the server and is stored; the phone never hears back.
    await page.route("**/api/responses", async (route) => {
      if (route.request().method() !== "POST" || lost > 0) return route.continue();
      lost++;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.goto(`${server.url}/rsvp/${guest.wedding.uniqueCode}`);
    await page.getByRole("textbox", { name: "Your name" }).fill("Olivia");
    await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    const meal = page.getByRole("group", { name: "Meal preference" });
    await meal.getByRole("radio", { name: "Chicken" }).check();
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByText("Submission Failed", { exact: true }).waitFor();
    expect((await storedResponses(guest)).map((r) => r.responses[q(guest, "Meal")])).toEqual([{ primary: "Chicken" }]);

    // She changes her mind before trying again; the same key finds the stored reply, which is updated.
    await page.getByRole("button", { name: "Edit Olivia" }).click();
    await meal.getByRole("radio", { name: "Beef" }).check();
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    const stored = await storedResponses(guest);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.responses[q(guest, "Meal")]).toEqual({ primary: "Beef" });
    await page.context().close();
  });
});
