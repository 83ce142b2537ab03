import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { EventSummary } from "../src/contract/rules/event-summary";
import type { Party, PartyPage } from "../src/contract/guest-list";
import { readWorkbook, type WorkbookCell } from "../src/server/test/workbook";
import { createGuestWedding, type GuestWedding } from "./guest-support";
import { createParty } from "./invitation-support";
import { DESKTOP, hasHorizontalScroll, PHONE, seriousAxeViolations } from "./support/browser";
import { layoutProblems, useRootFontSize } from "./support/layout";
import { serverAndBrowser } from "./support/setup";

// Issue 29, items 7 and 8: the same head count on every screen and in every file, and every
// export as an Excel workbook. A couple with a guest list: two households replied from their
// links (one partly), two have not, and a friend answered on the open form.

const env = serverAndBrowser();
const SHOTS = process.env.SCREENSHOT_DIR;
const YES = "Yes, I'll be there!";

/** What every surface must say (contract/rules/head-count.ts). */
const EXPECTED = {
  attending: 4, // Chidi and Ada Okafor, Pat and Sam Friend
  declined: 3, // Emeka Okafor, both Garcías
  pending: 4, // the Lopez household's two guests and its open seat, and Tom Silent
  notRepliedParties: 2,
  replies: 3,
};

async function call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${env.server.url}${url}`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (response.headers.get("content-type")?.includes("json") ? await response.json() : await response.text()) as T;
}

async function weddingWithGuestList(): Promise<GuestWedding> {
  const guest = await createGuestWedding(env.server.url);
  const attend = guest.questions.find((question) => question.question.includes("attend"))!.id;
  const okafor = await createParty(env.server.url, guest, {
    name: "The Okafor family",
    guests: [
      { firstName: "Chidi", lastName: "Okafor" },
      { firstName: "Ada", lastName: "Okafor" },
      { firstName: "Emeka", lastName: "Okafor" },
    ],
    side: "bride",
  });
  const garcia = await createParty(env.server.url, guest, {
    name: "Maria & José García",
    guests: [
      { firstName: "Maria", lastName: "García" },
      { firstName: "José", lastName: "García" },
    ],
    side: "groom",
  });
  await createParty(env.server.url, guest, {
    name: "The Lopez family",
    guests: [
      { firstName: "Ana", lastName: "Lopez" },
      { firstName: "Luis", lastName: "Lopez" },
    ],
    extraSeats: 1,
    side: "groom",
  });
  await createParty(env.server.url, guest, { name: "Tom Silent", guests: [{ firstName: "Tom", lastName: "Silent" }], side: "bride" });
  const reply = (party: Party, coming: (index: number) => boolean) =>
    call(
      "PUT",
      "/api/invitations/mine",
      { guests: party.guests.map((g, index) => ({ guestId: g.id, attending: coming(index) })) },
      {
        "x-invitation-token": party.invitationToken,
      },
    );
  await reply(okafor, (index) => index < 2);
  await reply(garcia, () => false);
  await call("POST", "/api/responses", {
    weddingId: guest.wedding.id,
    guestName: "Pat Friend",
    guestEmail: "pat@example.com",
    partyMembers: [{ id: "m1", name: "Sam Friend", relationship: "partner" }],
    responses: { [attend]: YES },
  });
  return guest;
}

async function hostPage(guest: GuestWedding, viewport = PHONE, fontSize?: string): Promise<Page> {
  const context = await env.browser.newContext({ viewport, acceptDownloads: true, bypassCSP: true });
  await context.request.post(`${env.server.url}/api/host/session`, { data: { code: guest.wedding.uniqueCode, hostKey: guest.wedding.hostKey } });
  const page = await context.newPage();
  if (fontSize) await useRootFontSize(page, fontSize);
  return page;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

/** A row of the "Guests by reply and side" table: its total, as a person reads it. */
async function tallyTotal(page: Page, row: string): Promise<string | undefined> {
  const table = page.getByRole("table", { name: "Guests by reply and side" });
  return (
    await table
      .getByRole("row", { name: new RegExp(`^${row}\\b`) })
      .getByRole("cell")
      .last()
      .textContent()
  )?.trim();
}

const statusCounts = (rows: WorkbookCell[][] | string[][], column: number) => {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[String(row[column])] = (counts[String(row[column])] ?? 0) + 1;
  return counts;
};

describe("counts that agree, and exports as workbooks", () => {
  it("gives the same head count from the API and in every file", async () => {
    const guest = await weddingWithGuestList();
    const code = guest.wedding.uniqueCode;
    const { events } = await call<{ events: EventSummary[] }>("GET", `/api/responses/${code}/event-summary`, undefined, guest.auth);
    expect(events[0]).toMatchObject({ eventId: "main", attending: EXPECTED.attending, notAttending: EXPECTED.declined, pending: EXPECTED.pending });
    const { summary } = await call<PartyPage>("GET", `/api/weddings/${guest.wedding.id}/parties`, undefined, guest.auth);
    // The guest list's own households: the open-form friends are not on it.
    expect(summary).toMatchObject({
      repliedParties: 2,
      notRepliedParties: EXPECTED.notRepliedParties,
      attending: 2,
      declined: 3,
      pending: EXPECTED.pending,
    });

    const csv = async (url: string) => parse(await call<string>("GET", url, undefined, guest.auth), { bom: true, columns: true }) as Record<string, string>[];
    expect(await csv(`/api/responses/${code}/export`)).toHaveLength(EXPECTED.replies);
    const people = await csv(`/api/responses/${code}/export/people`);
    expect(
      statusCounts(
        people.map((row) => [row.Status!]),
        0,
      ),
    ).toEqual({ Attending: EXPECTED.attending, "Not Attending": EXPECTED.declined });
    const invited = await csv(`/api/weddings/${guest.wedding.id}/guest-list.csv`);
    expect(invited.filter((row) => row.Status === "Not replied")).toHaveLength(EXPECTED.pending);
    expect(invited.filter((row) => row.Attending === "Yes")).toHaveLength(2);
  });

  it("shows the households not heard from as pending on a phone, on the dashboard and on the guest list, and exports a workbook that opens", async () => {
    const guest = await weddingWithGuestList();
    const code = guest.wedding.uniqueCode;
    const page = await hostPage(guest);

    await page.goto(`${env.server.url}/responses/${code}`);
    await page.getByRole("heading", { name: "Guest Responses" }).waitFor();
    await expect.poll(() => text(page, "count-Attending guests")).toBe(String(EXPECTED.attending));
    await expect.poll(() => text(page, "not-replied-summary")).toBe("2 households have not replied yet: 4 guests pending, counted below.");
    expect(await tallyTotal(page, "Attending")).toBe(String(EXPECTED.attending));
    expect(await tallyTotal(page, "Declined")).toBe(String(EXPECTED.declined));
    expect(await tallyTotal(page, "Pending")).toBe(String(EXPECTED.pending));
    expect(await text(page, "count-Total responses")).toBe(String(EXPECTED.replies));
    expect(await hasHorizontalScroll(page)).toBe(false);
    if (SHOTS) await shoot(page, "responses-360");

    // The export list names each file for what it holds; the workbook is the first choice.
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export your lists" });
    await dialog.getByText("Everyone who replied (one row per person)", { exact: true }).waitFor();
    expect(await dialog.getByRole("button", { name: /: Excel \(\.xlsx\)$/ }).count()).toBe(2);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (SHOTS) await shoot(page, "export-dialog-360", false);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Everyone who replied (one row per person): Excel (.xlsx)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^amelia-jonah-everyone-who-replied-${code}\\.xlsx$`));
    const book = await readWorkbook(fs.readFileSync((await download.path())!));
    const [header, ...rows] = book.rows;
    expect(book.cells.some((cell) => cell.formula)).toBe(false);
    expect(statusCounts(rows, header!.indexOf("Status"))).toEqual({ Attending: EXPECTED.attending, "Not Attending": EXPECTED.declined });
    expect(rows.map((row) => row[0])).toEqual(["Chidi Okafor", "Ada Okafor", "Emeka Okafor", "Maria García", "José García", "Pat Friend", "Sam Friend"]);
    await page.keyboard.press("Escape");

    // The dashboard's glance.
    await page.goto(`${env.server.url}/dashboard/${code}`);
    await expect.poll(() => text(page, "glance-attending")).toBe(String(EXPECTED.attending));
    expect(await text(page, "glance-responses")).toBe(String(EXPECTED.replies));
    expect(await text(page, "glance-not-replied")).toBe(String(EXPECTED.notRepliedParties));
    expect(await text(page, "glance-pending")).toBe(String(EXPECTED.pending));

    // The guest list, where "See who" on the responses page leads: the same numbers, the open-form friends said.
    await page.goto(`${env.server.url}/guests/${code}?show=not-replied`);
    await page.getByRole("heading", { name: "Guest list", exact: true }).waitFor();
    await expect.poll(() => text(page, "guest-count-attending")).toBe(String(EXPECTED.attending));
    expect(await text(page, "guest-count-declined")).toBe(String(EXPECTED.declined));
    expect(await text(page, "guest-count-notReplied")).toBe(String(EXPECTED.notRepliedParties));
    await page.getByText("households · 4 guests pending", { exact: true }).waitFor();
    await page
      .getByTestId("open-replies-note")
      .getByText(/2 people from 1 reply through the open RSVP link/)
      .waitFor();
    expect(await page.getByRole("button", { name: /^Not replied/ }).getAttribute("aria-pressed")).toBe("true");
    const [list] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Guest list (one row per invited person): Excel (.xlsx)" }).click(),
    ]);
    const invited = await readWorkbook(fs.readFileSync((await list.path())!));
    const status = invited.rows[0]!.indexOf("Status");
    expect(invited.rows.slice(1).filter((row) => row[status] === "Not replied")).toHaveLength(EXPECTED.pending);
    if (SHOTS) await shoot(page, "guest-list-360");
    await page.context().close();
  });

  it("keeps the responses page and its export list whole on a laptop and at 200% text on a phone", async () => {
    const guest = await weddingWithGuestList();
    for (const [name, viewport, fontSize] of [
      ["1280", DESKTOP, undefined],
      ["360-200pct", PHONE, "200%"],
    ] as const) {
      const page = await hostPage(guest, viewport, fontSize);
      await page.goto(`${env.server.url}/responses/${guest.wedding.uniqueCode}`);
      await expect.poll(() => text(page, "count-Attending guests")).toBe(String(EXPECTED.attending));
      expect(await layoutProblems(page), name).toEqual({ overflow: 0, sticksOut: [], overlaps: [] });
      if (SHOTS) await shoot(page, `responses-${name}`);
      await page.getByRole("button", { name: "Export", exact: true }).click();
      await page.getByRole("dialog", { name: "Export your lists" }).getByText("Replies (one row per reply)", { exact: true }).waitFor();
      expect(await hasHorizontalScroll(page), name).toBe(false);
      if (SHOTS) {
        await shoot(page, `export-dialog-${name}`, false);
        await page.getByRole("dialog").evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
        await shoot(page, `export-dialog-${name}-end`, false);
      }
      await page.context().close();
    }
  });
});

/** Writes a screenshot when SCREENSHOT_DIR asks for them: the whole page, or what a dialog leaves in view. */
async function shoot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(SHOTS!, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS!, `${name}.png`), fullPage });
}
