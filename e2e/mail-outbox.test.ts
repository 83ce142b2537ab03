import { describe, expect, it } from "vitest";
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { serverWithWedding } from "./support/setup";
import { createParty, partiesOf } from "./invitation-support";
import { layoutProblems, useRootFontSize } from "./support/layout";

const env = serverWithWedding();

describe("emailing invitations from the guest list, on a server without a mail server", () => {
  it("composes, previews and sends an invitation; the Outbox holds it with the private link to copy", async () => {
    const { wedding } = env.guest;
    const base = env.server.url;
    await createParty(base, env.guest, { name: "The Okafors", guests: [{ firstName: "Ada", lastName: "Okafor", email: "ada@example.com" }] });
    await createParty(base, env.guest, { name: "The Lees", guests: [{ firstName: "Min", lastName: "Lee", email: "min@example.com" }] });
    await createParty(base, env.guest, { name: "The Quiet Ones", guests: [{ firstName: "Pat", lastName: "Quiet" }] });
    const okafors = (await partiesOf(base, env.guest)).parties.find((party) => party.name === "The Okafors")!;

    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    await context.request.post(`${base}/api/host/session`, { data: { code: wedding.uniqueCode, hostKey: wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${base}/guests/${wedding.uniqueCode}`);
    await page.getByRole("heading", { name: "Guest list", exact: true }).waitFor();

    await page.getByRole("button", { name: "Email guests" }).click();
    const dialog = page.getByRole("dialog", { name: "Email your guests" });
    await dialog.waitFor();
    // Nobody has an invitation yet: the two parties with an address are the audience, the third is named as missing one.
    await dialog.getByText("2 households with an email address; 1 without one").waitFor();
    await dialog.getByRole("button", { name: "Formal" }).click();
    expect(await dialog.getByRole("textbox", { name: "Subject" }).inputValue()).toBe("An invitation to our wedding");
    await dialog.getByRole("combobox", { name: "Preview for" }).selectOption({ label: "The Okafors" });
    await dialog.getByRole("button", { name: "Preview" }).click();
    const frame = dialog.locator("iframe");
    await frame.waitFor();
    // The preview is the party's own email: its name, its link, sandboxed.
    expect(await frame.getAttribute("sandbox")).toBe("");
    const inner = page.frameLocator('iframe[title^="Email:"]');
    await inner.getByText("Dear The Okafors,").waitFor();
    expect(await inner.getByRole("link", { name: "Open your invitation" }).getAttribute("href")).toBe(
      `${base}/rsvp/${wedding.uniqueCode}#invite=${okafors.invitationToken}`,
    );
    await dialog.getByText("ada@example.com").waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "mail-compose-360.png");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "mail-compose-1280.png");
    await page.setViewportSize(PHONE);

    await dialog.getByRole("button", { name: "Send to 2 households" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("2 emails in the Outbox.").first().waitFor();

    await page.getByRole("link", { name: "Outbox" }).click();
    await page.getByRole("heading", { name: "Outbox", level: 1 }).waitFor();
    await page
      .getByText("Email sending isn't set up on this server, so nothing is sent. Every message waits here: copy an invitation's link and send it yourself.")
      .waitFor();
    const items = page.getByRole("listitem").filter({ hasText: "Invitation" });
    await expect.poll(() => items.count()).toBe(2);
    const toOkafors = items.filter({ hasText: "ada@example.com" });
    await toOkafors.getByText("Held: not sent").waitFor();
    await toOkafors.getByRole("button", { name: /^Open/ }).click();
    const link = toOkafors.getByRole("textbox", { name: "Private link" });
    await link.waitFor();
    expect(await link.inputValue()).toBe(`${base}/rsvp/${wedding.uniqueCode}#invite=${okafors.invitationToken}`);
    await toOkafors.getByRole("button", { name: "Copy the private link" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/rsvp/${wedding.uniqueCode}#invite=${okafors.invitationToken}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "mail-outbox-360.png", { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "mail-outbox-1280.png", { fullPage: true });

    // The couple's own address on the dashboard waits for its confirmation link (held here too).
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/dashboard/${wedding.uniqueCode}`);
    const card = page.getByRole("region", { name: "Reply notifications" });
    await card.getByRole("textbox", { name: "Your email" }).fill("amelia@example.com");
    await card.getByRole("button", { name: "Add address" }).click();
    await card.getByText("Waiting for confirmation").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(card, "mail-notifications-card-360.png");
    await context.close();
  });

  it("shows a guest's confirmation as written and held, never the guest's own link (issue 27)", async () => {
    const { wedding, questions } = env.guest;
    const base = env.server.url;
    const attend = questions.find((question) => question.question.startsWith("Will you attend"))!.id;
    const submitted = await fetch(`${base}/api/responses`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ weddingId: wedding.id, guestName: "Zoë Adeyemi", guestEmail: "zoe@example.org", responses: { [attend]: "Yes, I'll be there!" } }),
    });
    expect(submitted.status).toBe(201);
    const { editToken } = (await submitted.json()) as { editToken: string };

    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await context.request.post(`${base}/api/host/session`, { data: { code: wedding.uniqueCode, hostKey: wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${base}/outbox/${wedding.uniqueCode}`);
    const item = page.getByRole("listitem").filter({ hasText: "zoe@example.org" });
    await item.getByText("Guest confirmation", { exact: true }).waitFor();
    await item.getByText("Held: no mail server is configured, so it is not sent. The guest saw their link when they replied.").waitFor();
    await item.getByRole("button", { name: /^Open/ }).click();
    await item.getByText("The private link in this email belongs to zoe@example.org, so it goes only to them and is not shown here.").waitFor();
    expect(await item.getByRole("textbox", { name: "Private link" }).count()).toBe(0);
    const inner = page.frameLocator('iframe[title^="Email:"]');
    await inner.getByText("[private link: sent only to the recipient]").first().waitFor();
    expect(await page.content()).not.toContain(editToken);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, `mail-outbox-withheld-360.png`, { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, `mail-outbox-withheld-1280.png`, { fullPage: true });

    await page.setViewportSize(PHONE);
    await useRootFontSize(page, "200%");
    await page.reload();
    await item.getByRole("button", { name: /^Open/ }).click();
    await item.getByText(/goes only to them/).waitFor();
    expect(await layoutProblems(page)).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
    await screenshot(page, `mail-outbox-withheld-200.png`, { fullPage: true });
    await context.close();
  });
});
