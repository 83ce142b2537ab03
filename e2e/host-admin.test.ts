import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Question } from "../src/contract/question";
import type { Wedding } from "../src/contract/wedding";
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

async function newContext(viewport = DESKTOP, timezoneId = "Europe/London"): Promise<BrowserContext> {
  // bypassCSP: axe-core is injected as an inline script, which the app's CSP (rightly) refuses.
  const context = await browser.newContext({ viewport, timezoneId, bypassCSP: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  return context;
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const waitToast = (page: Page, text: string) => toasts(page).getByText(text, { exact: true }).waitFor();
/** Dismisses the toast showing (as a person would, with its close button) so it does not cover the form's buttons. */
const closeToast = (page: Page) => toasts(page).getByRole("button", { name: "Dismiss notification" }).click();

async function fullWedding(code: string): Promise<Wedding & { questions: Question[] }> {
  const response = await fetch(`${server.url}/api/weddings/${code}/full`);
  expect(response.status).toBe(200);
  return response.json() as Promise<Wedding & { questions: Question[] }>;
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function fillRequired(page: Page, values: { partner1: string; partner2: string; date: string; time: string; venue: string }) {
  await page.getByLabel("Partner 1 name").fill(values.partner1);
  await page.getByLabel("Partner 2 name").fill(values.partner2);
  await page.getByLabel("Wedding date").fill(values.date);
  await page.getByLabel("Ceremony time").fill(values.time);
  await page.getByRole("textbox", { name: "Venue" }).fill(values.venue);
}

async function readSecrets(page: Page) {
  const code = (await page.getByTestId("wedding-code").textContent())!.trim();
  const hostKey = await page.getByLabel("Host key", { exact: true }).inputValue();
  const hostLink = await page.getByLabel("Private host link", { exact: true }).inputValue();
  return { code, hostKey, hostLink };
}

describe("admin wizard", () => {
  it("creates a wedding on a 360 px phone: required fields, Enter never submits, question editing, complete step", async () => {
    const context = await newContext(PHONE, "America/New_York");
    const page = await context.newPage();
    const creations: string[] = [];
    page.on("request", (request) => request.method() === "POST" && request.url().endsWith("/api/weddings") && creations.push(request.url()));

    await page.goto(`${server.url}/admin`);
    await page.getByRole("heading", { name: "Manage my Wedding" }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    await page.getByRole("heading", { name: "Tell us about your wedding" }).waitFor();

    // Required fields carry an asterisk and explain themselves inline.
    for (const label of ["Partner 1 name", "Partner 2 name", "Wedding date", "Ceremony time", "Venue"]) {
      expect(await page.locator("label", { hasText: label }).first().textContent()).toMatch(/\*$/);
    }
    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    for (const message of [
      "Partner 1's name is required",
      "Partner 2's name is required",
      "The wedding date is required",
      "The ceremony time is required",
      "The venue is required",
    ]) {
      await page.getByText(message).waitFor();
    }
    expect(creations).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousViolations(page);

    await fillRequired(page, { partner1: "Maya", partner2: "Leo", date: "2027-09-18", time: "14:00", venue: "Hotel du Lac, Annecy" });
    // Issue 29 item 3: the wedding's zone is shown, the browser's (New York) to start with, and the couple
    // planning from there picks where the wedding is, from every IANA zone with its offset on the day.
    const zone = page.getByLabel("Time zone of the wedding");
    expect(await zone.inputValue()).toBe("America/New_York");
    expect(await page.locator("datalist option").count()).toBeGreaterThan(300);
    expect(await page.locator('datalist option[value="Europe/Madrid"]').getAttribute("label")).toBe("Madrid (Europe) · UTC+02:00");
    await zone.fill("Mars/Olympus");
    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await page.getByText("Choose a time zone from the list, e.g. Europe/Madrid").waitFor();
    await zone.fill("Europe/Madrid");
    await page.getByText(/^Madrid \(Europe\) · UTC\+02:00\. Guests' calendars/).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    // Enter in a field does not submit the form.
    await page.getByRole("textbox", { name: "Venue" }).press("Enter");
    await page.getByLabel("Partner 1 name").press("Enter");
    // Proved once the real submit below has been answered: exactly one creation, and it came from the button.
    expect(await page.getByRole("heading", { name: "Tell us about your wedding" }).isVisible()).toBe(true);

    // The four default questions are there; add two, reorder, remove one.
    for (const [n, text] of [
      [1, "Will you attend our wedding?"],
      [2, "Meal preference"],
      [3, "Dietary restrictions or allergies"],
      [4, "Do you need accommodation assistance?"],
    ] as const) {
      expect(await page.getByRole("textbox", { name: `Question ${n}`, exact: true }).inputValue()).toBe(text);
    }
    await page.getByRole("button", { name: "Add Question" }).click();
    const fifth = page.getByRole("textbox", { name: "Question 5", exact: true });
    await fifth.fill("Any song requests?");
    await fifth.press("Enter");
    await page.getByRole("button", { name: "Add Question" }).click();
    await page.getByRole("textbox", { name: "Question 6", exact: true }).fill("Which day do you arrive?");
    await page.getByLabel("Answer type for question 6").selectOption("radio");
    await page.getByLabel("Options (one per line) for question 6").fill("  Friday \n\n   \nSaturday  \n");
    await page.getByLabel("Answered by for question 6").selectOption("individual");
    await page.getByRole("checkbox", { name: "Required (question 6)" }).check();
    // Issues 15 and 29: the accommodation default and a new question are for guests who are coming; the couple asks everyone the song.
    expect(await page.getByLabel("Ask question 4").inputValue()).toBe("attending");
    expect(await page.getByLabel("Ask question 6").inputValue()).toBe("attending");
    expect(await page.getByLabel("Ask question 5").inputValue()).toBe("attending");
    await page.getByLabel("Ask question 5").selectOption("everyone");
    await page.getByText("Guests who can't come are asked this too.").waitFor();
    await page.getByRole("button", { name: "Move question 5 up" }).click();
    expect(await page.getByRole("textbox", { name: "Question 4", exact: true }).inputValue()).toBe("Any song requests?");
    // Keyboard users keep their place: focus follows the moved question, then the next one after a removal.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move question 4 up");
    await page.getByText("Question moved to position 4 of 6.").waitFor();
    await page.getByRole("button", { name: "Remove question 3" }).click();
    expect(await page.getByRole("textbox", { name: "Question 3", exact: true }).inputValue()).toBe("Any song requests?");
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === "Any song requests?");
    expect(creations).toEqual([]);

    await page.getByLabel("Personal message").fill("Join us by the lake.\nDancing until late.");
    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await waitToast(page, "Wedding Setup Complete!");
    await page.getByRole("heading", { name: "Your wedding is ready!" }).waitFor();
    expect(creations).toHaveLength(1);
    await page.waitForFunction(() => document.activeElement?.textContent === "Your wedding is ready!");

    const { code, hostKey, hostLink } = await readSecrets(page);
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect(hostKey.length).toBeGreaterThanOrEqual(20);
    expect(hostLink).toBe(`${server.url}/dashboard/${code}#key=${encodeURIComponent(hostKey)}`);
    await page.getByText("shown only once", { exact: false }).waitFor();
    expect(await page.getByLabel("Save-the-date link", { exact: true }).inputValue()).toBe(`${server.url}/save-the-date/${code}`);
    expect(await page.getByLabel("RSVP link", { exact: true }).inputValue()).toBe(`${server.url}/rsvp/${code}`);
    const preview = page.getByRole("link", { name: /Preview rsvp link/ });
    expect(await preview.getAttribute("href")).toBe(`${server.url}/rsvp/${code}`);
    expect(await preview.getAttribute("target")).toBe("_blank");
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole("button", { name: "Copy host key" }).click();
    await waitToast(page, "Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hostKey);

    // Every style can be chosen (no "Coming soon"); a pick changes the preview, and only "Use" saves it.
    const styles = page.getByRole("group", { name: "Design style" }).getByRole("radio");
    expect(await styles.count()).toBe(8);
    for (const radio of await styles.all()) expect(await radio.isDisabled()).toBe(false);
    expect(await page.getByText("Coming soon").count()).toBe(0);
    const stylePreview = page.locator("[data-preview-style]");
    expect(await stylePreview.getAttribute("data-preview-style")).toBe("classic");
    await page.getByRole("radio", { name: /^Romantic/ }).check();
    expect(await stylePreview.getAttribute("data-preview-style")).toBe("romantic");
    expect(await stylePreview.locator("[data-preview-names]").evaluate((el) => getComputedStyle(el).fontFamily)).toContain("Great Vibes");
    expect((await fullWedding(code)).rsvpStyle).toBe("classic");
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Use the Romantic style" }).click();
    await waitToast(page, "Style Updated!");
    expect((await fullWedding(code)).rsvpStyle).toBe("romantic");
    await page.getByText("Your guests see the Romantic style.").waitFor();

    const saved = await fullWedding(code);
    expect(saved).toMatchObject({
      partner1: "Maya",
      partner2: "Leo",
      date: "2027-09-18",
      time: "14:00",
      venue: "Hotel du Lac, Annecy",
      timeZone: "Europe/Madrid",
      message: "Join us by the lake.\nDancing until late.",
    });
    expect(saved.questions.map((q) => q.question)).toEqual([
      "Will you attend our wedding?",
      "Meal preference",
      "Any song requests?",
      "Do you need accommodation assistance?",
      "Which day do you arrive?",
    ]);
    expect(saved.questions[4]).toMatchObject({
      type: "radio",
      options: ["Friday", "Saturday"],
      answerScope: "individual",
      required: true,
      audience: "attending",
      order: "5",
    });
    expect(saved.questions.map((q) => q.audience)).toEqual(["everyone", "everyone", "everyone", "attending", "attending"]);
    expect(saved.questions[0]).toMatchObject({ type: "radio", required: true, answerScope: "party" });

    // The questions step from the dashboard's link: reorder and remove, ids of kept questions survive.
    await page.goto(`${server.url}/admin?edit=${code}&questions=true`);
    await page.getByRole("heading", { name: "RSVP questions" }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Move question 2 down" }).click();
    await page.getByRole("button", { name: "Remove question 4" }).click();
    await page.getByRole("button", { name: "Save Questions" }).click();
    await page.getByRole("heading", { name: "All set!" }).waitFor();
    const after = await fullWedding(code);
    expect(after.questions.map((q) => q.question)).toEqual([
      "Will you attend our wedding?",
      "Any song requests?",
      "Meal preference",
      "Which day do you arrive?",
    ]);
    const idOf = (list: Question[], text: string) => list.find((q) => q.question === text)?.id;
    for (const text of ["Will you attend our wedding?", "Any song requests?", "Meal preference"])
      expect(idOf(after.questions, text)).toBe(idOf(saved.questions, text));

    // Skip Questions changes nothing.
    await page.goto(`${server.url}/admin?edit=${code}&questions=true`);
    await page.getByRole("button", { name: "Remove question 1" }).click();
    await page.getByRole("button", { name: "Skip Questions" }).click();
    await page.getByRole("heading", { name: "All set!" }).waitFor();
    expect((await fullWedding(code)).questions).toHaveLength(4);
    await context.close();
  });

  it("creates on desktop, edits the details, and reports failures with the spec's words", async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    await fillRequired(page, { partner1: "Ada", partner2: "Grace", date: "2028-05-06", time: "11:30", venue: "Old Royal Naval College, Greenwich" });

    // A failed save says so and stays on the form.
    await page.route("**/api/weddings", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "boom" } }) }),
    );
    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await waitToast(page, "Failed to save wedding details. Please try again.");
    await toasts(page).getByText("Error", { exact: true }).waitFor();
    await closeToast(page);
    expect(await page.getByRole("heading", { name: "Tell us about your wedding" }).isVisible()).toBe(true);
    await page.unroute("**/api/weddings");

    // The server's field messages land on the fields they name.
    await page.route("**/api/weddings", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "validation_failed", message: "Invalid body: venue", fields: { venue: "We could not find that venue name" } } }),
      }),
    );
    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await page.getByText("We could not find that venue name").waitFor();
    expect(await page.getByRole("textbox", { name: "Venue" }).getAttribute("aria-invalid")).toBe("true");
    await closeToast(page);
    await page.unroute("**/api/weddings");

    // The wedding saves but the questions do not: 'Wedding Saved', and the complete step offers to add them.
    await page.route("**/api/weddings/*/questions", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await waitToast(page, "Wedding Saved");
    await closeToast(page);
    await page.getByText("Your RSVP questions weren't saved.").waitFor();
    const { code } = await readSecrets(page);
    expect((await fullWedding(code)).questions).toEqual([]);
    await page.unroute("**/api/weddings/*/questions");
    await page.getByRole("button", { name: "Add RSVP Questions" }).click();
    await page.getByRole("button", { name: "Save Questions" }).click();
    await waitToast(page, "Questions Saved!");
    await closeToast(page);
    expect((await fullWedding(code)).questions).toHaveLength(4);

    // Edit Wedding Details updates (not a second wedding) and keeps the host key on screen.
    await page.getByRole("button", { name: "Edit Wedding Details" }).click();
    await page.getByRole("heading", { name: "Edit wedding details" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Venue" }).inputValue()).toBe("Old Royal Naval College, Greenwich");
    await page.getByRole("textbox", { name: "Venue" }).fill("The Painted Hall, Greenwich");
    await page
      .getByRole("button", { name: "Kids Welcome" })
      .or(page.getByRole("radio", { name: "Kids Welcome" }))
      .click();
    expect(await page.getByLabel("Children policy").inputValue()).toMatch(/Children are warmly welcome/);
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await waitToast(page, "Wedding Updated!");
    await page.getByLabel("Host key", { exact: true }).waitFor();
    const updated = await fullWedding(code);
    expect(updated.venue).toBe("The Painted Hall, Greenwich");
    expect(updated.childrenPolicy).toMatch(/Children are warmly welcome/);
    expect(updated.questions).toHaveLength(4);

    // Editing via ?edit= loads the saved values; an update failure uses the update wording.
    await page.goto(`${server.url}/admin?edit=${code}`);
    await page.getByRole("heading", { name: "Edit wedding details" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Venue" }).inputValue()).toBe("The Painted Hall, Greenwich");
    await page.route(`**/api/weddings/${updated.id}`, (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await waitToast(page, "Failed to update wedding details. Please try again.");
    await page.unroute(`**/api/weddings/${updated.id}`);
    await page.getByRole("button", { name: "Back to Dashboard" }).click();
    await page.waitForURL(`${server.url}/dashboard/${code}`);

    // Create another wedding goes back to the entry step.
    await page.goto(`${server.url}/admin?edit=${code}&questions=true`);
    await page.getByRole("button", { name: "Skip Questions" }).click();
    await page.getByRole("button", { name: "Create Another Wedding" }).click();
    await page.getByRole("heading", { name: "Manage my Wedding" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("fits a 360 px screen at every step", async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole("heading", { name: "Manage my Wedding" }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await page.getByText("The venue is required").waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await fillRequired(page, { partner1: "Kit", partner2: "Robin", date: "2027-10-02", time: "13:00", venue: "Town Hall" });
    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await page.getByRole("heading", { name: "Your wedding is ready!" }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    const { code } = await readSecrets(page);
    await page.goto(`${server.url}/admin?edit=${code}&questions=true`);
    await page.getByRole("heading", { name: "RSVP questions" }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });

  it("opens an existing wedding from the entry step with its code and host key", async () => {
    const created = await fetch(`${server.url}/api/weddings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ partner1: "Noor", partner2: "Sam", date: "2027-04-24", time: "16:00", venue: "Kew Gardens" }),
    });
    const { uniqueCode: code, hostKey } = (await created.json()) as { uniqueCode: string; hostKey: string };

    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const sessions: string[] = [];
    page.on("request", (request) => request.url().endsWith("/api/host/session") && sessions.push(request.method()));
    await page.goto(`${server.url}/admin`);
    const open = page.getByRole("button", { name: "Open My Dashboard" });

    // A blank code is ignored.
    await page.getByLabel("Wedding code").fill("   ");
    await page.getByLabel("Host key").fill(hostKey);
    await open.click();

    await page.getByLabel("Wedding code").fill("ZZZZZZZZ");
    await open.click();
    await waitToast(page, "Please check your wedding code and try again.");
    await toasts(page).getByText("Wedding not found", { exact: true }).waitFor();
    // The unknown code's request has been answered; the blank one before it sent none.
    expect(sessions).toEqual(["POST"]);

    // Typed loosely (lower case, spaces) and with the wrong key.
    await page.getByLabel("Wedding code").fill(`  ${code.slice(0, 4).toLowerCase()} ${code.slice(4)} `);
    await page.getByLabel("Host key").fill("not-the-key");
    await open.click();
    await page.getByText("That host key does not open this wedding").waitFor();
    await expectNoSeriousViolations(page);

    await page.getByLabel("Host key").fill(hostKey);
    await open.click();
    await page.waitForURL(`${server.url}/dashboard/${code}`);
    await page.getByRole("heading", { name: /Noor\s*&\s*Sam/ }).waitFor();

    // An unknown code in ?edit= says it could not be loaded and offers the entry step.
    await page.goto(`${server.url}/admin?edit=ZZZZZZZZ`);
    await waitToast(page, "Could not load wedding for editing.");
    await page.getByRole("heading", { name: "Manage my Wedding" }).waitFor();

    // ?edit= in a browser without the key asks for it instead of showing the form.
    const stranger = await newContext(DESKTOP);
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`${server.url}/admin?edit=${code}`);
    await strangerPage.getByRole("heading", { name: "Enter your host key" }).waitFor();
    expect(await strangerPage.getByLabel("Partner 1 name").count()).toBe(0);
    await strangerPage.getByLabel("Host key").fill(hostKey);
    await strangerPage.getByRole("button", { name: "Unlock" }).click();
    await strangerPage.getByRole("heading", { name: "Edit wedding details" }).waitFor();
    expect(await strangerPage.getByLabel("Partner 1 name").inputValue()).toBe("Noor");
    await stranger.close();
    await context.close();
  });
});
