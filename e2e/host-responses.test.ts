import { parse } from "csv-parse/sync";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEFAULT_QUESTIONS, type Question } from "../src/contract/question";
import type { CreatedWedding } from "../src/contract/wedding";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, seriousAxeViolations } from "./support/browser";
import { sharedServer, type SharedServer } from "./support/server";

let server: SharedServer;
let browser: Browser;
let wedding: CreatedWedding;
let questions: Question[];

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
  wedding = (await api("POST", "/api/weddings", {
    partner1: "Amelia",
    partner2: "Jonah",
    date: "2027-06-12",
    time: "15:30",
    venue: "The Orangery, Kew Gardens, London",
    timeZone: "Europe/London",
  })) as CreatedWedding;
  questions = (await api(
    "PUT",
    `/api/weddings/${wedding.id}/questions`,
    { questions: DEFAULT_QUESTIONS },
    { authorization: `Bearer ${wedding.hostKey}` },
  )) as Question[];
  const [attend, meal, diet] = questions;
  const guests = [
    {
      guestName: "Olivia Hart",
      guestEmail: "olivia@example.com",
      guestPhone: "+44 7700 900123",
      partyMembers: [{ id: "primary" }, { id: "m1", name: "Tom Hart", relationship: "spouse" }, { id: "m2", name: "Ivy Hart", relationship: "child", age: 6 }],
      responses: {
        [attend!.id]: "Yes, I'll be there!",
        [meal!.id]: { primary: "Chicken", m1: "Beef", m2: "Vegetarian" },
        [diet!.id]: { m2: "No nuts please" },
      },
    },
    { guestName: "Ben Carter", guestEmail: "ben@example.com", responses: { [attend!.id]: "Sorry, can't make it" } },
    { guestName: "Ben C.", guestEmail: "BEN@Example.com", responses: { [attend!.id]: "Yes, I'll be there!", [meal!.id]: { primary: "Beef" } } },
  ];
  // One after another so the list order is the submission order.
  for (const guest of guests) await api("POST", "/api/responses", { weddingId: wedding.id, ...guest });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshContext(viewport = DESKTOP): Promise<BrowserContext> {
  // bypassCSP: axe-core is injected as an inline script, which the app's CSP (rightly) refuses.
  return browser.newContext({ viewport, bypassCSP: true, acceptDownloads: true });
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const count = (page: Page, label: string) => page.getByTestId(`count-${label}`).textContent();

async function unlock(page: Page, key: string) {
  await page.getByRole("heading", { name: "Enter your host key" }).waitFor();
  await page.getByLabel("Host key").fill(key);
  await page.getByRole("button", { name: "Unlock" }).click();
}

describe("host dashboard and responses", () => {
  it("the dashboard asks a fresh browser for the host key, then shows the wedding, links and actions", async () => {
    const context = await freshContext(PHONE);
    const page = await context.newPage();
    const code = wedding.uniqueCode;
    await page.goto(`${server.url}/dashboard/${code}`);
    await page.getByRole("heading", { name: "Enter your host key" }).waitFor();
    expect(await page.getByText("The Orangery").count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel("Host key").fill("wrong-key-entirely");
    await page.getByRole("button", { name: "Unlock" }).click();
    await page.getByText("That host key does not open this wedding").waitFor();
    await unlock(page, wedding.hostKey);

    await page.getByRole("heading", { name: /Amelia\s*&\s*Jonah/ }).waitFor();
    // The wedding's details (the style preview below repeats them on its card).
    const details = page.getByRole("definition");
    await details.getByText("Saturday, June 12th, 2027").waitFor();
    expect(await page.title()).toBe("Amelia & Jonah · Dashboard · Forever RSVP");
    await details.getByText("3:30 PM").waitFor();
    await details.getByText("The Orangery, Kew Gardens, London").waitFor();
    // Replies so far: 3 responses, 4 guests coming (Olivia's party of 3 and Ben C.).
    const glance = page.getByRole("region", { name: "Replies so far" });
    // The counts come from their own request: wait for them rather than read the first paint.
    await expect.poll(() => glance.locator("dd").allTextContents()).toEqual(["3", "4"]);
    expect(await page.getByLabel("Save-the-date link", { exact: true }).inputValue()).toBe(`${server.url}/save-the-date/${code}`);
    expect(await page.getByLabel("RSVP link", { exact: true }).inputValue()).toBe(`${server.url}/rsvp/${code}`);
    expect(await page.getByRole("link", { name: "Edit Wedding Details" }).getAttribute("href")).toBe(`/admin?edit=${code}`);
    expect(await page.getByRole("link", { name: "Add RSVP Questions" }).getAttribute("href")).toBe(`/admin?edit=${code}&questions=true`);
    const responsesLink = page.getByRole("link", { name: /View Guest Responses/ });
    expect(await responsesLink.getAttribute("href")).toBe(`/responses/${code}`);
    expect(await responsesLink.getAttribute("target")).toBe("_blank");
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The new tab shares the browser's host cookie.
    const [tab] = await Promise.all([context.waitForEvent("page"), responsesLink.click()]);
    await tab.getByRole("heading", { name: "Guest Responses" }).waitFor();
    await tab.close();

    // Signing out on this device brings the key prompt back.
    await page.getByRole("button", { name: "Sign out on this device" }).click();
    await page.getByRole("heading", { name: "Enter your host key" }).waitFor();
    await context.close();
  });

  it("the private host link opens the dashboard on a new device and leaves no key in the address bar", async () => {
    const context = await freshContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard/${wedding.uniqueCode}#key=${encodeURIComponent(wedding.hostKey)}`);
    await page.getByRole("heading", { name: /Amelia\s*&\s*Jonah/ }).waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard/${wedding.uniqueCode}`);
    // The cookie it left opens the other host screens too.
    await page.goto(`${server.url}/responses/${wedding.uniqueCode}`);
    await page.getByRole("heading", { name: "Guest Responses" }).waitFor();

    const wrong = await freshContext();
    const wrongPage = await wrong.newPage();
    await wrongPage.goto(`${server.url}/dashboard/${wedding.uniqueCode}#key=nope`);
    await wrongPage.getByText("doesn't open this wedding").waitFor();
    expect(wrongPage.url()).toBe(`${server.url}/dashboard/${wedding.uniqueCode}`);
    await wrong.close();
    await context.close();
  });

  it("an unknown code shows Wedding Not Found with a way to /admin", async () => {
    const context = await freshContext();
    const page = await context.newPage();
    for (const path of ["/dashboard/ZZZZZZZZ", "/responses/ZZZZZZZZ"]) {
      await page.goto(server.url + path);
      await page.getByRole("heading", { name: "Wedding Not Found" }).waitFor();
      expect(await page.getByRole("link", { name: "Go to wedding setup" }).getAttribute("href")).toBe("/admin");
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it("responses: host key first, then counts, answers, duplicates, side assignment and the banner", async () => {
    const context = await freshContext();
    const page = await context.newPage();
    // The footer's /responses asks for the code and the key.
    await page.goto(`${server.url}/responses`);
    await page.getByRole("heading", { name: "View your guest responses" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel("Wedding code").fill(wedding.uniqueCode.toLowerCase());
    await page.getByLabel("Host key").fill(wedding.hostKey);
    await page.getByRole("button", { name: "View Responses" }).click();
    await page.waitForURL(`${server.url}/responses/${wedding.uniqueCode}`);
    await page.getByRole("heading", { name: "Guest Responses" }).waitFor();

    expect(await count(page, "Total responses")).toBe("3");
    expect(await count(page, "Attending guests")).toBe("4"); // Olivia's party of 3 + Ben C.
    expect(await count(page, "Amelia's side")).toBe("0");
    expect(await count(page, "Jonah's side")).toBe("0");
    await page.getByText("3 responses need a side assignment.").waitFor();

    const olivia = page.getByRole("article", { name: "Olivia Hart" });
    for (const text of [
      "olivia@example.com",
      "+44 7700 900123",
      "Attending",
      "Tom Hart",
      "Spouse",
      "Ivy Hart",
      "Child, age 6",
      "Will you attend our wedding?",
      "Yes, I'll be there!",
      "Meal preference",
      "Dietary restrictions or allergies",
      "No nuts please",
      "Party of 3",
    ]) {
      await olivia.getByText(text, { exact: false }).first().waitFor();
    }
    expect(await olivia.getByText("Ivy Hart: Vegetarian").count()).toBe(1);
    expect(await olivia.getByText("Olivia Hart: Chicken").count()).toBe(1);
    expect(await olivia.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await page.getByRole("article", { name: "Ben Carter" }).getByText("Not Attending").waitFor();
    // Same email, different case: both marked.
    expect(await page.getByText("Possible duplicate").count()).toBe(2);
    expect(await olivia.getByText("Possible duplicate").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Newest first; search narrows by name, email or party member.
    expect(await page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")))).toEqual([
      "Ben C.",
      "Ben Carter",
      "Olivia Hart",
    ]);
    await page.getByLabel("Search guests by name or email").fill("ivy");
    await page.getByText("Showing 1 of 3 responses").waitFor();
    expect(await page.getByRole("article").count()).toBe(1);
    await page.getByLabel("Search guests by name or email").fill("nobody-like-this");
    await page.getByText("No guests match your search.").waitFor();
    await page.getByLabel("Search guests by name or email").fill("");

    await page.getByLabel("Side for Olivia Hart").selectOption("bride");
    await toasts(page).getByText("Side Assignment Updated", { exact: true }).waitFor();
    await toasts(page).getByText("Olivia Hart is now on Amelia's side.", { exact: true }).waitFor();
    await page.getByText("2 responses need a side assignment.").waitFor();
    expect(await count(page, "Amelia's side")).toBe("1");
    await page.getByLabel("Side for Ben Carter").selectOption("groom");
    await page.getByText("1 response needs a side assignment.").waitFor();
    expect(await count(page, "Jonah's side")).toBe("1");
    // Any side can change to any other, and back to unassigned (sent as null).
    await page.getByLabel("Side for Olivia Hart").selectOption("groom");
    await page.waitForFunction(() => document.querySelector('[data-testid="count-Jonah\'s side"]')?.textContent === "2");
    expect(await count(page, "Amelia's side")).toBe("0");
    await page.getByLabel("Side for Ben C.").selectOption("bride");
    await page.waitForFunction(
      () => !document.body.textContent?.includes("need a side assignment") && !document.body.textContent?.includes("needs a side assignment"),
    );
    await page.getByLabel("Side for Ben C.").selectOption("");
    await page.getByText("1 response needs a side assignment.").waitFor();

    const stored = (await api("GET", `/api/responses/${wedding.uniqueCode}`, undefined, { authorization: `Bearer ${wedding.hostKey}` })) as {
      guestName: string;
      sideAssignment: string | null;
    }[];
    expect(Object.fromEntries(stored.map((r) => [r.guestName, r.sideAssignment]))).toEqual({ "Olivia Hart": "groom", "Ben Carter": "groom", "Ben C.": null });

    // A failed update is reported, and the list keeps the stored side.
    await page.route("**/api/responses/*", (route) => (route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "" }) : route.fallback()));
    await page.getByLabel("Side for Ben C.").selectOption("groom");
    await toasts(page).getByText("Failed to update side assignment. Please try again.").waitFor();
    await toasts(page).getByText("Update Failed", { exact: true }).waitFor();
    expect(await page.getByLabel("Side for Ben C.").inputValue()).toBe("");
    await page.unroute("**/api/responses/*");

    // Export offers each file by what it holds; the replies' CSV is the server's file, parsed as a spreadsheet would.
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const exports = page.getByRole("dialog", { name: "Export your lists" });
    const [download] = await Promise.all([page.waitForEvent("download"), exports.getByRole("button", { name: "Replies (one row per reply): CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    const rows = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(3);
    const byName = Object.fromEntries(rows.map((row) => [row["Guest Name"], row]));
    expect(byName["Olivia Hart"]).toMatchObject({ Email: "olivia@example.com", Side: "Jonah's side", Status: "Attending", "Party Size": "3" });
    expect(byName["Olivia Hart"]!["Meal preference"]).toContain("Ivy Hart: Vegetarian");
    expect(byName["Ben C."]).toMatchObject({ Side: "Unassigned", Status: "Attending" });
    expect(byName["Ben Carter"]).toMatchObject({ Side: "Jonah's side", Status: "Not Attending" });

    // Everyone who replied: one row per person, with each person's own answers.
    const [people] = await Promise.all([
      page.waitForEvent("download"),
      exports.getByRole("button", { name: "Everyone who replied (one row per person): CSV" }).click(),
    ]);
    await page.keyboard.press("Escape");
    await exports.waitFor({ state: "detached" });
    const personRows = parse(fs.readFileSync((await people.path())!, "utf8"), { columns: true, bom: true }) as Record<string, string>[];
    expect(personRows.map((row) => row["Name"]).sort()).toEqual(["Ben C.", "Ben Carter", "Ivy Hart", "Olivia Hart", "Tom Hart"]);
    expect(personRows.find((row) => row["Name"] === "Ivy Hart")).toMatchObject({ "Party Lead": "Olivia Hart", Age: "6", "Meal preference": "Vegetarian" });

    // Removing a duplicate asks first; "Keep it" changes nothing.
    await page.getByRole("button", { name: "Remove response from Ben C." }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this response?" });
    await dialog.getByText("BEN@Example.com").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await count(page, "Total responses")).toBe("3");
    // Removed, it goes to the trash: "Undo" brings it back with its id (docs/decisions/0049-trash.md), and a second remove stands.
    for (const undo of [true, false]) {
      await page.getByRole("button", { name: "Remove response from Ben C." }).click();
      await dialog.getByRole("button", { name: "Remove response" }).click();
      const deleted = page.getByRole("status").filter({ hasText: "Deleted Ben C." });
      await deleted.waitFor();
      await page.getByRole("article", { name: "Ben C." }).waitFor({ state: "detached" });
      if (!undo) break;
      await deleted.getByRole("button", { name: "Undo" }).click();
      await page.getByRole("status").filter({ hasText: "Ben C. is back." }).waitFor();
      await page.getByRole("article", { name: "Ben C." }).waitFor();
      await expect.poll(() => count(page, "Total responses")).toBe("3");
    }
    expect(await count(page, "Total responses")).toBe("2");
    expect(await page.getByText("Possible duplicate").count()).toBe(0);
    const remaining = (await api("GET", `/api/responses/${wedding.uniqueCode}`, undefined, { authorization: `Bearer ${wedding.hostKey}` })) as unknown[];
    expect(remaining).toHaveLength(2);
    await context.close();
  });

  it("new replies appear on an open responses page without a reload (server-sent events)", async () => {
    const context = await freshContext();
    await context.request.post(`${server.url}/api/host/session`, { data: { code: wedding.uniqueCode, hostKey: wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${server.url}/responses/${wedding.uniqueCode}`);
    await page.getByText("Live: new replies appear automatically").waitFor();
    const before = Number(await count(page, "Total responses"));
    await api("POST", "/api/responses", {
      weddingId: wedding.id,
      guestName: "Zoe Live",
      guestEmail: "zoe@example.com",
      responses: { [questions[0]!.id]: "Yes, I'll be there!" },
    });
    await page.getByRole("article", { name: "Zoe Live" }).waitFor();
    expect(await count(page, "Total responses")).toBe(String(before + 1));
    await context.close();
  });

  it("responses fit a 360 px phone and ask a fresh browser for the key", async () => {
    const context = await freshContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/responses/${wedding.uniqueCode}`);
    await unlock(page, wedding.hostKey);
    await page.getByRole("heading", { name: "Guest Responses" }).waitFor();
    await page.getByRole("article", { name: "Olivia Hart" }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
