import type { Locator, Page } from "playwright-core";
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

const table = (page: Page | Locator, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

/**
 * A drag with the mouse by a handle, past the activation distance, to the middle of a target;
 * `during` runs before the drop. A drag that a re-render cancels under it (a live update landing
 * mid-drag on a loaded machine) is let go with Escape, which drops nothing, and tried again, as a
 * person picks the card up again.
 */
async function drag(page: Page, handle: Locator, target: Locator, during?: () => Promise<void>) {
  for (let attempt = 1; !(await dragOnce(page, handle, target, attempt < 3 ? 5_000 : 15_000)); attempt++) {
    await page.keyboard.press("Escape");
    await page.mouse.up();
    if (attempt === 3) {
      // What was under the pointer, for whoever reads a failure: the handle, or something over it.
      const box = await handle.boundingBox();
      const under = box
        ? await page.evaluate(
            ([x, y]) => document.elementFromPoint(x!, y!)?.outerHTML.slice(0, 200) ?? "nothing",
            [box.x + box.width / 2, box.y + box.height / 2],
          )
        : "no box";
      throw new Error(`${handle.toString()} never lifted, or ${target.toString()} never showed it over it; at the handle: ${under}`);
    }
  }
  await during?.();
  await page.mouse.up();
}

/** Picks the handle up and holds it over the target; false when it never lifts, or the target never shows it is under the pointer. */
async function dragOnce(page: Page, handle: Locator, target: Locator, patience: number): Promise<boolean> {
  // Both in sight, as a person scrolls before dragging: a pointer past the window's edge reaches nothing.
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Moved on until it is picked up, as a hand moves until the item lifts.
  let lifted = false;
  for (let step = 4, deadline = Date.now() + patience; !lifted && Date.now() < deadline; step += 4) {
    await page.mouse.move(from.x + from.width / 2 + step, from.y + from.height / 2 + step);
    // Dragged: the handle fades where it was.
    lifted = await handle.evaluate((el) => getComputedStyle(el).opacity === "0.4");
    if (!lifted) await page.waitForTimeout(100);
  }
  if (!lifted) return false;
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  // Released only once the target shows it is under the pointer, as a person waits for the
  // highlight: dnd-kit measures the targets after the drag starts, and a loaded machine may not
  // have yet. A nudge of a pixel has it look again.
  const deadline = Date.now() + patience;
  for (let nudge = 0; Date.now() < deadline; nudge++) {
    // The target, or a seat inside it (a household on a seat goes to its table).
    if (await target.evaluate((el) => el.matches('[data-over="true"]') || !!el.querySelector('[data-over="true"]'))) return true;
    await page.mouse.move(to.x + to.width / 2 + (nudge % 2), to.y + to.height / 2);
    await page.waitForTimeout(100);
  }
  return false;
}

/** Tab (or Shift+Tab) until `target` has the focus: the keyboard's own way there, as a person without a mouse goes. */
async function tabTo(page: Page, target: Locator, backwards = false, most = 600) {
  const handle = await target.elementHandle();
  for (let i = 0; i < most; i++) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`never reached ${target.toString()} by ${backwards ? "Shift+Tab" : "Tab"}`);
}

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
    // A table deleted goes to the trash: "Deleted Table 3. Undo", Undo focused, brings it back (docs/decisions/0049-trash.md).
    await page.getByRole("button", { name: "Delete Table 3" }).click();
    await page.getByRole("status").getByText("Deleted Table 3.").waitFor();
    await table(other, "Table 3").waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement?.textContent === "Undo");
    await page.keyboard.press("Enter");
    await page.getByRole("status").getByText("Table 3 is back.").waitFor();
    await table(page, "Table 3").waitFor();
    await table(other, "Table 3").waitFor();

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
    // A rule removed goes to the trash too: "Deleted the rule …. Undo", Undo focused, brings it back (docs/decisions/0049-trash.md).
    const apart = "Keep apart: The Lindqvists · The Nakamuras";
    await rules.getByRole("button", { name: "Remove the rule: Keep apart, The Lindqvists · The Nakamuras" }).click();
    await page.getByRole("status").getByText(`Deleted the rule ${apart}.`).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === "Undo");
    await page.keyboard.press("Enter");
    await page.getByRole("status").getByText(`${apart} is back.`).waitFor();
    await rules.getByText(apart).waitFor();

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
    await screenshot(page, "seating-extra-event-phone.png", { fullPage: true });
    // Its own print screen: the brunch's plan (no tables yet), and back to the brunch's seating.
    await page.getByRole("link", { name: "Print cards, chart and the caterer's sheet" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/print") && url.searchParams.get("event") === brunch.id);
    await page.getByRole("link", { name: "Back to seating" }).click();
    await page.waitForURL((url) => !url.pathname.endsWith("/print") && url.searchParams.get("event") === brunch.id);
    await context.close();
  });
  it("drags a household and a person (by pointer and by keyboard) to tables and seats, swaps two, gathers a split household and refuses a locked table, seen live", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    for (const party of PARTIES) await createParty(env.server.url, guest, party);
    const plan = () => host<SeatingView>(guest, "GET", `/api/weddings/${guest.wedding.id}/seating`);
    await host<SeatingView>(guest, "POST", `/api/weddings/${guest.wedding.id}/seating/tables`, { version: 0, count: 3, shape: "round", seats: 6 });
    const where = async (name: string) => {
      const now = await plan();
      const person = now.people.find((someone) => someone.name === name)!;
      return [now.tables.find((one) => one.id === person.tableId)?.name ?? null, person.seat];
    };

    const context = await env.browser.newContext({ viewport: { ...DESKTOP, height: 1000 }, bypassCSP: true });
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const page = await context.newPage();
    const other = await context.newPage();
    await page.goto(`${env.server.url}/seating/${code}`);
    await other.goto(`${env.server.url}/seating/${code}`);
    await page.getByText("Live: changes on your other screens show here.").waitFor();
    await other.getByText("Live: changes on your other screens show here.").waitFor();

    // A household from the unseated list to a table, with the mouse; the view mid-drag to look at.
    await drag(page, page.getByRole("button", { name: "Move The Okafor family, all 4" }), table(page, "Table 1"), async () => {
      await page.locator('[data-drop-id][data-over="true"]').first().waitFor();
      await screenshot(page, "seating-drag-desktop.png");
    });
    await table(page, "Table 1").getByText("Round · 4 of 6 seats taken").waitFor();
    await table(other, "Table 1").getByText("Chidi Okafor").waitFor();

    // By keyboard: pick Priya up, down to Table 1 then Table 2, right to its second free seat, drop.
    const live = page.locator('[id^="DndLiveRegion"]');
    // Each key once the one before was heard: dnd-kit listens for the arrows from the task after the pick-up.
    const heard = (text: string) => expect.poll(() => live.textContent(), { timeout: 15_000 }).toContain(text);
    await page.getByRole("button", { name: "Move Priya Shah" }).focus();
    await page.keyboard.press("Space");
    await heard("Picked up Priya Shah.");
    await page.keyboard.press("ArrowDown");
    await heard("Priya Shah is over Table 1, 2 free seats.");
    await page.keyboard.press("ArrowDown");
    await heard("Priya Shah is over Table 2, 6 free seats.");
    await page.keyboard.press("ArrowRight");
    await heard("Priya Shah is over free seat 1 at Table 2.");
    await page.keyboard.press("ArrowRight");
    await heard("Priya Shah is over free seat 2 at Table 2.");
    await page.keyboard.press("Space");
    await table(page, "Table 2").getByText("Priya Shah").waitFor();
    expect(await where("Priya Shah")).toEqual(["Table 2", 2]);
    // Escape puts back: nothing moves.
    await page.getByRole("button", { name: "Move Carl Lindqvist" }).focus();
    await page.keyboard.press("Enter");
    await heard("Picked up Carl Lindqvist.");
    await page.keyboard.press("ArrowDown");
    await heard("Carl Lindqvist is over Table 1");
    await page.keyboard.press("Escape");
    await heard("Moving Carl Lindqvist cancelled; nothing moved.");

    // A person dropped on a taken seat: the two change places, in one write.
    const before = (await plan()).version;
    await drag(page, page.getByRole("button", { name: "Move Priya Shah" }), table(page, "Table 1").getByRole("listitem").filter({ hasText: "Chidi Okafor" }));
    await table(page, "Table 2").getByText("Chidi Okafor").waitFor();
    expect([await where("Priya Shah"), await where("Chidi Okafor")]).toEqual([
      ["Table 1", 1],
      ["Table 2", 2],
    ]);
    expect((await plan()).version).toBe(before + 1);
    await table(other, "Table 2").getByText("Chidi Okafor").waitFor();

    // The Okafors are now apart: "Gather" brings them to the table most of them sit at, by keyboard.
    const split = page.getByRole("region", { name: "Households seated apart" });
    await split.getByText("The Okafor family: 3 at Table 1, 1 at Table 2").waitFor();
    await split.getByRole("button", { name: "Gather at Table 1" }).focus();
    await page.keyboard.press("Enter");
    await table(page, "Table 1").getByText("Chidi Okafor").waitFor();
    await split.waitFor({ state: "detached" });
    await table(other, "Table 1").getByText("Chidi Okafor").waitFor();
    expect(new Set((await plan()).people.filter((person) => person.partyName === "The Okafor family").map((person) => person.tableId)).size).toBe(1);

    // A locked table takes nobody: the drop is refused with the reason, nothing moves.
    await table(page, "Table 3").getByRole("button", { name: "Lock Table 3" }).click();
    await table(page, "Table 3").getByText("Locked: nobody joins or leaves this table.").waitFor();
    const locked = (await plan()).version;
    await drag(page, page.getByRole("button", { name: "Move The Lindqvists, all 2" }), table(page, "Table 3"));
    await page.getByText("Table 3 is locked; unlock it before changing who sits there.", { exact: true }).waitFor();
    expect(await where("Carl Lindqvist")).toEqual([null, null]);
    expect((await plan()).version).toBe(locked);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
  it("the issue's walk: 180 guests coming in 70 households, from their replies to the printed cards and the caterer's sheet, by keyboard alone", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const GIVEN = ["Ana", "Ben", "Chloé"];
    const households = Array.from({ length: 70 }, (_, i) => ({
      name: `The Walk${i + 1} family`,
      guests: GIVEN.slice(0, i < 40 ? 3 : 2).map((firstName) => ({ firstName, lastName: `Walk${i + 1}` })),
    }));
    for (let i = 0; i < households.length; i += 10) {
      const made = await Promise.all(households.slice(i, i + 10).map((party) => createParty(env.server.url, guest, party)));
      // Each household replies by its invitation link: everyone coming.
      await Promise.all(
        made.map(async (party) => {
          const res = await fetch(`${env.server.url}/api/invitations/mine?wedding=${code}`, {
            method: "PUT",
            headers: { "content-type": "application/json", "x-invitation-token": party.invitationToken },
            body: JSON.stringify({ guests: party.guests.map((one) => ({ guestId: one.id, attending: true })), extraGuests: [], responses: {} }),
          });
          expect(res.status, await res.text()).toBe(200);
        }),
      );
    }

    const context = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/seating/${code}`);
    await page.getByText("0 seated, 180 still to seat, 0 seats at 0 tables.").waitFor();

    // 20 round tables of 10, typed into the form.
    await tabTo(page, page.getByRole("spinbutton", { name: "How many" }));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("20");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("10");
    await page.keyboard.press("Enter");
    await page.getByText("0 seated, 180 still to seat, 200 seats at 20 tables.").waitFor();

    // Seat everyone for me, then use the best plan.
    await tabTo(page, page.getByRole("button", { name: "Seat everyone for me" }));
    await page.keyboard.press("Enter");
    await page.getByRole("radio", { name: /Best plan/ }).waitFor();
    await tabTo(page, page.getByRole("button", { name: "Use this plan" }));
    await page.keyboard.press("Enter");
    await page.getByText("180 seated, 0 still to seat, 200 seats at 20 tables.").waitFor();
    const plan = await host<SeatingView>(guest, "GET", `/api/weddings/${guest.wedding.id}/seating`);
    const tableName = new Map(plan.tables.map((one) => [one.id, one.name]));
    for (const party of households)
      expect(new Set(plan.people.filter((person) => person.partyName === party.name).map((person) => person.tableId)).size).toBe(1);

    // Print: the escort cards (the default sheet), then the place cards, the chart and the caterer's sheet, chosen with the arrow keys.
    await tabTo(page, page.getByRole("link", { name: "Print cards, chart and the caterer's sheet" }), true);
    await page.keyboard.press("Enter");
    const escort = page.locator('[data-sheet="escort"] [data-card]');
    await escort.first().waitFor();
    const escorts = await escort.evaluateAll((cards) => cards.map((card) => [...card.querySelectorAll(".sp-name")].map((part) => part.textContent)));
    expect(escorts.map(([name, table]) => `${name} ${table}`).sort()).toEqual(
      plan.people.map((person) => `${person.name} ${tableName.get(person.tableId!)}`).sort(),
    );

    const sheet = page.getByRole("radio", { name: /^Escort cards/ });
    await tabTo(page, sheet);
    await page.keyboard.press("ArrowDown");
    await page
      .getByRole("radio", { name: /^Place cards/ })
      .and(page.locator(":checked"))
      .waitFor();
    const place = page.locator('[data-sheet="place"] [data-card]');
    await place.first().waitFor();
    expect((await place.allTextContents()).length).toBe(180);
    const placeText = (await page.locator('[data-sheet="place"]').textContent()) ?? "";
    for (const person of plan.people) expect(placeText).toContain(person.name);

    // On, past the table cards, to the seating chart: every table with its people.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const chart = page.locator('[data-sheet="chart"]');
    await chart.waitFor();
    const chartText = (await chart.textContent()) ?? "";
    for (const person of plan.people) expect(chartText).toContain(person.name);
    for (const one of plan.tables) expect(chartText).toContain(one.name);
    await page.keyboard.press("ArrowDown");
    const caterer = page.locator('[data-sheet="caterer"]');
    await caterer.waitFor();
    const rows = await caterer.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ""));
    expect(rows.sort()).toEqual(plan.people.map((person) => person.name).sort());
    await context.close();
  });
});
