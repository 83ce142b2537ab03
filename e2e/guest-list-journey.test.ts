import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { hasHorizontalScroll, PHONE, seriousAxeViolations } from "./support/browser";
import { serverWithWedding } from "./support/setup";

const env = serverWithWedding();

// A couple's spreadsheet as Excel saves it ("CSV UTF-8": a byte order mark, CRLF), one row per
// guest with a household column and a plus-one column.
const SPREADSHEET = [
  "Household,First Name,Last Name,Email,Plus one",
  "The Okafor family,Ngozi,Okafor,ngozi@example.com,1",
  "The Okafor family,Emeka,Okafor,,",
  "The Okafor family,Ada,Okafor,,",
  "The Okafor family,Ben,Okafor,,",
  "The Okafor family,Chidi,Okafor,,",
  "García,José,García,jose@example.com,",
  "García,María,García,,",
].join("\r\n");

const count = (page: Page, key: string) => page.getByTestId(`guest-count-${key}`).textContent();

/** Issue 13's journey: from the couple's spreadsheet to a party's reply on the couple's screen, at 360 px, without a reload. */
describe("from a spreadsheet to a reply", () => {
  it("the couple imports a CSV and copies a link; the party answers for five and names its open seat without an email; the couple sees it live", async () => {
    const { wedding } = env.guest;
    const couple = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await couple.grantPermissions(["clipboard-read", "clipboard-write"], { origin: env.server.url });
    await couple.request.post(`${env.server.url}/api/host/session`, { data: { code: wedding.uniqueCode, hostKey: wedding.hostKey } });
    const page = await couple.newPage();
    await page.goto(`${env.server.url}/guests/${wedding.uniqueCode}`);
    await page.getByRole("heading", { name: "Guest list", exact: true }).waitFor();
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

    // Import: the file, a preview, the households it will make, then import.
    await page.getByRole("button", { name: "Import a spreadsheet" }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByLabel("Spreadsheet file")
      .setInputFiles({ name: "guests.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${SPREADSHEET}`, "utf8") });
    await dialog.getByRole("button", { name: "Preview" }).click();
    await dialog.getByText("The Okafor family").first().waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Import 2 households" }).click();
    await dialog.waitFor({ state: "hidden" });

    // The households, their seats, and who has not replied.
    const okafors = page.getByRole("article", { name: "The Okafor family" });
    await okafors.waitFor();
    expect(await okafors.textContent()).toContain("6 seats: 5 named + 1 open");
    await expect.poll(() => count(page, "notReplied")).toBe("2");
    expect(await count(page, "invited")).toBe("8");

    // The Okafors' private link, as the couple would paste it into WhatsApp.
    await okafors.getByRole("button", { name: "Copy invitation link for The Okafor family" }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${env.server.url}/rsvp/${wedding.uniqueCode}#invite=[A-Za-z0-9_-]{24,}$`));

    // The party, on its own phone: one tap per person, one name typed for the open seat, no email.
    const party = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const guest = await party.newPage();
    await guest.goto(link);
    await guest.getByRole("heading", { name: "Welcome, the Okafor family" }).waitFor();
    const coming = guest.getByRole("region", { name: "Who's coming?" });
    for (const name of ["Ngozi Okafor", "Emeka Okafor", "Ada Okafor", "Ben Okafor", "Chidi Okafor"]) {
      await coming.getByRole("group", { name, exact: true }).getByRole("radio", { name: "Attending", exact: true }).check();
    }
    await guest.getByRole("button", { name: "Add a guest (1 seat left)" }).click();
    await guest.getByRole("textbox", { name: "Name of added guest 1" }).fill("Ifeoma Okafor");
    expect(await guest.getByRole("textbox", { name: /email/i }).evaluateAll((fields) => fields.filter((f) => (f as HTMLInputElement).required).length)).toBe(0);
    await guest.getByRole("button", { name: "Send Our Reply" }).click();
    await guest.getByRole("heading", { name: "Thank You" }).waitFor();
    await guest.getByText("Coming (6)").waitFor();

    // The couple's screen, never reloaded: the Okafors replied, one party left to hear from.
    await expect.poll(() => count(page, "notReplied"), { timeout: 5_000 }).toBe("1");
    expect(await count(page, "replied")).toBe("1");
    await okafors.getByText("Attending").first().waitFor();
    expect(navigations).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await party.close();
    await couple.close();
  });
});
