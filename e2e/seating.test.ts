import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SeatingView } from "../src/contract/seating-plan";
import { createGuestWedding } from "./guest-support";
import { createParty } from "./invitation-support";
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { useRootFontSize } from "./support/layout";
import { hostApi, serverAndBrowser } from "./support/setup";

// Issue 30's foundation on a 360 px phone (docs/decisions/0036-stored-seating.md): tables added in
// one step, a household moved with the list view, everyone seated by the worker's plan, which is
// saved; a second open screen follows each change live. By keyboard wherever a person would.

const env = serverAndBrowser();
const host = hostApi(env);

const PARTIES = [
  { name: "The Okafor family", guests: ["Chidi", "Ada", "Emeka", "Ngozi"].map((firstName) => ({ firstName, lastName: "Okafor" })) },
  { name: "The Lindqvists", guests: ["Carl", "Sofia"].map((firstName) => ({ firstName, lastName: "Lindqvist" })) },
  { name: "The Nakamuras", guests: ["Yuki", "Ren", "Aiko"].map((firstName) => ({ firstName, lastName: "Nakamura" })) },
  { name: "Priya Shah", guests: [{ firstName: "Priya", lastName: "Shah" }] },
  { name: "The Duvals", guests: ["Marc", "Léa"].map((firstName) => ({ firstName, lastName: "Duval" })) },
];

// Seated after the plan, for the printed cards: right-to-left names and one of 92 characters.
const LONG_GIVEN = "Maximiliana Alejandra Concepción";
const LONG_FAMILY = "Fernández-Villaverde de la Santísima Trinidad y Hohenzollern";
const LATE_PARTIES = [
  { name: "ليلى الحسيني", guests: [{ firstName: "ليلى", lastName: "الحسيني" }] },
  { name: "נועה כהן", guests: [{ firstName: "נועה", lastName: "כהן" }] },
  { name: "The Fernández-Villaverdes", guests: [{ firstName: LONG_GIVEN, lastName: LONG_FAMILY }] },
];
/** The escort cards' order: by family name as the guest list records it, accents and case aside. */
const ESCORT_ORDER = [
  "Léa Duval",
  "Marc Duval",
  `${LONG_GIVEN} ${LONG_FAMILY}`,
  "Carl Lindqvist",
  "Sofia Lindqvist",
  "Aiko Nakamura",
  "Ren Nakamura",
  "Yuki Nakamura",
  "Ada Okafor",
  "Chidi Okafor",
  "Emeka Okafor",
  "Ngozi Okafor",
  "Priya Shah",
  "נועה כהן",
  "ليلى الحسيني",
];

/** The names of cards whose text reaches outside the card (as laid out now: emulate print first). */
function overflowingCards(page: Page): Promise<string[]> {
  return page.locator("[data-card]").evaluateAll((cards) =>
    cards.flatMap((card) => {
      const box = card.getBoundingClientRect();
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5)
            return [card.textContent ?? ""];
      }
      return [];
    }),
  );
}

/** Pages in a PDF Chromium wrote: its page objects. */
const pdfPageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

const table = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

describe("the seating screen", () => {
  it("adds tables, moves a household by the list view, seats everyone and saves the plan, seen live on a second screen, on a 360 px phone", async () => {
    // Spanish and Arabic offered: a guest finds their table in their own language (issue 30 item 8).
    const guest = await createGuestWedding(env.server.url, { locales: ["en", "es", "ar"] });
    const code = guest.wedding.uniqueCode;
    for (const party of PARTIES) await createParty(env.server.url, guest, party);

    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const page = await context.newPage();
    const other = await context.newPage();
    await page.goto(`${env.server.url}/seating/${code}`);
    await other.goto(`${env.server.url}/seating/${code}`);
    await page.getByRole("heading", { name: "Seating", level: 1 }).waitFor();
    await page.getByText("Live: changes on your other screens show here.").waitFor();
    await other.getByText("Live: changes on your other screens show here.").waitFor();
    // Households not heard from are seated for now, marked as such.
    await page.getByText("0 seated, 12 still to seat, 0 seats at 0 tables.").waitFor();
    await page.getByText("12 not replied yet, seated for now.").waitFor();

    // "Add 3 round tables of 6", by keyboard.
    await page.getByRole("spinbutton", { name: "How many" }).focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("3");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SELECT");
    await page.getByRole("combobox", { name: "Shape" }).selectOption("round");
    await page.getByRole("spinbutton", { name: "Seats at each" }).focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("6");
    await page.keyboard.press("Enter");
    await table(page, "Table 3").waitFor();
    await table(other, "Table 3").waitFor();
    expect(await page.getByText("Round · 0 of 6 seats taken").count()).toBe(3);

    // The list view: the whole household with one checkbox, then "Move to table".
    await page.getByRole("checkbox", { name: "The Okafor family: all 4" }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("heading", { name: "4 people chosen" }).waitFor();
    await page.getByRole("combobox", { name: "Move to" }).selectOption({ label: "Table 2 (6 free)" });
    await page.getByRole("button", { name: "Move to table" }).focus();
    await page.keyboard.press("Enter");
    await table(page, "Table 2").getByText("Round · 4 of 6 seats taken").waitFor();
    expect(await table(page, "Table 2").getByRole("checkbox").count()).toBe(4);
    // The couple's other screen follows.
    await table(other, "Table 2").getByText("Chidi Okafor").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, "seating-phone.png", { fullPage: true });

    // A rule (docs/decisions/0042-seating-rules.md): keep the Lindqvists apart from the Nakamuras,
    // each picked by typing part of the name, the arrow keys and Enter.
    const rules = page.getByRole("region", { name: "Rules" });
    await rules.getByRole("combobox", { name: "Person or household" }).focus();
    await page.keyboard.type("lindq");
    await page.keyboard.press("ArrowDown");
    await screenshot(page, "seating-rules-combobox-phone.png");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBeTruthy();
    await page.keyboard.type("nakam");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await rules.getByText("Keep apart: The Lindqvists · The Nakamuras").waitFor();
    await rules.getByText("The Lindqvists and The Nakamuras: not everyone is seated yet.").waitFor();
    await other.getByRole("region", { name: "Rules" }).getByText("Keep apart: The Lindqvists · The Nakamuras").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(rules, "seating-rules-phone.png");

    // Seat everyone for me: the worker's best plan and two alternatives, then "Use this plan".
    await page.getByRole("button", { name: "Seat everyone for me" }).click();
    await page.getByRole("radio", { name: /Best plan/ }).waitFor();
    expect(await page.getByRole("radio", { name: /Alternative/ }).count()).toBe(2);
    await screenshot(page, "seating-phone-plans.png", { fullPage: true });
    await page.getByRole("button", { name: "Use this plan" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Everyone coming has a seat.").waitFor();
    await other.getByText("12 seated, 0 still to seat, 18 seats at 3 tables.").waitFor();

    // Stored as shown: households together, the Okafors where the couple put them.
    const plan = await host<SeatingView>(guest, "GET", `/api/weddings/${guest.wedding.id}/seating`);
    const tablesOf = (name: string) => new Set(plan.people.filter((person) => person.partyName === name).map((person) => person.tableId));
    for (const party of PARTIES) expect(tablesOf(party.name).size).toBe(1);
    expect([...tablesOf("The Okafor family")]).toEqual([plan.tables[1]!.id]);
    // The rule held, and the panel says so.
    expect([...tablesOf("The Lindqvists")][0]).not.toBe([...tablesOf("The Nakamuras")][0]);
    await rules.getByText("The Lindqvists and The Nakamuras sit at different tables.").waitFor();

    // The room plan (issue 30 item 1; docs/decisions/0040-room-plan.md): an exit placed, a table
    // and the exit moved and turned by keyboard, announced, saved, seen live, kept after a reload.
    await other.getByRole("button", { name: "Room plan" }).click();
    await page.getByRole("button", { name: "Room plan" }).click();
    await page.getByRole("heading", { name: "Room plan", level: 2 }).waitFor();
    await page.getByRole("combobox", { name: "Add to the room" }).selectOption({ label: "Exit" });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const exitOn = (screen: Page) => screen.getByRole("button", { name: /^Exit, 1.5 m by 0.4 m\./ });
    await exitOn(page).waitFor();
    await exitOn(other).waitFor();
    // Tables start 2 m apart, 2 m from the walls: Table 1 two grid steps right, a metre down, a turn.
    await page.getByRole("button", { name: /^Table 1, / }).focus();
    for (const key of ["ArrowRight", "ArrowRight", "Shift+ArrowDown", "r"]) await page.keyboard.press(key);
    const table1 = "Table 1: 2.5 m from the left wall, 3 m from the top wall, turned 15°.";
    await page.locator("[aria-live=polite]").filter({ hasText: table1 }).waitFor();
    // The exit (placed in the middle of what shows, 5 m by 3 m) a step left and turned back, then by the buttons (a phone's way) a metre up.
    await exitOn(page).focus();
    for (const key of ["ArrowLeft", "Shift+R"]) await page.keyboard.press(key);
    await page.getByRole("button", { name: "Move up a metre" }).click();
    const exit = "Exit: 4.75 m from the left wall, 2 m from the top wall, turned 345°.";
    await page.getByText(exit).first().waitFor();
    // Dragged with the pointer: Table 3 two metres to the right, however wide the drawing is on this screen.
    const drawing = page.getByRole("group", { name: "Room plan: tables and features" });
    await drawing.scrollIntoViewIfNeeded();
    const perCm = await drawing.evaluate((svg) => svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width);
    const third = (await page.getByRole("button", { name: /^Table 3, / }).boundingBox())!;
    const [fromX, fromY] = [third.x + third.width / 2, third.y + third.height / 2];
    await page.mouse.move(fromX, fromY);
    await page.mouse.down();
    await page.mouse.move(fromX + 200 * perCm, fromY, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => {
        const room = await host<SeatingView>(guest, "GET", `/api/weddings/${guest.wedding.id}/seating`);
        return [room.tables[0]!, room.tables[2]!, room.features[0]!].map(({ x, y, rotation }) => [x, y, rotation]);
      })
      .toEqual([
        [250, 300, 15],
        [800, 200, 0],
        [475, 200, 345],
      ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, "seating-room-phone.png", { fullPage: true });
    await page.reload();
    await page.getByRole("button", { name: "Room plan" }).click();
    // An accessible name is matched as a substring: where each stands, from the stored plan.
    await page.getByRole("button", { name: `of 6 seats taken, Round. Near an exit. ${table1}` }).waitFor();
    await page.getByRole("button", { name: `Exit, 1.5 m by 0.4 m. ${exit}` }).waitFor();
    await page.getByRole("button", { name: "Tables and people" }).click();

    // Find my table (decision 0038): the couple turns it on, and the entrance page's QR code shows.
    await page.getByRole("checkbox", { name: /Let guests find their table by name/ }).check();
    await page.getByRole("img", { name: "QR code of the find-my-table page" }).waitFor();
    // A guest at the door, on a phone, in Spanish, sees their own table marked on the room, and nobody's name.
    const door = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const entrance = await door.newPage();
    await entrance.goto(`${env.server.url}/table/${code}?lang=es`);
    await entrance.getByRole("heading", { name: "Encuentre su mesa", level: 1 }).waitFor();
    await entrance.getByRole("textbox", { name: "Su nombre" }).fill("chidi okafor");
    await entrance.getByRole("button", { name: "Buscar mi mesa" }).click();
    await entrance.getByRole("status").getByText("Table 2").waitFor();
    await entrance.getByRole("img", { name: /Plano del salón con su mesa, Table 2, marcada.* También en el plano: Salida\./ }).waitFor();
    const shown = await entrance.locator("body").innerText();
    for (const name of ["Ada", "Emeka", "Lindqvist", "Nakamura", "Table 1", "Table 3"]) expect(shown).not.toContain(name);
    expect(await seriousAxeViolations(entrance)).toEqual([]);
    expect(await hasHorizontalScroll(entrance)).toBe(false);
    await screenshot(entrance, "find-table-phone-es.png", { fullPage: true });
    if (process.env.SCREENSHOT_DIR) {
      await entrance.setViewportSize(DESKTOP);
      await screenshot(entrance, "find-table-desktop-es.png", { fullPage: true });
      const arabic = await door.newPage();
      await arabic.goto(`${env.server.url}/table/${code}?lang=ar`);
      await arabic.getByRole("textbox", { name: "الاسم" }).fill("Priya Shah");
      await arabic.getByRole("button", { name: "العثور على طاولتي" }).click();
      await arabic.getByRole("img", { name: /مخطط القاعة/ }).waitFor();
      await screenshot(arabic, "find-table-phone-ar.png", { fullPage: true });
      const large = await door.newPage();
      await useRootFontSize(large, "200%");
      await large.goto(`${env.server.url}/rsvp/${code}`);
      // On the RSVP page, below the reply.
      const section = large.getByRole("region", { name: "Find Your Table" });
      await section.getByRole("textbox", { name: "Your name" }).fill("Priya Shah");
      await section.getByRole("button", { name: "Find my table" }).click();
      await section.getByRole("img", { name: /Room plan with your table/ }).waitFor();
      expect(await hasHorizontalScroll(large)).toBe(false);
      await screenshot(large, "find-table-rsvp-phone-200.png", { fullPage: true });
    }
    await door.close();

    // Print (issue 30 item 7; docs/decisions/0037-seating-print.md): an Arabic, a Hebrew and a very
    // long name join and are seated; the escort cards list everyone A to Z by family name with their
    // table, at 360 px, and on A4 and Letter paper no card's text leaves its card.
    for (const party of LATE_PARTIES) await createParty(env.server.url, guest, party);
    let seated = await host<SeatingView>(guest, "GET", `/api/weddings/${guest.wedding.id}/seating`);
    for (const person of seated.people.filter((someone) => !someone.tableId)) {
      const free = seated.tables.find((candidate) => seated.people.filter((someone) => someone.tableId === candidate.id).length < candidate.seats)!;
      seated = await host<SeatingView>(guest, "POST", `/api/weddings/${guest.wedding.id}/seating/moves`, {
        version: seated.version,
        personKeys: [person.key],
        tableId: free.id,
      });
    }
    await page.getByRole("link", { name: "Print cards, chart and the caterer's sheet" }).click();
    await page.getByRole("heading", { name: "Print", level: 1 }).waitFor();
    await page.getByRole("radio", { name: /^Place cards/ }).check();
    await page.locator('[data-sheet="place"]').waitFor();
    await page.getByRole("radio", { name: /^Escort cards/ }).check();
    const cards = page.locator('[data-sheet="escort"] [data-card]');
    await cards.first().waitFor();
    const tableOf = new Map(seated.people.map((person) => [person.name, seated.tables.find((one) => one.id === person.tableId)?.name]));
    const escorts = await cards.evaluateAll((items) => items.map((item) => [...item.querySelectorAll(".sp-name")].map((part) => part.textContent)));
    expect(escorts).toEqual(ESCORT_ORDER.map((name) => [name, tableOf.get(name)]));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "seating-print-phone.png", { fullPage: true });
    for (const [paper, format, widthMm] of [
      ["a4", "A4", 190],
      ["letter", "Letter", 195.9],
    ] as const) {
      await page.getByRole("combobox", { name: "Paper" }).selectOption(paper);
      // The printed width (the paper less its 10 mm margins), as the print layout has it.
      await page.setViewportSize({ width: Math.round((widthMm * 96) / 25.4), height: 1000 });
      await page.emulateMedia({ media: "print" });
      expect(await overflowingCards(page)).toEqual([]);
      expect(pdfPageCount(await page.pdf({ format, preferCSSPageSize: true, printBackground: true }))).toBe(1);
      await screenshot(page, `seating-print-escort-${paper}.png`, { fullPage: true });
      await page.emulateMedia({ media: "screen" });
    }
    await page.setViewportSize(PHONE);

    if (process.env.SCREENSHOT_DIR) {
      // Every sheet as it prints on A4, to look at.
      await page.setViewportSize({ width: 718, height: 1000 });
      for (const [sheet, label] of [
        ["place", /^Place cards/],
        ["table", /^Table cards/],
        ["chart", /^Seating chart/],
        ["caterer", /^Caterer and venue/],
      ] as const) {
        await page.getByRole("radio", { name: label }).check();
        await page.locator(`[data-sheet="${sheet}"]`).waitFor();
        await page.emulateMedia({ media: "print" });
        expect(await overflowingCards(page)).toEqual([]);
        await screenshot(page, `seating-print-${sheet}-a4.png`, { fullPage: true });
        await page.emulateMedia({ media: "screen" });
      }
      await page.setViewportSize(DESKTOP);
      await screenshot(page, "seating-print-desktop.png", { fullPage: true });
      await screenshot(page, "seating-desktop.png", { fullPage: true });
      await page.goto(`${env.server.url}/seating/${code}`);
      await screenshot(page.getByRole("region", { name: "Rules" }), "seating-rules-desktop.png");
      const desk = await context.newPage();
      await desk.setViewportSize(DESKTOP);
      await desk.goto(`${env.server.url}/seating/${code}`);
      await desk.getByRole("button", { name: "Room plan" }).click();
      await desk.getByRole("button", { name: /^Table 1, / }).click();
      await screenshot(desk, "seating-room-desktop.png", { fullPage: true });
      const large = await context.newPage();
      await useRootFontSize(large, "200%");
      await large.setViewportSize(PHONE);
      await large.goto(`${env.server.url}/seating/${code}`);
      await table(large, "Table 3").waitFor();
      expect(await hasHorizontalScroll(large)).toBe(false);
      await screenshot(large, "seating-phone-200.png", { fullPage: true });
      await screenshot(large.getByRole("region", { name: "Rules" }), "seating-rules-phone-200.png");
      await large.getByRole("button", { name: "Room plan" }).click();
      await large.getByRole("combobox", { name: "Move" }).selectOption({ label: "Exit" });
      expect(await hasHorizontalScroll(large)).toBe(false);
      await screenshot(large, "seating-room-phone-200.png", { fullPage: true });
    }

    // An extra event's own plan (docs/decisions/0042-seating-rules.md): chosen on the screen, its
    // people those invited to it (nobody has answered it yet), no tables, none of the wedding's rules.
    const brunch = await host<{ id: string }>(guest, "POST", `/api/weddings/${guest.wedding.id}/events`, { name: "Sunday brunch" });
    await page.setViewportSize(PHONE);
    await page.goto(`${env.server.url}/seating/${code}`);
    await page.getByRole("combobox", { name: "Seating plan for" }).selectOption({ label: "Sunday brunch" });
    await page.getByText("0 seated, 15 still to seat, 0 seats at 0 tables.").waitFor();
    expect(new URL(page.url()).searchParams.get("event")).toBe(brunch.id);
    await page.getByRole("region", { name: "Rules" }).getByText("No rules yet.").waitFor();
    expect(await page.getByRole("link", { name: "Print cards, chart and the caterer's sheet" }).count()).toBe(0);
    await screenshot(page, "seating-extra-event-phone.png", { fullPage: true });
    await context.close();
  });
});
