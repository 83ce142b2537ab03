import { describe, expect, it } from "vitest";
import type { Party } from "../src/contract/guest-list";
import { createGuestWedding } from "./guest-support";
import { PHONE, seriousAxeViolations } from "./support/browser";
import { serverWithWedding } from "./support/setup";

const env = serverWithWedding();

describe("a household's language for emails", () => {
  it("is chosen in the party editor of a wedding offered in several languages, and hidden where only one is offered", async () => {
    const { wedding, auth } = await createGuestWedding(env.server.url, { locales: ["en", "fr", "ar"] });
    const created = await fetch(`${env.server.url}/api/weddings/${wedding.id}/parties`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "Famille Martin", guests: [{ firstName: "Élise", lastName: "Martin", email: "elise@example.fr" }] }),
    });
    const party = (await created.json()) as Party;
    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code: wedding.uniqueCode, hostKey: wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/guests/${wedding.uniqueCode}`);
    await page.getByRole("button", { name: "Edit Famille Martin" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Famille Martin" });
    const language = editor.getByRole("combobox", { name: "Language for emails" });
    expect(await language.inputValue()).toBe("");
    expect(await language.locator("option").allTextContents()).toEqual(["The invitation's language (English)", "English", "Français", "العربية"]);
    await language.selectOption("fr");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await editor.getByRole("button", { name: "Save changes" }).click();
    await editor.waitFor({ state: "hidden" });
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${env.server.url}/api/weddings/${wedding.id}/parties`, { headers: auth })).json()) as { parties: Party[] }).parties[0]!.locale,
      )
      .toBe("fr");
    expect(party.locale).toBeNull();

    // The usual English-only wedding: no choice to make.
    const single = env.guest;
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code: single.wedding.uniqueCode, hostKey: single.wedding.hostKey } });
    await page.goto(`${env.server.url}/guests/${single.wedding.uniqueCode}`);
    await page.getByRole("heading", { name: "Guest list", exact: true }).waitFor();
    await page.getByRole("button", { name: "Add with details" }).click();
    const adding = page.getByRole("dialog", { name: "Add a household" });
    await adding.getByRole("textbox", { name: "Household name" }).waitFor();
    expect(await adding.getByRole("combobox", { name: "Language for emails" }).count()).toBe(0);
    await context.close();
  });
});
